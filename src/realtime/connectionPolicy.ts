import { LIMITS, NORMAL_CLOSE_CODE, WS_CLOSE_CODE } from '../protocol/codes';

/**
 * When to connect, ping, drop and retry (spec §4, §9), as a pure function of the connection's state
 * and what just happened. It answers the next state and the effects to perform, in order: socket
 * and timer commands (done by reconnectingSocket.ts) and reports to the socket's owner, each a
 * `[kind, argument]` tuple, as are its events (short, so the policy stays small on the wire).
 */

/** Where an attempt goes; an owner may carry more (the customer's sender ids, for its pings). */
export interface Endpoint {
  url: string;
}

export interface ConnectionSettings {
  /** Null: no pings. */
  pingIntervalMs: number | null;
  /** More unanswered pings than this drop the socket. */
  maxMissedPings: number;
  /** The wait before the next attempt, after `failedAttempts` closes in a row (1 after the first). */
  retryDelayMs(failedAttempts: number): number;
  /** A close after which retrying cannot help (a refused token): only a new request connects again. */
  isFinalClose(code: number): boolean;
  brokenNetworkAfterAttempts: number;
}

const FINAL_CLOSE_CODES: readonly number[] = Object.values(WS_CLOSE_CODE);

/** The customer's socket, as spec §4 and §9 say. */
export const CUSTOMER_CONNECTION: ConnectionSettings = {
  pingIntervalMs: LIMITS.pingIntervalMs,
  maxMissedPings: LIMITS.maxMissedPings,
  retryDelayMs: () => LIMITS.reconnectIntervalMs,
  isFinalClose: (code) => FINAL_CLOSE_CODES.includes(code),
  brokenNetworkAfterAttempts: LIMITS.brokenNetworkAfterAttempts,
};

/** idle: no socket and no retry due; connecting and open: a socket exists; waitingToRetry: a retry is due. */
export type ConnectionPhase = 'idle' | 'connecting' | 'open' | 'waitingToRetry';

export interface ConnectionPolicyState<E extends Endpoint = Endpoint> {
  phase: ConnectionPhase;
  /** The endpoint of the last attempt: pings are sent from it, and without one a page event does not connect. */
  endpoint: E | null;
  /** Closes since the last successful open; the broken-network flag is `isNetworkBroken` of it. */
  failedAttempts: number;
  unansweredPings: number;
  /** After a final close, a requested disconnect or 314: no retry, no page event connects, only a request. */
  stayClosed: boolean;
  /** Another window has this chat (signal 314): only the user's takeover connects again. */
  occupied: boolean;
}

export const initialConnectionPolicyState: ConnectionPolicyState<never> = {
  phase: 'idle',
  endpoint: null,
  failedAttempts: 0,
  unansweredPings: 0,
  stayClosed: false,
  occupied: false,
};

/** `endpoint`: where the owner would connect now (null while it cannot), read when the event happens. */
export type ConnectionEvent<E extends Endpoint = Endpoint> =
  | ['connectRequested' | 'takeoverRequested' | 'retryDue', endpoint: E | null]
  /** Back online, or the page visible again: a waiting retry is pointless. */
  | ['pageReturned', endpoint: E | null]
  | ['disconnectRequested' | 'socketOpened' | 'pingDue' | 'pingAnswered']
  /** The socket closed by itself (or could not be made: 1006). */
  | ['socketClosed', code: number]
  /** Signal 314: another window took this chat over. */
  | ['occupiedSignal'];

/** What the connection tells its owner, in the order it happens; the payloads are those of the customer's actions. */
export type ConnectionReport<E extends Endpoint = Endpoint> =
  | ['connecting', { attempt: number }]
  | ['opened']
  | ['closed', { code: number; willRetry: boolean; failedAttempts: number }]
  | ['pingTimedOut', { missed: number }]
  | ['occupied']
  /** The owner sends a ping (it knows the frame). */
  | ['sendPing', E];

export type SocketCommand =
  | ['open', string]
  /** Close our socket without hearing its close: this transition has already handled it. */
  | ['close', number]
  /** Ping every so many ms from now on; null stops the pings. */
  | ['pings', number | null]
  /** Retry in so many ms (replacing a due retry); null cancels it. */
  | ['retry', number | null];

export type ConnectionEffect<E extends Endpoint = Endpoint> = SocketCommand | ConnectionReport<E>;

export interface ConnectionTransition<E extends Endpoint = Endpoint> {
  state: ConnectionPolicyState<E>;
  effects: ConnectionEffect<E>[];
}

/**
 * Spec §4's broken-network flag: set after 3 failed attempts, cleared by a successful open. The failed
 * attempts only grow until an open resets them, so the flag is a function of them, not more state.
 */
export function isNetworkBroken(failedAttempts: number, settings: ConnectionSettings): boolean {
  return failedAttempts >= settings.brokenNetworkAfterAttempts;
}

const hasSocket = (state: ConnectionPolicyState<Endpoint>) => state.phase === 'connecting' || state.phase === 'open';

const cancelDueRetry = (state: ConnectionPolicyState<Endpoint>): SocketCommand[] =>
  state.phase === 'waitingToRetry' ? [['retry', null]] : [];

function connect<E extends Endpoint>(state: ConnectionPolicyState<E>, endpoint: E | null): ConnectionTransition<E> {
  if (hasSocket(state) || state.occupied) return { state, effects: [] };
  const effects: ConnectionEffect<E>[] = cancelDueRetry(state);
  if (!endpoint) return { state: { ...state, phase: 'idle', endpoint: null }, effects };
  effects.push(['connecting', { attempt: state.failedAttempts + 1 }], ['open', endpoint.url]);
  return { state: { ...state, phase: 'connecting', endpoint, stayClosed: false }, effects };
}

/**
 * The socket is gone; retried unless told to stay closed or the close was final. `ours`: we close
 * it now (with `code`), after reporting these.
 */
function afterClose<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  code: number,
  settings: ConnectionSettings,
  ours?: ConnectionEffect<E>[],
): ConnectionTransition<E> {
  const stayClosed = state.stayClosed || settings.isFinalClose(code);
  const failedAttempts = state.failedAttempts + (stayClosed ? 0 : 1);
  const effects: ConnectionEffect<E>[] = [...(ours ?? [])];
  if (state.phase === 'open') effects.push(['pings', null]);
  if (ours) effects.push(['close', code]);
  effects.push(['closed', { code, willRetry: !stayClosed, failedAttempts }]);
  if (!stayClosed) effects.push(['retry', settings.retryDelayMs(failedAttempts)]);
  return {
    state: { ...state, phase: stayClosed ? 'idle' : 'waitingToRetry', stayClosed, failedAttempts },
    effects,
  };
}

function ping<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  settings: ConnectionSettings,
): ConnectionTransition<E> {
  const { endpoint, unansweredPings } = state;
  if (state.phase !== 'open' || !endpoint) return { state, effects: [] };
  if (unansweredPings > settings.maxMissedPings)
    return afterClose(state, NORMAL_CLOSE_CODE, settings, [['pingTimedOut', { missed: unansweredPings }]]);
  return { state: { ...state, unansweredPings: unansweredPings + 1 }, effects: [['sendPing', endpoint]] };
}

export function nextConnectionState<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  event: ConnectionEvent<E>,
  settings: ConnectionSettings,
): ConnectionTransition<E> {
  switch (event[0]) {
    case 'takeoverRequested':
      return connect({ ...state, occupied: false }, event[1]);
    case 'pageReturned':
      return state.stayClosed || !state.endpoint ? { state, effects: [] } : connect(state, event[1]);
    case 'connectRequested':
    case 'retryDue':
      return connect(state, event[1]);
    case 'disconnectRequested':
      if (hasSocket(state)) return afterClose({ ...state, stayClosed: true }, NORMAL_CLOSE_CODE, settings, []);
      return { state: { ...state, phase: 'idle', stayClosed: true }, effects: cancelDueRetry(state) };
    case 'socketOpened': {
      if (state.phase !== 'connecting') return { state, effects: [] };
      const { pingIntervalMs } = settings;
      return {
        state: { ...state, phase: 'open', failedAttempts: 0, unansweredPings: 0 },
        effects: pingIntervalMs === null ? [['opened']] : [['opened'], ['pings', pingIntervalMs]],
      };
    }
    case 'socketClosed':
      return hasSocket(state) ? afterClose(state, event[1], settings) : { state, effects: [] };
    case 'pingDue':
      return ping(state, settings);
    case 'pingAnswered':
      return { state: { ...state, unansweredPings: 0 }, effects: [] };
    case 'occupiedSignal':
      return afterClose({ ...state, occupied: true, stayClosed: true }, NORMAL_CLOSE_CODE, settings, [['occupied']]);
  }
}
