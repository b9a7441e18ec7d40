import type { TFunction } from 'i18next';
import { RECEPTION_PHASE } from '../../protocol/codes';
import type { PastSession, Rating } from '../../protocol/customerProfiles';
import type { ConversationEntry } from '../entries';
import { formatDateTime } from '../formatTime';

/** Consecutive lines of one reception in a conversation, in order. */
export interface SessionRun {
  /** Stable while lines are added: the reception, and which of its runs this is. */
  key: string;
  /** '' for lines written outside any reception. */
  receptionId: string;
  entries: ConversationEntry[];
}

/**
 * The conversation cut where the reception changes; a pending text belongs to the session on screen.
 * A run's key is its reception and how many runs of that reception came before it.
 */
export function sessionRuns(entries: readonly ConversationEntry[], currentReceptionId: string): SessionRun[] {
  const runs: SessionRun[] = [];
  const seen = new Map<string, number>();
  for (const entry of entries) {
    const receptionId = entry.pending ? currentReceptionId : entry.receptionId;
    const last = runs.at(-1);
    if (last?.receptionId === receptionId) {
      last.entries.push(entry);
      continue;
    }
    const before = seen.get(receptionId) ?? 0;
    seen.set(receptionId, before + 1);
    runs.push({ key: `${receptionId}#${before}`, receptionId, entries: [entry] });
  }
  return runs;
}

/** Five stars, the score's filled: a picture of the score, which ratingText says in words. */
export const ratingStars = (score: number) => '★'.repeat(score) + '☆'.repeat(Math.max(0, 5 - score));

/** "Rated 4 of 5, solved", "Rated 2 of 5, not solved". */
export function ratingText(rating: Rating, t: TFunction): string {
  return t(rating.problem_finished ? 'profiles.rating.solved' : 'profiles.rating.notSolved', { score: rating.score });
}

/** Who served the session, or why nobody did. */
export function servedByText(session: Pick<PastSession, 'agent' | 'phase'>, t: TFunction): string {
  if (session.agent) return session.agent.nickname || t('app.agent', { id: session.agent.id });
  if (session.phase === RECEPTION_PHASE.humanRequested) return t('profiles.waitingForAgent');
  return t('profiles.noAgent');
}

export interface RunLabel {
  /** The heading above the run: "Session of Nov 27, 2026, 2:02 PM · Ann · Rated 4 of 5, solved". */
  title: string;
  /** The customer's comment with their rating, when they wrote one. */
  comment: string;
}

/** The console's `t` and the locale tag its dates are written in. */
export interface Words {
  t: TFunction;
  tag: string;
}

/**
 * How a run of the conversation is labelled: this session, a past one with its date, agent and rating
 * (from the context's sessions), or one the context does not list (older than it goes back).
 */
export function runLabel(
  run: SessionRun,
  currentReceptionId: string,
  session: PastSession | undefined,
  { t, tag }: Words,
): RunLabel {
  const firstAt = run.entries[0]?.sentAt ?? 0;
  if (run.receptionId === '')
    return { title: t('profiles.run.outside', { at: formatDateTime(firstAt, tag) }), comment: '' };
  const at = formatDateTime(session?.started_at ?? firstAt, tag);
  if (run.receptionId === currentReceptionId) return { title: t('profiles.run.current', { at }), comment: '' };
  if (!session) return { title: t('profiles.run.earlier', { at }), comment: '' };
  const parts = [t('profiles.run.past', { at }), servedByText(session, t)];
  parts.push(session.rating ? ratingText(session.rating, t) : t('profiles.notRated'));
  return { title: parts.join(' · '), comment: session.rating?.comment ?? '' };
}

/** The sessions by reception id. */
export function sessionIndex(sessions: readonly PastSession[]): ReadonlyMap<string, PastSession> {
  return new Map(sessions.map((session) => [session.reception_id, session]));
}
