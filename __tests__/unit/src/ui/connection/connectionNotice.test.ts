import { initialConnectionState, type ConnectionState } from '../../../../../src/realtime/connectionSlice';
import { connectionNoticeOf } from '../../../../../src/ui/connection/connectionNotice';

const state = (change: Partial<ConnectionState>): ConnectionState => ({ ...initialConnectionState, ...change });

describe('connectionNoticeOf: what every screen says about the connection', () => {
  it.each<[string, ConnectionState, ReturnType<typeof connectionNoticeOf>]>([
    ['nothing before a screen asks for the socket (no socket: FAQ, 404, a link without credentials)', state({}), null],
    ['nothing while open', state({ status: 'open' }), null],
    ['connecting', state({ status: 'connecting' }), 'connection.connecting'],
    ['a lost socket waiting to retry', state({ status: 'waitingToRetry' }), 'connection.connecting'],
    [
      'the broken network after three failed attempts',
      state({ status: 'waitingToRetry', brokenNetwork: true }),
      'connection.unstable',
    ],
    ['offline, on a screen without a socket', state({ offline: true }), 'connection.offline'],
    [
      'offline comes before the socket’s own state',
      state({ status: 'waitingToRetry', brokenNetwork: true, offline: true }),
      'connection.offline',
    ],
    ['back online', state({ status: 'open', offline: false }), null],
    [
      'another window has the chat, whatever else',
      state({ status: 'occupied', brokenNetwork: true, offline: true }),
      'occupied',
    ],
    ['nothing once closed for good (the session ended)', state({ status: 'closed' }), null],
  ])('%s', (_case, connection, expected) => {
    expect(connectionNoticeOf(connection)).toBe(expected);
  });
});
