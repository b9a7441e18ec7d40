import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { AGENT_SOCKET_PATH } from '../protocol/agentFrames';
import { CUSTOMER_CONNECTION, type ConnectionSettings, type Endpoint } from '../realtime/connectionPolicy';
import { prefixedLogger, type Logger } from '../realtime/logger';
import { createReconnectingSocket, type ReconnectingSocket } from '../realtime/reconnectingSocket';
import { createBrowserSocket, type CreateSocket } from '../realtime/socketConnection';
import { isFinalClose } from './agentReducer';
import type { AgentAction } from './agentState';
import type { AgentFrame } from './frames';

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * The agent socket on the host that served this page (ws: beside http:, wss: beside https:), with the
 * sign-in token as its `token` query value (docs/security.md, "Agents").
 */
export function agentSocketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${AGENT_SOCKET_PATH}?token=${encodeURIComponent(token)}`;
}

/** 1 s, 2 s, 4 s … up to 30 s between attempts. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
}

/**
 * The customer's policy, but where the agent's socket differs (docs/realtime.md, "The agent console"):
 * no pings (the agent protocol has none), a backoff instead of the spec's fixed 3 s (spec §9 is the
 * customer's), and its own refusals, after which the console signs out.
 */
export const AGENT_CONNECTION: ConnectionSettings = {
  ...CUSTOMER_CONNECTION,
  pingIntervalMs: null,
  retryDelayMs: (failedAttempts) => reconnectDelayMs(failedAttempts - 1),
  isFinalClose,
};

interface AgentSocketOptions {
  /** The signed-in agent's token; no socket without one. */
  token: string | null;
  dispatch: Dispatch<AgentAction>;
  /** The server refused the socket for good (bad or expired token, foreign origin). */
  onRefused: (code: number) => void;
  createSocket?: CreateSocket;
  /** Hears socket errors as `[agent-socket] …` lines; keep it the same object from render to render. */
  logger: Logger;
}

/**
 * Owns the agent's socket while `token` is set: connects, reports open/close and every text frame to
 * the reducer, and reconnects with backoff unless the close was final. `send` answers whether the frame
 * went out (false while the socket is not open).
 */
export function useAgentSocket({
  token,
  dispatch,
  onRefused,
  createSocket = createBrowserSocket,
  logger,
}: AgentSocketOptions) {
  const socketRef = useRef<ReconnectingSocket<Endpoint> | null>(null);

  useEffect(() => {
    if (token === null) return;
    const url = agentSocketUrl(window.location, token);
    const socket = createReconnectingSocket<Endpoint>({
      settings: AGENT_CONNECTION,
      createSocket,
      logger: prefixedLogger(logger, '[agent-socket]'),
      endpoint: () => ({ url }),
      onMessage: (text) => dispatch({ type: 'frame/received', text, at: Date.now() }),
      onReport: ([kind, payload]) => {
        if (kind === 'opened') dispatch({ type: 'connection/opened' });
        if (kind !== 'closed') return;
        dispatch({ type: 'connection/closed', code: payload.code });
        if (isFinalClose(payload.code)) onRefused(payload.code);
      },
    });
    socketRef.current = socket;
    socket.handle('connectRequested');
    return () => {
      socketRef.current = null;
      socket.dispose();
    };
  }, [token, dispatch, onRefused, createSocket, logger]);

  return useCallback((frame: AgentFrame): boolean => socketRef.current?.send(JSON.stringify(frame)) ?? false, []);
}
