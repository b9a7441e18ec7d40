import type { UnknownAction } from '@reduxjs/toolkit';
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import configureMockStore from 'redux-mock-store';
import { frameIntent } from '../../../../src/realtime/frameIntent';
import { connectRequested, disconnectRequested, takeoverRequested } from '../../../../src/realtime/socketActions';
import { createSocketMiddleware } from '../../../../src/realtime/socketMiddleware';

const URL_BASE = 'ws://sandbox.test/ws';
const endpoint = {
  url: `${URL_BASE}?token=t&uid=10001&platform_id=1&product_id=1&country_code=US`,
  senderId: '10001',
  productId: '1',
};

let server: Server;
let clients: Client[];
let received: Array<Record<string, unknown>>;
let logs: string[];
const logger = { warn: (message: string) => logs.push(message), error: (message: string) => logs.push(message) };

function setup(endpointOf: () => typeof endpoint | null = () => endpoint) {
  const middleware = createSocketMiddleware({
    endpoint: endpointOf,
    createSocket: (url) => new MockWebSocket(url) as unknown as WebSocket,
    logger,
  });
  return configureMockStore<unknown, UnknownAction>([
    middleware as unknown as Parameters<typeof configureMockStore>[0] extends (infer M)[] | undefined ? M : never,
  ])({});
}

const types = (store: ReturnType<typeof setup>) => store.getActions().map((action) => action.type);
const flush = async (ms = 10) => {
  await jest.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  jest.useFakeTimers();
  received = [];
  clients = [];
  logs = [];
  server = new Server(URL_BASE);
  server.on('connection', (socket) => {
    clients.push(socket);
    socket.on('message', (data) => received.push(JSON.parse(String(data)) as Record<string, unknown>));
  });
});

afterEach(() => {
  server.stop();
  jest.useRealTimers();
});

describe('socket middleware', () => {
  it('connects with the spec’s query and reports the open', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    expect(clients).toHaveLength(1);
    expect(types(store)).toEqual(['connection/connectRequested', 'connection/connecting', 'connection/opened']);
  });

  it('dispatches every valid frame as socket/<identify> with the frame as payload', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    clients[0].send(
      JSON.stringify({
        identify: 'push_signal_msg',
        msg_incr: 's1',
        data: { content_type: 205, content: '{"reply_code":"INPUTTING"}' },
      }),
    );
    await flush();
    expect(store.getActions().at(-1)).toEqual({
      type: 'socket/push_signal_msg',
      payload: {
        identify: 'push_signal_msg',
        msg_incr: 's1',
        data: { content_type: 205, content: '{"reply_code":"INPUTTING"}', sender_id: '', group_id: '', send_time: 0 },
      },
    });
  });

  it('turns a malformed frame into a counted, logged socket/frameRejected and keeps going', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    clients[0].send('{not json');
    clients[0].send(JSON.stringify({ identify: 'ping', msg_incr: 'p', data: {} }));
    await flush();
    expect(types(store).slice(-2)).toEqual(['socket/frameRejected', 'socket/ping']);
    expect(logs.join('\n')).toContain('not valid JSON');
  });

  it('sends the frame an action carries, in the spec’s envelope, once open', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    store.dispatch({
      type: 'chat/aiConversationRequested',
      payload: undefined,
      meta: frameIntent('init_ai_customer_conversation', { time_zone: 'Asia/Tokyo' }, 'm-1'),
    });
    await flush();
    expect(received).toEqual([
      {
        identify: 'init_ai_customer_conversation',
        msg_incr: 'm-1',
        sender_id: '10001',
        product_id: '1',
        data: { time_zone: 'Asia/Tokyo' },
      },
    ]);
  });

  it('drops, with a log line, a frame asked for while closed: its owner sends it again on open', async () => {
    const store = setup();
    store.dispatch({ type: 'x/happened', payload: undefined, meta: frameIntent('ping', {}, 'early') });
    store.dispatch(connectRequested());
    await flush();
    expect(received).toEqual([]);
    expect(logs.join('\n')).toContain('ping not sent');
  });

  it('reconnects at once when the browser is back online or the page visible again', async () => {
    const listeners: { online?: (online: boolean) => void; visible?: (visible: boolean) => void } = {};
    const middleware = createSocketMiddleware({
      endpoint: () => endpoint,
      createSocket: (url) => new MockWebSocket(url) as unknown as WebSocket,
      logger,
      pageEvents: {
        onOnlineChange: (listener) => (listeners.online = listener),
        onVisibilityChange: (listener) => (listeners.visible = listener),
      },
    });
    const store = configureMockStore<unknown, UnknownAction>([middleware as never])({});
    store.dispatch(connectRequested());
    await flush();
    server.close({ code: 1006, reason: 'gone', wasClean: false });
    await flush();
    server = new Server(URL_BASE);
    server.on('connection', (socket) => clients.push(socket));
    listeners.online?.(true);
    await flush();
    expect(clients).toHaveLength(2);
    expect(types(store)).toContain('connection/browserOnlineChanged');
    clients[1].close({ code: 1006, reason: 'gone', wasClean: false });
    await flush();
    listeners.visible?.(true);
    await flush();
    expect(clients).toHaveLength(3);
  });

  it('pings every 3 s and reconnects after more than 3 pings go unanswered', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    await jest.advanceTimersByTimeAsync(3000 * 4);
    expect(received.filter((frame) => frame.identify === 'ping')).toHaveLength(4);
    expect(types(store)).not.toContain('connection/pingTimedOut');
    await jest.advanceTimersByTimeAsync(3000);
    expect(types(store)).toContain('connection/pingTimedOut');
    await jest.advanceTimersByTimeAsync(3000 + 10);
    expect(clients).toHaveLength(2);
  });

  it('keeps pinging while replies come back', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    server.on('message', () => undefined);
    for (let i = 0; i < 8; i++) {
      await jest.advanceTimersByTimeAsync(3000);
      clients[0].send(JSON.stringify({ identify: 'ping', msg_incr: `p${i}`, data: { server_time: i } }));
    }
    await flush();
    expect(types(store)).not.toContain('connection/pingTimedOut');
  });

  it('retries every 3 s after a close and counts the failed attempts', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    server.close({ code: 1006, reason: 'gone', wasClean: false });
    await flush();
    const closed = store.getActions().filter((action) => action.type === 'connection/closed');
    expect(closed.at(-1)?.payload).toEqual({ code: 1006, willRetry: true, failedAttempts: 1 });
    const connectingBefore = types(store).filter((type) => type === 'connection/connecting').length;
    await jest.advanceTimersByTimeAsync(2900);
    expect(types(store).filter((type) => type === 'connection/connecting')).toHaveLength(connectingBefore);
    await jest.advanceTimersByTimeAsync(200);
    expect(types(store).filter((type) => type === 'connection/connecting')).toHaveLength(connectingBefore + 1);
  });

  it('closes with 1000 on signal 314 and does not reconnect', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    let closeCode: number | undefined;
    (clients[0] as unknown as { on(type: 'close', listener: (event: CloseEvent) => void): void }).on(
      'close',
      (event) => {
        closeCode = event.code;
      },
    );
    clients[0].send(JSON.stringify({ identify: 'push_signal_msg', msg_incr: 's', data: { content_type: 314 } }));
    await flush();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(types(store)).toContain('connection/occupied');
    expect(closeCode).toBe(1000);
    expect(clients).toHaveLength(1);
    expect(store.getActions().find((action) => action.type === 'connection/closed')?.payload).toMatchObject({
      code: 1000,
      willRetry: false,
    });
  });

  it('stays occupied when a screen asks for the socket again; the takeover connects, once', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    clients[0].send(JSON.stringify({ identify: 'push_signal_msg', msg_incr: 's', data: { content_type: 314 } }));
    await flush();
    store.dispatch(connectRequested());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(clients).toHaveLength(1);
    store.clearActions();
    store.dispatch(takeoverRequested());
    store.dispatch(takeoverRequested());
    await flush();
    expect(clients).toHaveLength(2);
    expect(types(store)).toEqual([
      'connection/takeoverRequested',
      'connection/connecting',
      'connection/takeoverRequested',
      'connection/opened',
    ]);
  });

  it('does not retry after the server refuses the token (4001)', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    clients[0].close({ code: 4001, reason: 'token', wasClean: true });
    await flush();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(clients).toHaveLength(1);
    expect(store.getActions().find((action) => action.type === 'connection/closed')?.payload).toMatchObject({
      code: 4001,
      willRetry: false,
    });
  });

  it('stays closed after a requested disconnect', async () => {
    const store = setup();
    store.dispatch(connectRequested());
    await flush();
    store.dispatch(disconnectRequested());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(clients).toHaveLength(1);
  });

  it('logs a socket that cannot be made and retries it like a lost one', () => {
    const middleware = createSocketMiddleware({
      endpoint: () => endpoint,
      createSocket: () => {
        throw new SyntaxError('bad address');
      },
      logger,
    });
    const store = configureMockStore<unknown, UnknownAction>([middleware as never])({});
    store.dispatch(connectRequested());
    expect(types(store)).toEqual(['connection/connectRequested', 'connection/connecting', 'connection/closed']);
    expect(store.getActions().at(-1)?.payload).toEqual({ code: 1006, willRetry: true, failedAttempts: 1 });
    expect(logs).toEqual(['[support-socket] cannot open socket: bad address']);
  });

  it('does nothing until the session can connect', async () => {
    const store = setup(() => null);
    store.dispatch(connectRequested());
    await flush();
    expect(clients).toHaveLength(0);
    expect(types(store)).toEqual(['connection/connectRequested']);
  });
});
