import {
  initialConnectionPolicyState,
  nextConnectionState,
  type ConnectionEffect,
  type ConnectionEvent,
  type ConnectionPolicyState,
  type ConnectionReport,
  type ConnectionSettings,
  type Endpoint,
} from './connectionPolicy';
import { NORMAL_CLOSE_CODE } from '../protocol/codes';
import type { Logger } from './logger';
import { createSocketConnection, type CreateSocket } from './socketConnection';

/** What a socket that could not even be made counts as (the code browsers give a connection lost without a close frame). */
const ABNORMAL_CLOSE_CODE = 1006;

export interface ReconnectingSocketOptions<E extends Endpoint> {
  settings: ConnectionSettings;
  createSocket: CreateSocket;
  logger: Logger;
  /** Where to connect now, or null while the owner cannot; read whenever an owner's event or a retry happens. */
  endpoint(): E | null;
  onReport(report: ConnectionReport<E>): void;
  onMessage(data: unknown): void;
}

/** What the owner tells the connection. */
export type OwnerEvent =
  'connectRequested' | 'takeoverRequested' | 'pageReturned' | 'disconnectRequested' | 'pingAnswered' | 'occupiedSignal';

export interface ReconnectingSocket<E extends Endpoint> {
  handle(event: OwnerEvent): void;
  /** Answers whether the text went out (only while the socket is open). */
  send(text: string): boolean;
  /** The endpoint of the last attempt. */
  endpoint(): E | null;
  /** The owner goes away: timers stop and the socket closes, unreported. */
  dispose(): void;
}

/**
 * Runs connectionPolicy.ts over one socket connection: feeds it the socket's events, the owner's
 * events and its own timers, performs the socket and timer commands it answers, and hands its
 * reports to the owner. Shared by the customer's socket middleware and the agent console.
 */
export function createReconnectingSocket<E extends Endpoint>(
  options: ReconnectingSocketOptions<E>,
): ReconnectingSocket<E> {
  const { settings, logger } = options;
  let state: ConnectionPolicyState<E> = initialConnectionPolicyState;
  let pings: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connection = createSocketConnection(options.createSocket, {
    onOpen: () => handle(['socketOpened']),
    onMessage: options.onMessage,
    onClose: (code) => handle(['socketClosed', code]),
    onError: () => logger.warn('socket error'),
  });

  function perform(effect: ConnectionEffect<E>) {
    switch (effect[0]) {
      case 'open':
        try {
          return connection.open(effect[1]);
        } catch (error) {
          logger.error(`cannot open socket: ${error instanceof Error ? error.message : String(error)}`);
          return handle(['socketClosed', ABNORMAL_CLOSE_CODE]);
        }
      case 'close':
        return connection.close(effect[1]);
      case 'pings':
        clearInterval(pings);
        if (effect[1] !== null) pings = setInterval(() => handle(['pingDue']), effect[1]);
        return;
      case 'retry':
        clearTimeout(retry);
        if (effect[1] !== null) retry = setTimeout(() => handle(['retryDue', options.endpoint()]), effect[1]);
        return;
      default:
        return options.onReport(effect);
    }
  }

  function handle(event: ConnectionEvent<E>) {
    const next = nextConnectionState(state, event, settings);
    state = next.state;
    next.effects.forEach(perform);
  }

  return {
    // Only the events that may connect use the endpoint; reading it for the others is harmless.
    handle: (type) => handle([type, options.endpoint()] as ConnectionEvent<E>),
    send: connection.send,
    endpoint: () => state.endpoint,
    dispose() {
      clearInterval(pings);
      clearTimeout(retry);
      connection.close(NORMAL_CLOSE_CODE);
    },
  };
}
