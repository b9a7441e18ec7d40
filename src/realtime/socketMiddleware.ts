import type { Dispatch, Middleware } from '@reduxjs/toolkit';
import { CONTENT_TYPE } from '../protocol/codes';
import { decodeIncomingFrame, encodeOutgoingFrame, type IncomingFrame, type OutgoingFrame } from '../protocol/codec';
import type { NetworkTap } from '../lib/networkTap';
import { CUSTOMER_CONNECTION, type ConnectionReport, type Endpoint } from './connectionPolicy';
import { frameIntentOf, type FrameIntent } from './frameIntent';
import { prefixedLogger, type Logger } from './logger';
import { browserPageEvents, type PageEvents } from './pageEvents';
import { createReconnectingSocket, type ReconnectingSocket } from './reconnectingSocket';
import { createBrowserSocket, type CreateSocket } from './socketConnection';
import {
  browserOnlineChanged,
  connectRequested,
  disconnectRequested,
  frameReceived,
  frameRejected,
  pageVisibilityChanged,
  pingTimedOut,
  replyFailed,
  socketClosed,
  socketConnecting,
  socketOccupied,
  socketOpened,
  takeoverRequested,
} from './socketActions';

export interface SocketEndpoint extends Endpoint {
  senderId: string;
  productId: string;
}

type SocketTap = Pick<NetworkTap, 'frameIn' | 'frameOut' | 'socket'>;

export interface SocketMiddlewareOptions {
  /** Where to connect and who is sending, or null while the session cannot connect yet. */
  endpoint: (state: unknown) => SocketEndpoint | null;
  createSocket?: CreateSocket;
  /** Hears frames that were rejected or not sent, and socket errors, as `[support-socket] …` lines. */
  logger: Logger;
  pageEvents?: PageEvents | null;
  /** Sees every frame in and out and every socket event (the session recorder). */
  tap?: SocketTap;
}

const isOccupiedSignal = (frame: IncomingFrame) =>
  frame.identify === 'push_signal_msg' && frame.data.content_type === CONTENT_TYPE.socketOccupied;

const pingFrame = (endpoint: SocketEndpoint): OutgoingFrame => ({
  identify: 'ping',
  sender_id: endpoint.senderId,
  product_id: endpoint.productId,
  msg_incr: `ping-${Date.now()}`,
  data: {},
});

/** Every report is an action, so sessions record and replay; the recorder also hears the socket's own events. */
function reportToStore(report: Exclude<ConnectionReport, { type: 'sendPing' }>, dispatch: Dispatch, tap?: SocketTap) {
  switch (report.type) {
    case 'connecting':
      dispatch(socketConnecting({ attempt: report.attempt }));
      return tap?.socket('connecting', { url: report.url });
    case 'opened':
      tap?.socket('open');
      return dispatch(socketOpened());
    case 'closed': {
      const { code, willRetry, failedAttempts } = report;
      tap?.socket('close', { code });
      return dispatch(socketClosed({ code, willRetry, failedAttempts }));
    }
    case 'pingTimedOut':
      return dispatch(pingTimedOut({ missed: report.missed }));
    case 'occupied':
      return dispatch(socketOccupied());
  }
}

/** Back online or visible again: the connection may reconnect at once; the browser's word is kept either way. */
function watchPage(pageEvents: PageEvents | null, dispatch: Dispatch, socket: ReconnectingSocket<SocketEndpoint>) {
  pageEvents?.onOnlineChange((online) => {
    dispatch(browserOnlineChanged({ online }));
    if (online) socket.handle('pageReturned');
  });
  pageEvents?.onVisibilityChange((visible) => {
    dispatch(pageVisibilityChanged({ visible }));
    if (visible) socket.handle('pageReturned');
  });
}

/**
 * The Redux side of the socket (docs/realtime.md): connection actions go to the connection, its
 * reports and incoming frames come back as actions (`connection/…`, `socket/<identify>`), and actions
 * carrying `meta.frame` go out after the reducers have seen them. A frame asked for while the socket is
 * not open is dropped, not queued: whoever needs it sends it again on `connection/opened` (the outbox
 * its messages, the sync its requests), so nothing goes out twice.
 */
export function createSocketMiddleware(options: SocketMiddlewareOptions): Middleware {
  const log = prefixedLogger(options.logger, '[support-socket]');
  const { tap } = options;

  return (store) => {
    const send = (frame: OutgoingFrame) => {
      if (!socket.isOpen()) return log.warn(`not connected: ${frame.identify} not sent`);
      const text = encodeOutgoingFrame(frame);
      tap?.frameOut(text);
      socket.send(text);
    };

    const sendIntent = (intent: FrameIntent) => {
      const sender = socket.endpoint() ?? options.endpoint(store.getState());
      if (!sender) return log.warn(`cannot send ${intent.identify}: not signed in`);
      send({ ...intent, sender_id: sender.senderId, product_id: sender.productId } as OutgoingFrame);
    };

    const receive = (raw: unknown) => {
      if (typeof raw === 'string') tap?.frameIn(raw);
      const decoded = decodeIncomingFrame(raw);
      if (decoded.kind === 'malformed') {
        log.warn(`frame rejected: ${decoded.reason}`);
        store.dispatch(frameRejected({ reason: decoded.reason, identify: decoded.identify }));
        return;
      }
      if (decoded.kind === 'replyError') {
        store.dispatch(replyFailed(decoded.error));
        return;
      }
      const { frame } = decoded;
      if (frame.identify === 'ping') socket.handle('pingAnswered');
      store.dispatch(frameReceived[frame.identify](frame as never));
      if (isOccupiedSignal(frame)) socket.handle('occupiedSignal');
    };

    const socket = createReconnectingSocket<SocketEndpoint>({
      settings: CUSTOMER_CONNECTION,
      createSocket: options.createSocket ?? createBrowserSocket,
      logger: log,
      endpoint: () => options.endpoint(store.getState()),
      onReport: (report) =>
        report.type === 'sendPing' ? send(pingFrame(report.endpoint)) : reportToStore(report, store.dispatch, tap),
      onMessage: receive,
    });
    watchPage(options.pageEvents === undefined ? browserPageEvents() : options.pageEvents, store.dispatch, socket);

    return (next) => (action) => {
      const result = next(action);
      if (connectRequested.match(action)) socket.handle('connectRequested');
      else if (takeoverRequested.match(action)) socket.handle('takeoverRequested');
      else if (disconnectRequested.match(action)) socket.handle('disconnectRequested');
      else {
        const intent = frameIntentOf(action);
        if (intent) sendIntent(intent);
      }
      return result;
    };
  };
}
