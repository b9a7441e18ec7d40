import type { WebSocket } from 'ws';
import { createAgentFrameRouter, type AgentFrameRoutes } from '../../../../server/realtime/agentFrameRouter';
import { createInProcessCluster } from '../../../../server/cluster/inProcess';
import { AgentSockets } from '../../../../server/realtime/agentSockets';
import { SandboxError } from '../../../../server/errors';
import type { ServerToAgentFrame } from '../../../../src/protocol/agentFrames';
import { ERROR_CODE } from '../../../../src/protocol/codes';

function routerWith(overrides: Partial<AgentFrameRoutes> = {}) {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const routes: AgentFrameRoutes = {
    accept: record('accept'),
    send: record('send'),
    answer_left_message: record('answer_left_message'),
    end: record('end'),
    seen: record('seen'),
    advance_work_order: record('advance_work_order'),
    presence: record('presence'),
    sync: record('sync'),
    typing: record('typing'),
    transfer: record('transfer'),
    transfer_targets: record('transfer_targets'),
    note: record('note'),
    ...overrides,
  };
  const sent: [string, ServerToAgentFrame][] = [];
  const log = { error: jest.fn() };
  const route = createAgentFrameRouter(routes, { send: (agentId, frame) => sent.push([agentId, frame]) }, log);
  return { route, calls, sent, log };
}

describe('the agent frame router', () => {
  it.each([
    [{ type: 'accept', reception_id: 'r-1' }, 'accept'],
    [{ type: 'send', reception_id: 'r-1', content: 'Hi' }, 'send'],
    [{ type: 'end', reception_id: 'r-1' }, 'end'],
    [{ type: 'seen', reception_id: 'r-1' }, 'seen'],
    [{ type: 'advance_work_order', id: 7 }, 'advance_work_order'],
    [{ type: 'presence', status: 'away' }, 'presence'],
    [{ type: 'sync', reception_id: 'r-1', after_seq: 4 }, 'sync'],
    [{ type: 'typing', reception_id: 'r-1' }, 'typing'],
    [{ type: 'answer_left_message', left_message_id: '3', content: 'Hi' }, 'answer_left_message'],
  ])('routes %j by its type, decoded once', (frame, routeName) => {
    const { route, calls, sent } = routerWith();
    route('30001', JSON.stringify(frame));
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toBe(routeName);
    expect(calls[0][1]).toBe('30001');
    expect(calls[0][2]).toMatchObject({ type: frame.type });
    expect(sent).toEqual([]);
  });

  it('answers a frame it cannot decode with an error frame to its sender, and routes nothing', () => {
    const { route, calls, sent } = routerWith();
    route('30001', '{"type":"accept"}');
    expect(calls).toEqual([]);
    expect(sent).toEqual([['30001', { type: 'error', message: 'reception_id is required' }]]);
  });

  it('refuses a seen frame without reception_id with an error frame, and routes nothing', () => {
    const { route, calls, sent } = routerWith();
    route('30001', '{"type":"seen"}');
    expect(calls).toEqual([]);
    expect(sent).toEqual([['30001', { type: 'error', message: 'reception_id is required' }]]);
  });

  it("sends a SandboxError's message back", () => {
    const { route, sent, log } = routerWith({
      accept: () => {
        throw new SandboxError(ERROR_CODE.parameterError, 'the reception is not waiting');
      },
    });
    route('30002', JSON.stringify({ type: 'accept', reception_id: 'r-1' }));
    expect(sent).toEqual([['30002', { type: 'error', message: 'the reception is not waiting' }]]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("logs any other failure and sends 'server error'", () => {
    const failure = new Error('disk full');
    const { route, sent, log } = routerWith({
      advance_work_order: () => {
        throw failure;
      },
    });
    route('30001', JSON.stringify({ type: 'advance_work_order', id: '7' }));
    expect(sent).toEqual([['30001', { type: 'error', message: 'server error' }]]);
    expect(log.error).toHaveBeenCalledWith({ err: failure, type: 'advance_work_order' }, 'agent frame failed');
  });
});

class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: string[] = [];
  closedWith: [number, string] | null = null;

  send(text: string): void {
    this.sent.push(text);
  }

  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = 2;
  }
}

const asSocket = (socket: FakeSocket) => socket as unknown as WebSocket;
const ERROR_FRAME: ServerToAgentFrame = { type: 'error', message: 'x' };

describe('AgentSockets', () => {
  it('keeps every socket of an agent: frames go to all of them, none is closed', async () => {
    const sockets = new AgentSockets(createInProcessCluster(), { error: () => {} });
    const first = new FakeSocket();
    const second = new FakeSocket();
    expect(sockets.attach('30001', asSocket(first))).toBe(true);
    expect(sockets.attach('30001', asSocket(second))).toBe(false);
    expect(first.closedWith).toBeNull();
    expect(await sockets.onlineAgentIds()).toEqual(['30001']);
    sockets.send('30001', ERROR_FRAME);
    expect(first.sent).toEqual([JSON.stringify(ERROR_FRAME)]);
    expect(second.sent).toEqual([JSON.stringify(ERROR_FRAME)]);
  });

  it('takes the agent offline only when the last socket closes', async () => {
    const sockets = new AgentSockets(createInProcessCluster(), { error: () => {} });
    const first = new FakeSocket();
    const second = new FakeSocket();
    sockets.attach('30001', asSocket(first));
    sockets.attach('30001', asSocket(second));
    expect(sockets.detach('30001', asSocket(first))).toBe(false);
    expect(sockets.detach('30001', asSocket(first))).toBe(false);
    expect(await sockets.onlineAgentIds()).toEqual(['30001']);
    expect(sockets.detach('30001', asSocket(second))).toBe(true);
    expect(await sockets.onlineAgentIds()).toEqual([]);
  });

  it("sends to the agent's open sockets only, and to nobody else", () => {
    const sockets = new AgentSockets(createInProcessCluster(), { error: () => {} });
    const [annHere, annClosed, ben] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    annClosed.readyState = 3;
    sockets.attach('30001', asSocket(annHere));
    sockets.attach('30001', asSocket(annClosed));
    sockets.attach('30002', asSocket(ben));
    sockets.send('30001', ERROR_FRAME);
    sockets.send('30003', ERROR_FRAME);
    expect(annHere.sent).toEqual([JSON.stringify(ERROR_FRAME)]);
    expect(annClosed.sent).toEqual([]);
    expect(ben.sent).toEqual([]);
  });
});
