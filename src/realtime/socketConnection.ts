export type CreateSocket = (url: string) => WebSocket;

export const createBrowserSocket: CreateSocket = (url) => new WebSocket(url);

const OPEN_STATE = 1;

/** What one socket at a time says; a socket closed with `close` says nothing more. */
export interface SocketEvents {
  onOpen(): void;
  onMessage(data: unknown): void;
  onClose(code: number): void;
  onError(): void;
}

/**
 * Owns the WebSocket and nothing else (Excalidraw's `Portal`): opens it, sends on it while it is open,
 * closes it and reports its events. Whether and when to open, ping or retry is connectionPolicy.ts's.
 */
export interface SocketConnection {
  /** Opens a new socket; throws what `createSocket` throws (a malformed address, say). */
  open(url: string): void;
  /** Answers whether the text went out (not while the socket is connecting or gone). */
  send(text: string): boolean;
  close(code: number): void;
}

/** Stops hearing a socket; closing one that is still connecting reports an error on it: heard, and ignored. */
const detach = (socket: WebSocket) => {
  socket.onopen = socket.onmessage = socket.onclose = null;
  socket.onerror = () => undefined;
};

export function createSocketConnection(createSocket: CreateSocket, events: SocketEvents): SocketConnection {
  let socket: WebSocket | null = null;

  return {
    open(url) {
      const opened = (socket = createSocket(url));
      opened.onopen = events.onOpen;
      opened.onmessage = (event) => events.onMessage(event.data);
      opened.onclose = (event) => {
        socket = null;
        detach(opened);
        events.onClose(event.code);
      };
      opened.onerror = events.onError;
    },
    send(text) {
      if (socket?.readyState !== OPEN_STATE) return false;
      socket.send(text);
      return true;
    },
    close(code) {
      const current = socket;
      socket = null;
      if (!current) return;
      detach(current);
      try {
        current.close(code);
      } catch {
        // already closing
      }
    },
  };
}
