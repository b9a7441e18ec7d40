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
  /** Where to connect now, or null while the owner cannot; read whenever an attempt may start. */
  endpoint(): E | null;
  onReport(report: ConnectionReport<E>): void;
  onMessage(data: unknown): void;
}

/** What the owner tells the connection; those that may connect are sent with the endpoint read at that moment. */
export type OwnerEvent =
  'connectRequested' | 'takeoverRequested' | 'pageReturned' | 'disconnectRequested' | 'pingAnswered' | 'occupiedSignal';

export interface ReconnectingSocket<E extends Endpoint> {
  handle(event: OwnerEvent): void;
  /** Answers whether the text went out. */
  send(text: string): boolean;
  isOpen(): boolean;
  /** The endpoint of the last attempt. */
  endpoint(): E | null;
  /** The owner goes away: timers stop and the socket closes, unreported. */
  dispose(): void;
}

/** One pending timer of its kind: starting it again replaces it. */
interface Timer {
  start(run: () => void, ms: number): void;
  stop(): void;
}

function intervalTimer(): Timer {
  let id: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(id);
    id = undefined;
  };
  const start = (run: () => void, ms: number) => {
    stop();
    id = setInterval(run, ms);
  };
  return { start, stop };
}

function timeoutTimer(): Timer {
  let id: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(id);
    id = undefined;
  };
  const start = (run: () => void, ms: number) => {
    stop();
    id = setTimeout(run, ms);
  };
  return { start, stop };
}

/**
 * Runs connectionPolicy.ts over one socket connection: feeds it the socket's events, the owner's
 * requests and its own timers, performs the socket and timer commands it answers, and hands its
 * reports to the owner. Shared by the customer's socket middleware and the agent console.
 */
export function createReconnectingSocket<E extends Endpoint>(
  options: ReconnectingSocketOptions<E>,
): ReconnectingSocket<E> {
  const { settings, logger } = options;
  let state: ConnectionPolicyState<E> = initialConnectionPolicyState;
  const pings = intervalTimer();
  const retry = timeoutTimer();

  const connection = createSocketConnection(options.createSocket, {
    onOpen: () => handle({ type: 'socketOpened' }),
    onMessage: options.onMessage,
    onClose: (code) => handle({ type: 'socketClosed', code }),
    onError: () => logger.warn('socket error'),
  });

  function open(url: string) {
    try {
      connection.open(url);
    } catch (error) {
      logger.error(`cannot open socket: ${error instanceof Error ? error.message : String(error)}`);
      handle({ type: 'socketClosed', code: ABNORMAL_CLOSE_CODE });
    }
  }

  function perform(effect: ConnectionEffect<E>) {
    switch (effect.type) {
      case 'openSocket':
        return open(effect.url);
      case 'closeSocket':
        return connection.close(effect.code);
      case 'startPings':
        return pings.start(() => handle({ type: 'pingDue' }), effect.everyMs);
      case 'stopPings':
        return pings.stop();
      case 'scheduleRetry':
        return retry.start(() => handle({ type: 'retryDue', endpoint: options.endpoint() }), effect.afterMs);
      case 'cancelRetry':
        return retry.stop();
      default:
        return options.onReport(effect);
    }
  }

  function handle(event: ConnectionEvent<E>) {
    const next = nextConnectionState(state, event, settings);
    state = next.state;
    next.effects.forEach(perform);
  }

  const eventOf = (event: OwnerEvent): ConnectionEvent<E> => {
    switch (event) {
      case 'connectRequested':
      case 'takeoverRequested':
      case 'pageReturned':
        return { type: event, endpoint: options.endpoint() };
      default:
        return { type: event };
    }
  };

  return {
    handle: (event) => handle(eventOf(event)),
    send: (text) => connection.send(text),
    isOpen: () => connection.isOpen(),
    endpoint: () => state.endpoint,
    dispose() {
      pings.stop();
      retry.stop();
      connection.close(NORMAL_CLOSE_CODE);
    },
  };
}
