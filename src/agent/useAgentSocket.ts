import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { isFinalClose, type AgentAction } from './agentReducer';
import type { AgentFrame } from './frames';

export type CreateSocket = (url: string) => WebSocket;

const createBrowserSocket: CreateSocket = (url) => new WebSocket(url);

export const AGENT_SOCKET_PATH = '/agent-ws';
const MAX_RECONNECT_DELAY_MS = 30_000;

/** The agent socket on the host that served this page: ws: beside http:, wss: beside https:. */
export function agentSocketUrl(location: Pick<Location, 'protocol' | 'host'>, agentId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${AGENT_SOCKET_PATH}?agent_id=${encodeURIComponent(agentId)}`;
}

/** 1 s, 2 s, 4 s … up to 30 s between attempts. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
}

interface AgentSocketOptions {
  agentId: string | null;
  dispatch: Dispatch<AgentAction>;
  createSocket?: CreateSocket;
}

/**
 * Owns the agent's socket while `agentId` is set: connects, reports open/close and every text frame to
 * the reducer, and reconnects with backoff unless the close was final. `send` answers whether the frame
 * went out (false while the socket is not open).
 */
export function useAgentSocket({ agentId, dispatch, createSocket = createBrowserSocket }: AgentSocketOptions) {
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    if (agentId === null) return;
    const url = agentSocketUrl(window.location, agentId);
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
      current.onmessage = (event: MessageEvent) => dispatch({ type: 'frame/received', text: event.data });
      current.onclose = (event: CloseEvent) => {
        socketRef.current = null;
        dispatch({ type: 'connection/closed', code: event.code });
        if (isFinalClose(event.code)) return;
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
  }, [agentId, dispatch, createSocket]);

  return useCallback((frame: AgentFrame): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);
}
