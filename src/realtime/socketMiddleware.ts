import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { CONTENT_TYPE } from '../protocol/codes';
import { decodeIncomingFrame, encodeOutgoingFrame, type IncomingFrame, type OutgoingFrame } from '../protocol/codec';
import type { NetworkTap } from '../lib/networkTap';
import { CUSTOMER_CONNECTION, type Endpoint } from './connectionPolicy';
import { frameIntentOf, type FrameIntent } from './frameIntent';
import { prefixedLogger, type Logger } from './logger';
import { createReconnectingSocket } from './reconnectingSocket';
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

/** The page events that make a reconnect worth trying at once (the window and document by default). */
export interface PageEvents {
  onOnlineChange(listener: (online: boolean) => void): void;
  onVisibilityChange(listener: (visible: boolean) => void): void;
}

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

/** Every report but a ping is an action (its payload the report's), so sessions record and replay. */
const REPORTED = {
  connecting: socketConnecting,
  opened: socketOpened,
  closed: socketClosed,
  pingTimedOut,
  occupied: socketOccupied,
} as Record<string, (payload?: unknown) => UnknownAction>;

export function browserPageEvents(): PageEvents | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return {
    onOnlineChange(listener) {
      window.addEventListener('online', () => listener(true));
      window.addEventListener('offline', () => listener(false));
    },
    onVisibilityChange(listener) {
      document.addEventListener('visibilitychange', () => listener(document.visibilityState === 'visible'));
    },
  };
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
      const text = encodeOutgoingFrame(frame);
      if (socket.send(text)) tap?.frameOut(text);
      else log.warn(`not connected: ${frame.identify} not sent`);
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
      onReport([kind, payload]) {
        if (kind === 'sendPing') return send(pingFrame(payload));
        // The recorder hears the socket's own events too, in the order of the recordings.
        if (kind === 'opened') tap?.socket('open');
        if (kind === 'closed') tap?.socket('close', { code: payload.code });
        store.dispatch(REPORTED[kind](payload));
        if (kind === 'connecting') tap?.socket('connecting', { url: socket.endpoint()?.url });
      },
      onMessage: receive,
    });

    // Back online or visible again: the connection may reconnect at once; the browser's word is kept either way.
    const pageEvents = options.pageEvents === undefined ? browserPageEvents() : options.pageEvents;
    pageEvents?.onOnlineChange((online) => {
      store.dispatch(browserOnlineChanged({ online }));
      if (online) socket.handle('pageReturned');
    });
    pageEvents?.onVisibilityChange((visible) => {
      store.dispatch(pageVisibilityChanged({ visible }));
      if (visible) socket.handle('pageReturned');
    });

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
