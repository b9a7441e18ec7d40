import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { AgentApp } from '../../../../src/agent/AgentApp';
import { ANN } from './fixtures';

// jsdom serves the page from http://localhost/, so the console connects to ws://localhost/agent-ws.
const AGENT_WS = 'ws://localhost/agent-ws';

/**
 * A mock socket that records each frame the console sends as it sends it, in the list `sentTo` names
 * when the socket opens (a late frame of a previous test's console goes to that test's list): mock-socket
 * hands a frame to its server 4 ms later, after an assertion may have looked.
 */
export function recordingSocket(sentTo: () => unknown[]) {
  return (url: string) => {
    const socket = new MockWebSocket(url);
    const sent = sentTo();
    const send = socket.send.bind(socket);
    socket.send = (data) => {
      send(data);
      sent.push(JSON.parse(String(data)));
    };
    return socket as unknown as WebSocket;
  };
}

/** What the consoles of the current test sent. */
let sentFrames: unknown[] = [];
/** The console's socket in tests that use mockAgentServer: its frames are what `sentOf` reads. */
export const createSocket = recordingSocket(() => sentFrames);
const noFetch = (() => Promise.reject(new Error('no fetch in these tests'))) as unknown as typeof fetch;

/**
 * A mock agent socket server for each test: what the console sent, and a way to send it frames.
 * Call at the top of a describe block.
 */
export function mockAgentServer() {
  const sandbox = { server: null as Server | null, clients: [] as Client[], received: [] as unknown[] };
  beforeEach(() => {
    sandbox.clients = [];
    sentFrames = sandbox.received = [];
    window.sessionStorage.clear();
    sandbox.server = new Server(AGENT_WS);
    const { clients } = sandbox;
    sandbox.server.on('connection', (socket) => clients.push(socket));
  });
  afterEach(() => sandbox.server?.stop());

  return {
    sentOf: (type: string) => sandbox.received.filter((frame) => (frame as { type: string }).type === type),
    fromServer: (...frames: unknown[]) =>
      act(() => {
        for (const frame of frames)
          for (const client of sandbox.clients)
            if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(frame));
      }),
    dropConnection: () => act(() => sandbox.clients.at(-1)?.close({ code: 1006, reason: 'dropped', wasClean: false })),
    connections: () => sandbox.clients.length,
  };
}

/** Ann's console, signed in from the tab's storage, once online (`online`: the status it then shows). */
export async function openConsoleAsAnn(fetchFn: typeof fetch = noFetch, online: string | RegExp = /^Online as Ann/) {
  window.sessionStorage.setItem(
    'agent-console.sign-in',
    JSON.stringify({ agent_id: ANN, nickname: 'Ann', token: 'tok-ann', expires_at: Date.now() + 600_000 }),
  );
  const user = userEvent.setup();
  render(<AgentApp createSocket={createSocket} fetchFn={fetchFn} />);
  await screen.findByText(online);
  return user;
}
