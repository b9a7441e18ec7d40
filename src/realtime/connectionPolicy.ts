import { LIMITS, NORMAL_CLOSE_CODE, WS_CLOSE_CODE } from '../protocol/codes';

/**
 * When to connect, ping, drop and retry (spec §4, §9), as a pure function of the connection's state
 * and what just happened. It answers the next state and the effects to perform, in order: socket
 * and timer commands (done by reconnectingSocket.ts) and reports to the socket's owner.
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
  /** Closes since the last successful open. */
  failedAttempts: number;
  unansweredPings: number;
  /** After a final close, a requested disconnect or 314: no retry, no page event connects, only a request. */
  stayClosed: boolean;
  /** Another window has this chat (signal 314): only the user's takeover connects again. */
  occupied: boolean;
  /** Spec §4: set after 3 failed attempts, cleared by a successful open. */
  brokenNetwork: boolean;
}

export const initialConnectionPolicyState: ConnectionPolicyState<never> = {
  phase: 'idle',
  endpoint: null,
  failedAttempts: 0,
  unansweredPings: 0,
  stayClosed: false,
  occupied: false,
  brokenNetwork: false,
};

/** `endpoint`: where the owner would connect now (null while it cannot), read when the event happens. */
export type ConnectionEvent<E extends Endpoint = Endpoint> =
  | { type: 'connectRequested'; endpoint: E | null }
  | { type: 'takeoverRequested'; endpoint: E | null }
  | { type: 'retryDue'; endpoint: E | null }
  /** Back online, or the page visible again: a waiting retry is pointless. */
  | { type: 'pageReturned'; endpoint: E | null }
  | { type: 'disconnectRequested' }
  | { type: 'socketOpened' }
  /** The socket closed by itself (or could not be made: 1006). */
  | { type: 'socketClosed'; code: number }
  | { type: 'pingDue' }
  | { type: 'pingAnswered' }
  /** Signal 314: another window took this chat over. */
  | { type: 'occupiedSignal' };

/** What the connection tells its owner, in the order it happens. */
export type ConnectionReport<E extends Endpoint = Endpoint> =
  | { type: 'connecting'; attempt: number; url: string }
  | { type: 'opened' }
  | { type: 'closed'; code: number; willRetry: boolean; failedAttempts: number }
  | { type: 'pingTimedOut'; missed: number }
  | { type: 'occupied' }
  /** The owner sends a ping (it knows the frame). */
  | { type: 'sendPing'; endpoint: E };

export type SocketCommand =
  | { type: 'openSocket'; url: string }
  /** Close our socket without hearing its close: this transition has already handled it. */
  | { type: 'closeSocket'; code: number }
  | { type: 'startPings'; everyMs: number }
  | { type: 'stopPings' }
  | { type: 'scheduleRetry'; afterMs: number }
  | { type: 'cancelRetry' };

export type ConnectionEffect<E extends Endpoint = Endpoint> = SocketCommand | ConnectionReport<E>;

export interface ConnectionTransition<E extends Endpoint = Endpoint> {
  state: ConnectionPolicyState<E>;
  effects: ConnectionEffect<E>[];
}

export function isNetworkBroken(failedAttempts: number, settings: ConnectionSettings): boolean {
  return failedAttempts >= settings.brokenNetworkAfterAttempts;
}

const unchanged = <E extends Endpoint>(state: ConnectionPolicyState<E>): ConnectionTransition<E> => ({
  state,
  effects: [],
});

const hasSocket = (state: ConnectionPolicyState<Endpoint>) => state.phase === 'connecting' || state.phase === 'open';

const cancelDueRetry = (state: ConnectionPolicyState<Endpoint>): SocketCommand[] =>
  state.phase === 'waitingToRetry' ? [{ type: 'cancelRetry' }] : [];

function connect<E extends Endpoint>(state: ConnectionPolicyState<E>, endpoint: E | null): ConnectionTransition<E> {
  if (hasSocket(state) || state.occupied) return unchanged(state);
  if (!endpoint) return { state: { ...state, phase: 'idle', endpoint: null }, effects: cancelDueRetry(state) };
  return {
    state: { ...state, phase: 'connecting', endpoint, stayClosed: false },
    effects: [
      ...cancelDueRetry(state),
      { type: 'connecting', attempt: state.failedAttempts + 1, url: endpoint.url },
      { type: 'openSocket', url: endpoint.url },
    ],
  };
}

/** The socket is gone (`byUs`: we close it now); retried unless told to stay closed or the close was final. */
function afterClose<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  code: number,
  byUs: boolean,
  settings: ConnectionSettings,
): ConnectionTransition<E> {
  const stayClosed = state.stayClosed || settings.isFinalClose(code);
  const willRetry = !stayClosed;
  const failedAttempts = willRetry ? state.failedAttempts + 1 : state.failedAttempts;
  return {
    state: {
      ...state,
      phase: willRetry ? 'waitingToRetry' : 'idle',
      stayClosed,
      failedAttempts,
      brokenNetwork: state.brokenNetwork || isNetworkBroken(failedAttempts, settings),
    },
    effects: [
      ...(state.phase === 'open' ? [{ type: 'stopPings' } as const] : []),
      ...(byUs ? [{ type: 'closeSocket', code } as const] : []),
      { type: 'closed', code, willRetry, failedAttempts },
      ...(willRetry ? [{ type: 'scheduleRetry', afterMs: settings.retryDelayMs(failedAttempts) } as const] : []),
    ],
  };
}

/** Closes our socket with 1000 after reporting `why`. */
function drop<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  why: ConnectionReport<E>,
  settings: ConnectionSettings,
): ConnectionTransition<E> {
  const next = afterClose(state, NORMAL_CLOSE_CODE, true, settings);
  return { state: next.state, effects: [why, ...next.effects] };
}

function afterOpen<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  settings: ConnectionSettings,
): ConnectionTransition<E> {
  const { pingIntervalMs } = settings;
  return {
    state: { ...state, phase: 'open', failedAttempts: 0, unansweredPings: 0, brokenNetwork: false },
    effects: [
      { type: 'opened' },
      ...(pingIntervalMs === null ? [] : [{ type: 'startPings', everyMs: pingIntervalMs } as const]),
    ],
  };
}

function ping<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  settings: ConnectionSettings,
): ConnectionTransition<E> {
  if (state.phase !== 'open' || !state.endpoint) return unchanged(state);
  if (state.unansweredPings > settings.maxMissedPings)
    return drop(state, { type: 'pingTimedOut', missed: state.unansweredPings }, settings);
  return {
    state: { ...state, unansweredPings: state.unansweredPings + 1 },
    effects: [{ type: 'sendPing', endpoint: state.endpoint }],
  };
}

function disconnect<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  settings: ConnectionSettings,
): ConnectionTransition<E> {
  if (hasSocket(state)) return afterClose({ ...state, stayClosed: true }, NORMAL_CLOSE_CODE, true, settings);
  return { state: { ...state, phase: 'idle', stayClosed: true }, effects: cancelDueRetry(state) };
}

export function nextConnectionState<E extends Endpoint>(
  state: ConnectionPolicyState<E>,
  event: ConnectionEvent<E>,
  settings: ConnectionSettings,
): ConnectionTransition<E> {
  switch (event.type) {
    case 'connectRequested':
    case 'retryDue':
      return connect(state, event.endpoint);
    case 'takeoverRequested':
      return connect({ ...state, occupied: false }, event.endpoint);
    case 'pageReturned':
      return hasSocket(state) || state.stayClosed || !state.endpoint
        ? unchanged(state)
        : connect(state, event.endpoint);
    case 'disconnectRequested':
      return disconnect(state, settings);
    case 'socketOpened':
      return state.phase === 'connecting' ? afterOpen(state, settings) : unchanged(state);
    case 'socketClosed':
      return hasSocket(state) ? afterClose(state, event.code, false, settings) : unchanged(state);
    case 'pingDue':
      return ping(state, settings);
    case 'pingAnswered':
      return { state: { ...state, unansweredPings: 0 }, effects: [] };
    case 'occupiedSignal':
      return drop({ ...state, occupied: true, stayClosed: true }, { type: 'occupied' }, settings);
  }
}
