import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { AgentApp } from '../../../../src/agent/AgentApp';
import { ANN } from './fixtures';

// jsdom serves the page from http://localhost/, so the console connects to ws://localhost/agent-ws.
const AGENT_WS = 'ws://localhost/agent-ws';
const createSocket = (url: string) => new MockWebSocket(url) as unknown as WebSocket;
const noFetch = (() => Promise.reject(new Error('no fetch in these tests'))) as unknown as typeof fetch;

/**
 * A mock agent socket server for each test: what the console sent, and a way to send it frames.
 * Call at the top of a describe block.
 */
export function mockAgentServer() {
  const sandbox = { server: null as Server | null, clients: [] as Client[], received: [] as unknown[] };
  beforeEach(() => {
    sandbox.clients = [];
    sandbox.received = [];
    window.sessionStorage.clear();
    sandbox.server = new Server(AGENT_WS);
    // A frame of the previous test's console that arrives late goes to that test's list.
    const { clients, received } = sandbox;
    sandbox.server.on('connection', (socket) => {
      clients.push(socket);
      socket.on('message', (data) => received.push(JSON.parse(String(data))));
    });
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

/** Ann's console, signed in from the tab's storage, once online. */
export async function openConsoleAsAnn(fetchFn: typeof fetch = noFetch) {
  window.sessionStorage.setItem(
    'agent-console.sign-in',
    JSON.stringify({ agent_id: ANN, nickname: 'Ann', token: 'tok-ann', expires_at: Date.now() + 600_000 }),
  );
  const user = userEvent.setup();
  render(<AgentApp createSocket={createSocket} fetchFn={fetchFn} />);
  await screen.findByText(/^Online as Ann/);
  return user;
}
