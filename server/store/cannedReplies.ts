import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

export interface CannedReply {
  id: string;
  title: string;
  text: string;
}

/** Replies for a locale the team has none in. */
export const FALLBACK_REPLY_LOCALE = 'en-US';

export function createCannedReplyRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'cannedReplies');
  const ofLocale = prepare<[string], CannedReply>('ofLocale',
    'SELECT CAST(id AS TEXT) AS id, title, text FROM canned_replies WHERE locale = ? ORDER BY position, id',
  );
  return {
    /** The saved replies in `locale`, else in FALLBACK_REPLY_LOCALE. */
    forLocale(locale: string): CannedReply[] {
      const own = ofLocale.all(locale);
      return own.length > 0 ? own : ofLocale.all(FALLBACK_REPLY_LOCALE);
    },
  };
}
