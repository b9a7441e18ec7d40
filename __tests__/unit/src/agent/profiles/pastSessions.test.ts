import { entryOf, pendingEntry } from '../../../../../src/agent/entries';
import { formatDateTime } from '../../../../../src/agent/formatTime';
import {
  ratingText,
  runLabel,
  servedByText,
  sessionRuns,
  type SessionRun,
} from '../../../../../src/agent/profiles/pastSessions';
import { productText } from '../../../../../src/agent/names';
import { matchText, outcomeText } from '../../../../../src/agent/profiles/profileLabels';
import type { PastSession } from '../../../../../src/protocol/customerProfiles';
import { consoleT } from '../../../../support/consoleTexts';
import { ANN, wireMessage } from '../fixtures';

const t = consoleT();

const AT = 1_732_170_000_000;
const line = (seq: number, receptionId: string | undefined) =>
  entryOf(
    wireMessage({
      server_msg_id: `s-${seq}`,
      client_msg_id: `c-${seq}`,
      seq,
      reception_id: receptionId,
      send_time: AT + seq,
    }),
  );

const pastSession = (overrides: Partial<PastSession> = {}): PastSession => ({
  reception_id: 'r-old',
  product: { id: '1', name: 'Demo' },
  phase: 4,
  started_at: AT,
  accepted_at: AT + 10,
  ended_at: AT + 20,
  agent: { id: '30002', nickname: 'Ben' },
  rating: { score: 4, comment: 'Quick and kind', problem_finished: true },
  locale: 'en-US',
  time_zone: 'UTC',
  ...overrides,
});

describe('sessionRuns', () => {
  it('cuts the conversation where the reception changes, keeping the order', () => {
    const entries = [line(1, 'r-old'), line(2, 'r-old'), line(3, undefined), line(4, 'r-new'), line(5, 'r-new')];
    expect(sessionRuns(entries, 'r-new').map((run) => [run.key, run.entries.map((entry) => entry.seq)])).toEqual([
      ['r-old#0', [1, 2]],
      ['#0', [3]],
      ['r-new#0', [4, 5]],
    ]);
  });

  it('puts a pending text in the session on screen', () => {
    const entries = [line(1, 'r-new'), pendingEntry(ANN, 'mine-1', 'On it', AT + 9)];
    expect(sessionRuns(entries, 'r-new').map((run) => run.entries.length)).toEqual([2]);
  });

  it('keys a reception’s second run apart from its first', () => {
    const entries = [line(1, 'r-a'), line(2, 'r-b'), line(3, 'r-a')];
    expect(sessionRuns(entries, 'r-b').map((run) => run.key)).toEqual(['r-a#0', 'r-b#0', 'r-a#1']);
  });

  it('is empty for an empty conversation', () => {
    expect(sessionRuns([], 'r-1')).toEqual([]);
  });
});

describe('runLabel', () => {
  const run = (receptionId: string): SessionRun => ({
    key: `${receptionId}#0`,
    receptionId,
    entries: [line(1, receptionId)],
  });

  it.each<[string, SessionRun, PastSession | undefined, { title: string; comment: string }]>([
    [
      'a past session: its date, agent and rating, and the comment apart',
      run('r-old'),
      pastSession(),
      { title: `Session of ${formatDateTime(AT, 'en-US')} · Ben · Rated 4 of 5, solved`, comment: 'Quick and kind' },
    ],
    [
      'a past session not rated',
      run('r-old'),
      pastSession({ rating: undefined }),
      { title: `Session of ${formatDateTime(AT, 'en-US')} · Ben · Not rated`, comment: '' },
    ],
    [
      'a past session nobody joined',
      run('r-old'),
      pastSession({ agent: undefined, rating: undefined, phase: 6 }),
      { title: `Session of ${formatDateTime(AT, 'en-US')} · No agent joined · Not rated`, comment: '' },
    ],
    [
      'the session on screen',
      run('r-new'),
      pastSession({ reception_id: 'r-new', started_at: AT + 5 }),
      { title: `This session · since ${formatDateTime(AT + 5, 'en-US')}`, comment: '' },
    ],
    [
      'a session the context does not list: the date of its first line',
      run('r-older'),
      undefined,
      { title: `Earlier session · ${formatDateTime(AT + 1, 'en-US')}`, comment: '' },
    ],
    [
      'lines outside any session',
      run(''),
      undefined,
      { title: `Outside a session · ${formatDateTime(AT + 1, 'en-US')}`, comment: '' },
    ],
  ])('%s', (_name, theRun, session, expected) => {
    expect(runLabel(theRun, 'r-new', session, { t, tag: 'en-US' })).toEqual(expected);
  });
});

describe('labels', () => {
  it.each([
    [{ score: 5, comment: '', problem_finished: true }, 'Rated 5 of 5, solved'],
    [{ score: 1, comment: 'No', problem_finished: false }, 'Rated 1 of 5, not solved'],
  ])('ratingText %#', (rating, text) => {
    expect(ratingText(rating, t)).toBe(text);
  });

  it.each<[Pick<PastSession, 'agent' | 'phase'>, string]>([
    [{ agent: { id: '30001', nickname: 'Ann' }, phase: 4 }, 'Ann'],
    [{ agent: { id: '30009', nickname: '' }, phase: 4 }, 'Agent 30009'],
    [{ agent: undefined, phase: 2 }, 'Waiting for an agent'],
    [{ agent: undefined, phase: 6 }, 'No agent joined'],
  ])('servedByText %#', (session, text) => {
    expect(servedByText(session, t)).toBe(text);
  });

  it.each<[Pick<PastSession, 'phase' | 'rating'>, string]>([
    [{ phase: 5, rating: { score: 3, comment: '', problem_finished: false } }, 'Rated 3 of 5, not solved'],
    [{ phase: 3, rating: undefined }, 'In progress'],
    [{ phase: 2, rating: undefined }, 'In progress'],
    [{ phase: 4, rating: undefined }, 'Not rated'],
  ])('outcomeText %#', (session, text) => {
    expect(outcomeText(session, t)).toBe(text);
  });

  it.each([
    [{ id: '1', name: 'Demo' }, 'Demo (product 1)'],
    [{ id: '7', name: '' }, 'Product 7'],
    [undefined, 'Not known'],
  ])('productText %#', (product, text) => {
    expect(productText(product, t)).toBe(text);
  });

  const customer = { id: '10001', nickname: 'Alice' };
  it.each([
    [{ customer, match: 'name' as const, order_no: '' }, 'Name'],
    [{ customer, match: 'user_id' as const, order_no: '' }, 'User id'],
    [
      { customer, match: 'withdrawal_order' as const, order_no: 'WD10007', product: { id: '1', name: 'Demo' } },
      'Withdrawal order WD10007 in Demo',
    ],
    [{ customer, match: 'top_up_order' as const, order_no: 'TP10001' }, 'Top-up order TP10001'],
    [
      { customer, match: 'work_order' as const, order_no: 'WO00000003', product: { id: '1', name: 'Demo' } },
      'Work order WO00000003 in Demo',
    ],
  ])('matchText %#', (result, text) => {
    expect(matchText(result, t)).toBe(text);
  });
});
