import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { createSocketConnection, type SocketEvents } from '../../../../src/realtime/socketConnection';

const URL = 'ws://sandbox.test/connection';

let server: Server;
let clients: Client[];
let heard: string[];

const events: SocketEvents = {
  onOpen: () => heard.push('open'),
  onMessage: (data) => heard.push(`message ${String(data)}`),
  onClose: (code) => heard.push(`close ${code}`),
  onError: () => heard.push('error'),
};
const connect = () => createSocketConnection((url) => new MockWebSocket(url) as unknown as WebSocket, events);
const flush = () => jest.advanceTimersByTimeAsync(10);

beforeEach(() => {
  jest.useFakeTimers();
  heard = [];
  clients = [];
  server = new Server(URL);
  server.on('connection', (socket) => clients.push(socket));
});

afterEach(() => {
  server.stop();
  jest.useRealTimers();
});

describe('socket connection', () => {
  it('reports the open, every message and the close of its socket', async () => {
    const connection = connect();
    connection.open(URL);
    await flush();
    clients[0].send('hello');
    clients[0].close({ code: 4001, reason: 'token', wasClean: true });
    await flush();
    expect(heard).toEqual(['open', 'message hello', 'close 4001']);
    expect(connection.send('after')).toBe(false);
  });

  it('sends only while open, and says so', async () => {
    const received: string[] = [];
    server.on('connection', (socket) => socket.on('message', (data) => received.push(String(data))));
    const connection = connect();
    expect(connection.send('before')).toBe(false);
    connection.open(URL);
    expect(connection.send('connecting')).toBe(false);
    await flush();
    expect(connection.send('open')).toBe(true);
    await flush();
    expect(received).toEqual(['open']);
  });

  it('closes with the given code and reports nothing more of that socket', async () => {
    let closedWith: number | undefined;
    server.on('connection', (socket) =>
      (socket as unknown as { on(type: 'close', listener: (event: CloseEvent) => void): void }).on(
        'close',
        (event) => (closedWith = event.code),
      ),
    );
    const connection = connect();
    connection.open(URL);
    await flush();
    connection.close(1000);
    await flush();
    expect(closedWith).toBe(1000);
    expect(heard).toEqual(['open']);
    expect(connection.send('after')).toBe(false);
  });

  it('passes on what the socket factory throws', () => {
    const connection = createSocketConnection(() => {
      throw new SyntaxError('bad address');
    }, events);
    expect(() => connection.open('nowhere')).toThrow('bad address');
    expect(connection.send('after')).toBe(false);
  });
});
