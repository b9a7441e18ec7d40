/**
 * The dispatcher with handlers that wait (the store is asynchronous): one connection's frames are
 * handled one at a time in arrival order, so a slow frame's reply is never overtaken by a later one;
 * a rejecting handler is answered like a throwing one; other connections are not held up. The same
 * for the agent frame router, per agent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { SandboxError } from '../../../../server/errors';
import { resolveLocale } from '../../../../server/locale';
import { ClientConnection } from '../../../../server/realtime/connection';
import { createDispatcher } from '../../../../server/realtime/dispatcher';
import type { HandlerTable } from '../../../../server/realtime/handlers/types';
import { createAgentFrameRouter, type AgentFrameRoutes } from '../../../../server/realtime/agentFrameRouter';
import type { ServerToAgentFrame } from '../../../../src/protocol/agentFrames';
import { ERROR_CODE } from '../../../../src/protocol/codes';

class FakeSocket {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: { identify: string; msg_incr: string; err_code: number; err_msg: string }[] = [];

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  close(): void {
    this.readyState = 3;
  }
}

/** A promise the test resolves when it chooses. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A ping that answers once `slow` opens, and an inbox that answers at once. */
function pingWaitingFor(slow: { opened: Promise<void> }): HandlerTable {
  return {
    ping: async () => {
      await slow.opened;
      return { server_time: 1 };
    },
    inbox_msg_list: () => ({ conversations: [] }),
  };
}

function connectionOf(userId: string) {
  const socket = new FakeSocket();
  const log = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
  const session = { userId, productId: '1', locale: resolveLocale('US') };
  const connection = new ClientConnection(socket as unknown as WebSocket, session, log as unknown as FastifyBaseLogger);
  const frame = (identify: string, msgIncr: string, data: unknown = {}) =>
    JSON.stringify({ identify, sender_id: userId, product_id: '1', msg_incr: msgIncr, data });
  return { socket, log, connection, frame };
}

const answered = (socket: FakeSocket) => socket.sent.map(({ msg_incr, err_code }) => [msg_incr, err_code]);

describe('the dispatcher with asynchronous handlers', () => {
  it('answers one connection in arrival order: a slow first frame is not overtaken by a fast second one', async () => {
    const slow = gate();
    const handlers = pingWaitingFor(slow);
    const dispatcher = createDispatcher(handlers);
    const { socket, connection, frame } = connectionOf('10001');

    dispatcher.frame(connection, Buffer.from(frame('ping', 'c-1')), false);
    dispatcher.frame(connection, Buffer.from(frame('inbox_msg_list', 'c-2')), false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered(socket)).toEqual([]);

    slow.open();
    await dispatcher.drain();
    expect(answered(socket)).toEqual([
      ['c-1', 0],
      ['c-2', 0],
    ]);
  });

  it('does not hold up another connection while one waits', async () => {
    const slow = gate();
    const handlers = pingWaitingFor(slow);
    const dispatcher = createDispatcher(handlers);
    const waiting = connectionOf('10001');
    const other = connectionOf('10002');

    dispatcher.frame(waiting.connection, Buffer.from(waiting.frame('ping', 'c-1')), false);
    dispatcher.frame(other.connection, Buffer.from(other.frame('inbox_msg_list', 'c-1')), false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered(other.socket)).toEqual([['c-1', 0]]);
    expect(answered(waiting.socket)).toEqual([]);

    slow.open();
    await dispatcher.drain();
    expect(answered(waiting.socket)).toEqual([['c-1', 0]]);
  });

  it('answers a rejected handler with serverError (or its SandboxError) and still answers the frames after it, in order', async () => {
    const failure = new Error('the database went away');
    const handlers: HandlerTable = {
      ping: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        throw failure;
      },
      typing: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new SandboxError(ERROR_CODE.parameterError, 'group_id is not your support group');
      },
      inbox_msg_list: () => ({ conversations: [] }),
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const dispatcher = createDispatcher(handlers);
      const { socket, log, connection, frame } = connectionOf('10001');

      dispatcher.frame(connection, Buffer.from(frame('ping', 'c-1')), false);
      dispatcher.frame(connection, Buffer.from(frame('typing', 'c-2', { group_id: 'g-1' })), false);
      dispatcher.frame(connection, Buffer.from(frame('inbox_msg_list', 'c-3')), false);
      await dispatcher.drain();
      await new Promise((resolve) => setImmediate(resolve));

      expect(answered(socket)).toEqual([
        ['c-1', ERROR_CODE.serverError],
        ['c-2', ERROR_CODE.parameterError],
        ['c-3', 0],
      ]);
      expect(socket.sent[0].err_msg).toBe('server error');
      expect(log.error).toHaveBeenCalledWith({ err: failure, identify: 'ping' }, 'socket handler failed');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('runs the afterReply tasks after the reply, in order, before the next frame of the connection', async () => {
    const events: string[] = [];
    const handlers: HandlerTable = {
      ping: ({ afterReply }) => {
        afterReply(async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          events.push('first task');
        });
        afterReply(() => {
          events.push('second task');
        });
        afterReply(async () => {
          throw new Error('a push failed');
        });
        return { server_time: 1 };
      },
      inbox_msg_list: () => {
        events.push('next frame');
        return { conversations: [] };
      },
    };
    const dispatcher = createDispatcher(handlers);
    const { socket, log, connection, frame } = connectionOf('10001');
    const send = socket.send.bind(socket);
    socket.send = (text: string) => {
      events.push(`reply ${JSON.parse(text).msg_incr}`);
      send(text);
    };

    dispatcher.frame(connection, Buffer.from(frame('ping', 'c-1')), false);
    dispatcher.frame(connection, Buffer.from(frame('inbox_msg_list', 'c-2')), false);
    await dispatcher.drain();

    expect(events).toEqual(['reply c-1', 'first task', 'second task', 'next frame', 'reply c-2']);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ identify: 'ping' }), 'work after a reply failed');
  });

  it('answers a frame refused over the frame budget in its place among the replies', async () => {
    const slow = gate();
    const handlers = pingWaitingFor(slow);
    const dispatcher = createDispatcher(handlers);
    const { socket, connection, frame } = connectionOf('10001');

    dispatcher.frame(connection, Buffer.from(frame('ping', 'c-1')), false);
    dispatcher.refuse(connection, Buffer.from(frame('ping', 'c-2')), false);
    slow.open();
    await dispatcher.drain();
    expect(answered(socket)).toEqual([
      ['c-1', 0],
      ['c-2', ERROR_CODE.tooManyRequests],
    ]);
  });
});

describe('the agent frame router with asynchronous routes', () => {
  it("acts on one agent's frames one at a time, in order, and answers a rejected route with an error frame", async () => {
    const events: string[] = [];
    const idle = () => {};
    const routes: AgentFrameRoutes = {
      accept: async (agentId, frame) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        events.push(`${agentId} accepted ${frame.reception_id}`);
      },
      send: idle,
      answer_left_message: idle,
      end: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error('the database went away');
      },
      seen: (agentId, frame) => {
        events.push(`${agentId} saw ${frame.reception_id}`);
      },
      advance_work_order: idle,
      presence: idle,
      sync: idle,
      typing: idle,
      transfer: idle,
      transfer_targets: idle,
      note: idle,
    };
    const log = { error: jest.fn() };
    const route = createAgentFrameRouter(
      routes,
      { send: (agentId: string, frame: ServerToAgentFrame) => events.push(`to ${agentId}: ${JSON.stringify(frame)}`) },
      log,
    );

    void route('30001', JSON.stringify({ type: 'accept', reception_id: 'r-1' }));
    void route('30001', JSON.stringify({ type: 'end', reception_id: 'r-1' }));
    void route('30001', JSON.stringify({ type: 'seen', reception_id: 'r-1' }));
    void route('30002', JSON.stringify({ type: 'seen', reception_id: 'r-2' }));
    await route.drain();

    expect(events).toEqual([
      '30002 saw r-2',
      '30001 accepted r-1',
      `to 30001: ${JSON.stringify({ type: 'error', message: 'server error' })}`,
      '30001 saw r-1',
    ]);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ type: 'end' }), 'agent frame failed');
  });
});
