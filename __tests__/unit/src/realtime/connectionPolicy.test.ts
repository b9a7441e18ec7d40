import {
  CUSTOMER_CONNECTION,
  initialConnectionPolicyState,
  isNetworkBroken,
  nextConnectionState,
  type ConnectionEffect,
  type ConnectionEvent,
  type ConnectionPolicyState,
  type Endpoint,
} from '../../../../src/realtime/connectionPolicy';

const endpoint: Endpoint = { url: 'ws://sandbox.test/ws?token=t' };
const renewed: Endpoint = { url: 'ws://sandbox.test/ws?token=renewed' };

type State = ConnectionPolicyState<Endpoint>;
const idle: State = initialConnectionPolicyState;
const connecting: State = { ...idle, phase: 'connecting', endpoint };
const open: State = { ...idle, phase: 'open', endpoint };
const waiting: State = { ...idle, phase: 'waitingToRetry', endpoint, failedAttempts: 1 };
const occupied: State = { ...idle, endpoint, occupied: true, stayClosed: true };

const startConnecting = (attempt: number, to = endpoint): ConnectionEffect[] => [
  ['connecting', { attempt }],
  ['open', to.url],
];
const retryIn3s: ConnectionEffect = ['retry', 3000];

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
        event: ['connectRequested', endpoint],
        changes: { phase: 'connecting', endpoint },
        effects: startConnecting(1),
      },
    ],
    [
      'the attempt counts the failed ones before it',
      {
        from: { ...idle, failedAttempts: 2 },
        event: ['connectRequested', endpoint],
        changes: { phase: 'connecting', endpoint },
        effects: startConnecting(3),
      },
    ],
    [
      'nothing while the session cannot connect',
      { from: idle, event: ['connectRequested', null], changes: {}, effects: [] },
    ],
    [
      'a due retry is dropped when the session can no longer connect',
      {
        from: waiting,
        event: ['connectRequested', null],
        changes: { phase: 'idle', endpoint: null },
        effects: [['retry', null]],
      },
    ],
    [
      'a request while a retry is due connects at once',
      {
        from: waiting,
        event: ['connectRequested', renewed],
        changes: { phase: 'connecting', endpoint: renewed },
        effects: [['retry', null], ...startConnecting(2, renewed)],
      },
    ],
    [
      'the retry connects to the endpoint of its moment',
      {
        from: waiting,
        event: ['retryDue', renewed],
        changes: { phase: 'connecting', endpoint: renewed },
        effects: [['retry', null], ...startConnecting(2, renewed)],
      },
    ],
    [
      'one socket at a time: nothing while connecting',
      { from: connecting, event: ['connectRequested', endpoint], changes: {}, effects: [] },
    ],
    [
      'one socket at a time: nothing while open',
      { from: open, event: ['connectRequested', endpoint], changes: {}, effects: [] },
    ],
    [
      'a request after a requested disconnect connects again',
      {
        from: { ...idle, endpoint, stayClosed: true },
        event: ['connectRequested', endpoint],
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
        event: ['occupiedSignal'],
        changes: { phase: 'idle', occupied: true, stayClosed: true },
        effects: [
          ['occupied'],
          ['pings', null],
          ['close', 1000],
          ['closed', { code: 1000, willRetry: false, failedAttempts: 0 }],
        ],
      },
    ],
    [
      'an occupied window ignores a screen’s request',
      { from: occupied, event: ['connectRequested', endpoint], changes: {}, effects: [] },
    ],
    [
      'an occupied window ignores the page coming back',
      { from: occupied, event: ['pageReturned', endpoint], changes: {}, effects: [] },
    ],
    [
      'the takeover connects',
      {
        from: occupied,
        event: ['takeoverRequested', endpoint],
        changes: { phase: 'connecting', occupied: false, stayClosed: false },
        effects: startConnecting(1),
      },
    ],
    [
      'a second takeover while the first connects does nothing more',
      { from: connecting, event: ['takeoverRequested', endpoint], changes: {}, effects: [] },
    ],
  ])('%s', (_name, row) => expectRow(row));
});

describe('nextConnectionState: the page coming back', () => {
  it.each<[string, Row]>([
    [
      'online or visible again while a retry is due: connect now',
      {
        from: waiting,
        event: ['pageReturned', endpoint],
        changes: { phase: 'connecting' },
        effects: [['retry', null], ...startConnecting(2)],
      },
    ],
    ['not before anything connected', { from: idle, event: ['pageReturned', endpoint], changes: {}, effects: [] }],
    [
      'not after a requested disconnect or a final close',
      {
        from: { ...idle, endpoint, stayClosed: true },
        event: ['pageReturned', endpoint],
        changes: {},
        effects: [],
      },
    ],
    ['not while a socket is open', { from: open, event: ['pageReturned', endpoint], changes: {}, effects: [] }],
  ])('%s', (_name, row) => expectRow(row));
});

describe('nextConnectionState: open and pings (spec §4, §9: every 3 s, more than 3 missed)', () => {
  it.each<[string, Row]>([
    [
      'an open starts the pings and clears the failed attempts and the broken-network flag',
      {
        from: { ...connecting, failedAttempts: 4, unansweredPings: 2 },
        event: ['socketOpened'],
        changes: { phase: 'open', failedAttempts: 0, unansweredPings: 0 },
        effects: [['opened'], ['pings', 3000]],
      },
    ],
    ['only the attempt in progress opens', { from: open, event: ['socketOpened'], changes: {}, effects: [] }],
    [
      'a ping goes out and counts as unanswered',
      {
        from: open,
        event: ['pingDue'],
        changes: { unansweredPings: 1 },
        effects: [['sendPing', endpoint]],
      },
    ],
    [
      'three unanswered pings are not yet too many',
      {
        from: { ...open, unansweredPings: 3 },
        event: ['pingDue'],
        changes: { unansweredPings: 4 },
        effects: [['sendPing', endpoint]],
      },
    ],
    [
      'more than three: the ping loop stops, the socket is dropped and retried',
      {
        from: { ...open, unansweredPings: 4 },
        event: ['pingDue'],
        changes: { phase: 'waitingToRetry', failedAttempts: 1 },
        effects: [
          ['pingTimedOut', { missed: 4 }],
          ['pings', null],
          ['close', 1000],
          ['closed', { code: 1000, willRetry: true, failedAttempts: 1 }],
          retryIn3s,
        ],
      },
    ],
    [
      'any ping from the server answers them all',
      {
        from: { ...open, unansweredPings: 3 },
        event: ['pingAnswered'],
        changes: { unansweredPings: 0 },
        effects: [],
      },
    ],
    ['no ping without a socket', { from: waiting, event: ['pingDue'], changes: {}, effects: [] }],
  ])('%s', (_name, row) => expectRow(row));
});

describe('nextConnectionState: closes and retries (spec §4, §9: every 3 s, broken after 3)', () => {
  it.each<[string, Row]>([
    [
      'an open socket that closes stops pinging and retries in 3 s',
      {
        from: open,
        event: ['socketClosed', 1006],
        changes: { phase: 'waitingToRetry', failedAttempts: 1 },
        effects: [['pings', null], ['closed', { code: 1006, willRetry: true, failedAttempts: 1 }], retryIn3s],
      },
    ],
    [
      'the third failed attempt sets the broken-network flag',
      {
        from: { ...connecting, failedAttempts: 2 },
        event: ['socketClosed', 1006],
        changes: { phase: 'waitingToRetry', failedAttempts: 3 },
        effects: [['closed', { code: 1006, willRetry: true, failedAttempts: 3 }], retryIn3s],
      },
    ],
    [
      'a close we no longer own changes nothing',
      { from: waiting, event: ['socketClosed', 1006], changes: {}, effects: [] },
    ],
    [
      'a requested disconnect closes with 1000, without retry',
      {
        from: open,
        event: ['disconnectRequested'],
        changes: { phase: 'idle', stayClosed: true },
        effects: [
          ['pings', null],
          ['close', 1000],
          ['closed', { code: 1000, willRetry: false, failedAttempts: 0 }],
        ],
      },
    ],
    [
      'a requested disconnect while a retry is due cancels it',
      {
        from: waiting,
        event: ['disconnectRequested'],
        changes: { phase: 'idle', stayClosed: true },
        effects: [['retry', null]],
      },
    ],
  ])('%s', (_name, row) => expectRow(row));

  it.each([4000, 4001, 4003])('does not retry after the final close %i (a new sign-in is needed)', (code) => {
    expectRow({
      from: { ...connecting, failedAttempts: 1 },
      event: ['socketClosed', code],
      changes: { phase: 'idle', stayClosed: true },
      effects: [['closed', { code, willRetry: false, failedAttempts: 1 }]],
    });
  });

  it.each([1000, 1001, 1006, 1011, 4008])('retries after the close %i', (code) => {
    expect(nextConnectionState(open, ['socketClosed', code], CUSTOMER_CONNECTION).state.phase).toBe('waitingToRetry');
  });

  it.each([
    [0, false],
    [2, false],
    [3, true],
    [4, true],
  ])('after %i failed attempts in a row, the network is broken: %s', (failedAttempts, broken) => {
    expect(isNetworkBroken(failedAttempts, CUSTOMER_CONNECTION)).toBe(broken);
  });

  it('keeps the broken-network flag through failures until an open', () => {
    const events: ConnectionEvent<Endpoint>[] = [
      ['connectRequested', endpoint],
      ['socketClosed', 1006],
      ['retryDue', endpoint],
      ['socketClosed', 1006],
      ['retryDue', endpoint],
      ['socketClosed', 1006],
      ['retryDue', endpoint],
      ['socketClosed', 1006],
      ['retryDue', endpoint],
      ['socketOpened'],
    ];
    const flags = events
      .reduce<State[]>(
        (states, event) => [...states, nextConnectionState(states.at(-1)!, event, CUSTOMER_CONNECTION).state],
        [idle],
      )
      .slice(1)
      .map((state) => isNetworkBroken(state.failedAttempts, CUSTOMER_CONNECTION));
    expect(flags).toEqual([false, false, false, false, false, true, true, true, true, false]);
  });
});
