import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { isFinalClose, type AgentAction } from './agentReducer';
import { AGENT_SOCKET_PATH } from '../protocol/agentFrames';
import type { AgentFrame } from './frames';

export type CreateSocket = (url: string) => WebSocket;

const createBrowserSocket: CreateSocket = (url) => new WebSocket(url);

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

interface AgentSocketOptions {
  /** The signed-in agent's token; no socket without one. */
  token: string | null;
  dispatch: Dispatch<AgentAction>;
  /** The server refused the socket for good (bad or expired token, foreign origin). */
  onRefused: (code: number) => void;
  createSocket?: CreateSocket;
}

/**
 * Owns the agent's socket while `token` is set: connects, reports open/close and every text frame to
 * the reducer, and reconnects with backoff unless the close was final. `send` answers whether the frame
 * went out (false while the socket is not open).
 */
export function useAgentSocket({ token, dispatch, onRefused, createSocket = createBrowserSocket }: AgentSocketOptions) {
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    if (token === null) return;
    const url = agentSocketUrl(window.location, token);
    let socket: WebSocket | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let failedAttempts = 0;

    const connect = () => {
      const current = createSocket(url);
      socket = current;
      socketRef.current = current;
      current.onopen = () => {
        failedAttempts = 0;
        dispatch({ type: 'connection/opened' });
      };
      current.onmessage = (event: MessageEvent) =>
        dispatch({ type: 'frame/received', text: event.data, at: Date.now() });
      current.onclose = (event: CloseEvent) => {
        socketRef.current = null;
        dispatch({ type: 'connection/closed', code: event.code });
        if (isFinalClose(event.code)) {
          onRefused(event.code);
          return;
        }
        reconnectTimer = setTimeout(connect, reconnectDelayMs(failedAttempts));
        failedAttempts += 1;
      };
    };
    connect();

    return () => {
      clearTimeout(reconnectTimer);
      socketRef.current = null;
      if (!socket) return;
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close(1000);
    };
  }, [token, dispatch, onRefused, createSocket]);

  return useCallback((frame: AgentFrame): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);
}
