import {
  CUSTOMER_CONNECTION,
  initialConnectionPolicyState,
  nextConnectionState,
  type ConnectionEffect,
  type ConnectionEvent,
  type ConnectionPolicyState,
  type Endpoint,
} from '../../../src/realtime/connectionPolicy';

const endpoint: Endpoint = { url: 'ws://sandbox.test/ws?token=t' };
const renewed: Endpoint = { url: 'ws://sandbox.test/ws?token=renewed' };

type State = ConnectionPolicyState<Endpoint>;
const idle: State = initialConnectionPolicyState;
const connecting: State = { ...idle, phase: 'connecting', endpoint };
const open: State = { ...idle, phase: 'open', endpoint };
const waiting: State = { ...idle, phase: 'waitingToRetry', endpoint, failedAttempts: 1 };
const occupied: State = { ...idle, endpoint, occupied: true, stayClosed: true };

const startConnecting = (attempt: number, to = endpoint): ConnectionEffect[] => [
  { type: 'connecting', attempt, url: to.url },
  { type: 'openSocket', url: to.url },
];
const retryIn3s: ConnectionEffect = { type: 'scheduleRetry', afterMs: 3000 };

interface Row {
  from: State;
  event: ConnectionEvent<Endpoint>;
  /** Only what changes. */
  changes: Partial<State>;
  effects: ConnectionEffect[];
}

function expectRow({ from, event, changes, effects }: Row) {
  expect(nextConnectionState(from, event, CUSTOMER_CONNECTION)).toEqual({ state: { ...from, ...changes }, effects });
}

describe('nextConnectionState: connecting (spec §4)', () => {
  it.each<[string, Row]>([
    [
      'a request connects to the endpoint of the moment',
      {
        from: idle,
        event: { type: 'connectRequested', endpoint },
        changes: { phase: 'connecting', endpoint },
        effects: startConnecting(1),
      },
    ],
    [
      'the attempt counts the failed ones before it',
      {
        from: { ...idle, failedAttempts: 2 },
        event: { type: 'connectRequested', endpoint },
        changes: { phase: 'connecting', endpoint },
        effects: startConnecting(3),
      },
    ],
    [
      'nothing while the session cannot connect',
      { from: idle, event: { type: 'connectRequested', endpoint: null }, changes: {}, effects: [] },
    ],
    [
      'a due retry is dropped when the session can no longer connect',
      {
        from: waiting,
        event: { type: 'connectRequested', endpoint: null },
        changes: { phase: 'idle', endpoint: null },
        effects: [{ type: 'cancelRetry' }],
      },
    ],
    [
      'a request while a retry is due connects at once',
      {
        from: waiting,
        event: { type: 'connectRequested', endpoint: renewed },
        changes: { phase: 'connecting', endpoint: renewed },
        effects: [{ type: 'cancelRetry' }, ...startConnecting(2, renewed)],
      },
    ],
    [
      'the retry connects to the endpoint of its moment',
      {
        from: waiting,
        event: { type: 'retryDue', endpoint: renewed },
        changes: { phase: 'connecting', endpoint: renewed },
        effects: [{ type: 'cancelRetry' }, ...startConnecting(2, renewed)],
      },
    ],
    [
      'one socket at a time: nothing while connecting',
      { from: connecting, event: { type: 'connectRequested', endpoint }, changes: {}, effects: [] },
    ],
    [
      'one socket at a time: nothing while open',
      { from: open, event: { type: 'connectRequested', endpoint }, changes: {}, effects: [] },
    ],
    [
      'a request after a requested disconnect connects again',
      {
        from: { ...idle, endpoint, stayClosed: true },
        event: { type: 'connectRequested', endpoint },
        changes: { phase: 'connecting', stayClosed: false },
        effects: startConnecting(1),
      },
    ],
  ])('%s', (_name, row) => expectRow(row));
});

describe('nextConnectionState: signal 314 and the takeover', () => {
  it.each<[string, Row]>([
    [
      '314 reports the occupation, closes with 1000 and does not retry',
      {
        from: { ...open, unansweredPings: 1 },
        event: { type: 'occupiedSignal' },
        changes: { phase: 'idle', occupied: true, stayClosed: true },
        effects: [
          { type: 'occupied' },
          { type: 'stopPings' },
          { type: 'closeSocket', code: 1000 },
          { type: 'closed', code: 1000, willRetry: false, failedAttempts: 0 },
        ],
      },
    ],
    [
      'an occupied window ignores a screen’s request',
      { from: occupied, event: { type: 'connectRequested', endpoint }, changes: {}, effects: [] },
    ],
    [
      'an occupied window ignores the page coming back',
      { from: occupied, event: { type: 'pageReturned', endpoint }, changes: {}, effects: [] },
    ],
    [
      'the takeover connects',
      {
        from: occupied,
        event: { type: 'takeoverRequested', endpoint },
        changes: { phase: 'connecting', occupied: false, stayClosed: false },
        effects: startConnecting(1),
      },
    ],
    [
      'a second takeover while the first connects does nothing more',
      { from: connecting, event: { type: 'takeoverRequested', endpoint }, changes: {}, effects: [] },
    ],
  ])('%s', (_name, row) => expectRow(row));
});

describe('nextConnectionState: the page coming back', () => {
  it.each<[string, Row]>([
    [
      'online or visible again while a retry is due: connect now',
      {
        from: waiting,
        event: { type: 'pageReturned', endpoint },
        changes: { phase: 'connecting' },
        effects: [{ type: 'cancelRetry' }, ...startConnecting(2)],
      },
    ],
    [
      'not before anything connected',
      { from: idle, event: { type: 'pageReturned', endpoint }, changes: {}, effects: [] },
    ],
    [
      'not after a requested disconnect or a final close',
      {
        from: { ...idle, endpoint, stayClosed: true },
        event: { type: 'pageReturned', endpoint },
        changes: {},
        effects: [],
      },
    ],
    ['not while a socket is open', { from: open, event: { type: 'pageReturned', endpoint }, changes: {}, effects: [] }],
  ])('%s', (_name, row) => expectRow(row));
});

describe('nextConnectionState: open and pings (spec §4, §9: every 3 s, more than 3 missed)', () => {
  it.each<[string, Row]>([
    [
      'an open starts the pings and clears the failed attempts and the broken-network flag',
      {
        from: { ...connecting, failedAttempts: 4, unansweredPings: 2, brokenNetwork: true },
        event: { type: 'socketOpened' },
        changes: { phase: 'open', failedAttempts: 0, unansweredPings: 0, brokenNetwork: false },
        effects: [{ type: 'opened' }, { type: 'startPings', everyMs: 3000 }],
      },
    ],
    ['only the attempt in progress opens', { from: open, event: { type: 'socketOpened' }, changes: {}, effects: [] }],
    [
      'a ping goes out and counts as unanswered',
      {
        from: open,
        event: { type: 'pingDue' },
        changes: { unansweredPings: 1 },
        effects: [{ type: 'sendPing', endpoint }],
      },
    ],
    [
      'three unanswered pings are not yet too many',
      {
        from: { ...open, unansweredPings: 3 },
        event: { type: 'pingDue' },
        changes: { unansweredPings: 4 },
        effects: [{ type: 'sendPing', endpoint }],
      },
    ],
    [
      'more than three: the ping loop stops, the socket is dropped and retried',
      {
        from: { ...open, unansweredPings: 4 },
        event: { type: 'pingDue' },
        changes: { phase: 'waitingToRetry', failedAttempts: 1 },
        effects: [
          { type: 'pingTimedOut', missed: 4 },
          { type: 'stopPings' },
          { type: 'closeSocket', code: 1000 },
          { type: 'closed', code: 1000, willRetry: true, failedAttempts: 1 },
          retryIn3s,
        ],
      },
    ],
    [
      'any ping from the server answers them all',
      {
        from: { ...open, unansweredPings: 3 },
        event: { type: 'pingAnswered' },
        changes: { unansweredPings: 0 },
        effects: [],
      },
    ],
    ['no ping without a socket', { from: waiting, event: { type: 'pingDue' }, changes: {}, effects: [] }],
  ])('%s', (_name, row) => expectRow(row));
});

describe('nextConnectionState: closes and retries (spec §4, §9: every 3 s, broken after 3)', () => {
  it.each<[string, Row]>([
    [
      'an open socket that closes stops pinging and retries in 3 s',
      {
        from: open,
        event: { type: 'socketClosed', code: 1006 },
        changes: { phase: 'waitingToRetry', failedAttempts: 1 },
        effects: [{ type: 'stopPings' }, { type: 'closed', code: 1006, willRetry: true, failedAttempts: 1 }, retryIn3s],
      },
    ],
    [
      'the third failed attempt sets the broken-network flag',
      {
        from: { ...connecting, failedAttempts: 2 },
        event: { type: 'socketClosed', code: 1006 },
        changes: { phase: 'waitingToRetry', failedAttempts: 3, brokenNetwork: true },
        effects: [{ type: 'closed', code: 1006, willRetry: true, failedAttempts: 3 }, retryIn3s],
      },
    ],
    [
      'a close we no longer own changes nothing',
      { from: waiting, event: { type: 'socketClosed', code: 1006 }, changes: {}, effects: [] },
    ],
    [
      'a requested disconnect closes with 1000, without retry',
      {
        from: open,
        event: { type: 'disconnectRequested' },
        changes: { phase: 'idle', stayClosed: true },
        effects: [
          { type: 'stopPings' },
          { type: 'closeSocket', code: 1000 },
          { type: 'closed', code: 1000, willRetry: false, failedAttempts: 0 },
        ],
      },
    ],
    [
      'a requested disconnect while a retry is due cancels it',
      {
        from: waiting,
        event: { type: 'disconnectRequested' },
        changes: { phase: 'idle', stayClosed: true },
        effects: [{ type: 'cancelRetry' }],
      },
    ],
  ])('%s', (_name, row) => expectRow(row));

  it.each([4000, 4001, 4003])('does not retry after the final close %i (a new sign-in is needed)', (code) => {
    expectRow({
      from: { ...connecting, failedAttempts: 1 },
      event: { type: 'socketClosed', code },
      changes: { phase: 'idle', stayClosed: true },
      effects: [{ type: 'closed', code, willRetry: false, failedAttempts: 1 }],
    });
  });

  it.each([1000, 1001, 1006, 1011, 4008])('retries after the close %i', (code) => {
    expect(nextConnectionState(open, { type: 'socketClosed', code }, CUSTOMER_CONNECTION).state.phase).toBe(
      'waitingToRetry',
    );
  });

  it('keeps the broken-network flag through failures until an open', () => {
    const events: ConnectionEvent<Endpoint>[] = [
      { type: 'connectRequested', endpoint },
      { type: 'socketClosed', code: 1006 },
      { type: 'retryDue', endpoint },
      { type: 'socketClosed', code: 1006 },
      { type: 'retryDue', endpoint },
      { type: 'socketClosed', code: 1006 },
      { type: 'retryDue', endpoint },
      { type: 'socketClosed', code: 1006 },
      { type: 'retryDue', endpoint },
      { type: 'socketOpened' },
    ];
    const flags = events
      .reduce<State[]>(
        (states, event) => [...states, nextConnectionState(states.at(-1)!, event, CUSTOMER_CONNECTION).state],
        [idle],
      )
      .slice(1)
      .map((state) => state.brokenNetwork);
    expect(flags).toEqual([false, false, false, false, false, true, true, true, true, false]);
  });
});
