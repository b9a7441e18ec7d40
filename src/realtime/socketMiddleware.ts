import type { Middleware } from '@reduxjs/toolkit';
import { CONTENT_TYPE, LIMITS, NORMAL_CLOSE_CODE, WS_CLOSE_CODE } from '../protocol/codes';
import { decodeIncomingFrame, encodeOutgoingFrame, type OutgoingFrame } from '../protocol/codec';
import type { NetworkTap } from '../lib/networkTap';
import { frameIntentOf } from './frameIntent';
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

const FINAL_CLOSE_CODES: readonly number[] = Object.values(WS_CLOSE_CODE);
const OPEN_STATE = 1;

export interface SocketEndpoint {
  url: string;
  senderId: string;
  productId: string;
}

/** The page events that make a reconnect worth trying at once (the window and document by default). */
export interface PageEvents {
  onOnlineChange(listener: (online: boolean) => void): void;
  onVisibilityChange(listener: (visible: boolean) => void): void;
}

export interface SocketMiddlewareOptions {
  /** Where to connect and who is sending, or null while the session cannot connect yet. */
  endpoint: (state: unknown) => SocketEndpoint | null;
  createSocket?: (url: string) => WebSocket;
  log?: (message: string) => void;
  pageEvents?: PageEvents | null;
  /** Sees every frame in and out and every socket event (the session recorder). */
  tap?: Pick<NetworkTap, 'frameIn' | 'frameOut' | 'socket'>;
}

function browserPageEvents(): PageEvents | null {
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
 * The only owner of the socket and its timers (docs/architecture.md, "Data flow"). Incoming frames become `socket/<identify>`
 * actions; actions carrying `meta.frame` go out after the reducers have seen them. A frame asked for
 * while the socket is not open is dropped, not queued: whoever needs it sends it again on
 * `connection/opened` (the outbox its messages, the sync its requests), so nothing goes out twice.
 */
export function createSocketMiddleware(options: SocketMiddlewareOptions): Middleware {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const log = options.log ?? ((message: string) => console.warn(`[support-socket] ${message}`));

  return (store) => {
    let socket: WebSocket | null = null;
    let endpoint: SocketEndpoint | null = null;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failedAttempts = 0;
    let unansweredPings = 0;
    let stayClosed = false;
    /** Another window has this chat (signal 314): only the user's takeover connects again, never a screen's connectRequested. */
    let occupied = false;

    const stopPing = () => {
      clearInterval(pingTimer);
      pingTimer = undefined;
    };

    const tap = options.tap;
    const send = (frame: OutgoingFrame) => {
      if (!socket || socket.readyState !== OPEN_STATE) {
        log(`not connected: ${frame.identify} not sent`);
        return;
      }
      const text = encodeOutgoingFrame(frame);
      tap?.frameOut(text);
      socket.send(text);
    };

    const sendPing = () => {
      if (!endpoint) return;
      if (unansweredPings > LIMITS.maxMissedPings) {
        store.dispatch(pingTimedOut({ missed: unansweredPings }));
        dropSocket(NORMAL_CLOSE_CODE);
        return;
      }
      unansweredPings++;
      send({
        identify: 'ping',
        sender_id: endpoint.senderId,
        product_id: endpoint.productId,
        msg_incr: `ping-${Date.now()}`,
        data: {},
      });
    };

    const scheduleRetry = () => {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(connect, LIMITS.reconnectIntervalMs);
    };

    const detach = (target: WebSocket) => {
      target.onopen = null;
      target.onmessage = null;
      target.onclose = null;
      // Closing a socket that is still connecting reports an error on it: heard, and ignored.
      target.onerror = () => undefined;
    };

    /** Treats a dead or refused connection as closed at once, without waiting for the close handshake. */
    function dropSocket(code: number) {
      stopPing();
      const current = socket;
      socket = null;
      if (current) {
        detach(current);
        try {
          current.close(code);
        } catch {
          // already closing
        }
      }
      handleClosed(code);
    }

    function handleClosed(code: number) {
      stopPing();
      tap?.socket('close', { code });
      if (FINAL_CLOSE_CODES.includes(code)) stayClosed = true;
      const willRetry = !stayClosed;
      if (willRetry) failedAttempts++;
      store.dispatch(socketClosed({ code, willRetry, failedAttempts }));
      if (willRetry) scheduleRetry();
    }

    function handleMessage(raw: unknown) {
      if (typeof raw === 'string') tap?.frameIn(raw);
      const decoded = decodeIncomingFrame(raw);
      if (decoded.kind === 'malformed') {
        log(`frame rejected: ${decoded.reason}`);
        store.dispatch(frameRejected({ reason: decoded.reason, identify: decoded.identify }));
        return;
      }
      if (decoded.kind === 'replyError') {
        store.dispatch(replyFailed(decoded.error));
        return;
      }
      const { frame } = decoded;
      if (frame.identify === 'ping') unansweredPings = 0;
      store.dispatch(frameReceived[frame.identify](frame as never));
      if (frame.identify === 'push_signal_msg' && frame.data.content_type === CONTENT_TYPE.socketOccupied) {
        stayClosed = occupied = true;
        store.dispatch(socketOccupied());
        dropSocket(NORMAL_CLOSE_CODE);
      }
    }

    function connect() {
      clearTimeout(retryTimer);
      if (socket || occupied) return;
      endpoint = options.endpoint(store.getState());
      if (!endpoint) return;
      stayClosed = false;
      store.dispatch(socketConnecting({ attempt: failedAttempts + 1 }));
      tap?.socket('connecting', { url: endpoint.url });
      let opened: WebSocket;
      try {
        opened = createSocket(endpoint.url);
      } catch (error) {
        log(`cannot open socket: ${error instanceof Error ? error.message : String(error)}`);
        handleClosed(1006);
        return;
      }
      socket = opened;
      opened.onopen = () => {
        tap?.socket('open');
        failedAttempts = 0;
        unansweredPings = 0;
        store.dispatch(socketOpened());
        stopPing();
        pingTimer = setInterval(sendPing, LIMITS.pingIntervalMs);
      };
      opened.onmessage = (event: MessageEvent) => handleMessage(event.data);
      opened.onclose = (event: CloseEvent) => {
        if (socket !== opened) return;
        socket = null;
        detach(opened);
        handleClosed(event.code);
      };
      opened.onerror = () => log('socket error');
    }

    /** Back online or visible again: a waiting retry is pointless, reconnect now (unless told to stay closed). */
    const reconnectNow = () => {
      if (!socket && !stayClosed && endpoint) connect();
    };
    const pageEvents = options.pageEvents === undefined ? browserPageEvents() : options.pageEvents;
    pageEvents?.onOnlineChange((online) => {
      store.dispatch(browserOnlineChanged({ online }));
      if (online) reconnectNow();
    });
    pageEvents?.onVisibilityChange((visible) => {
      store.dispatch(pageVisibilityChanged({ visible }));
      if (visible) reconnectNow();
    });

    return (next) => (action) => {
      const result = next(action);
      if (connectRequested.match(action)) connect();
      else if (takeoverRequested.match(action)) {
        occupied = false;
        connect();
      } else if (disconnectRequested.match(action)) {
        stayClosed = true;
        clearTimeout(retryTimer);
        if (socket) dropSocket(NORMAL_CLOSE_CODE);
      } else {
        const intent = frameIntentOf(action);
        if (intent) {
          const sender = endpoint ?? options.endpoint(store.getState());
          if (!sender) log(`cannot send ${intent.identify}: not signed in`);
          else send({ ...intent, sender_id: sender.senderId, product_id: sender.productId } as OutgoingFrame);
        }
      }
      return result;
    };
  };
}
