import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

export interface CannedReply {
  id: string;
  title: string;
  text: string;
}

/** Replies for a locale the team has none in. */
export const FALLBACK_REPLY_LOCALE = 'en-US';

export function createCannedReplyRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'cannedReplies');
  const ofLocale = named('ofLocale', (p: { locale: string }) =>
    db
      .selectFrom('canned_replies')
      .select([sql<string>`CAST(id AS TEXT)`.as('id'), 'title', 'text'])
      .where('locale', '=', p.locale)
      .orderBy('position')
      .orderBy('canned_replies.id'),
  );
  return {
    /** The saved replies in `locale`, else in FALLBACK_REPLY_LOCALE. */
    async forLocale(locale: string): Promise<CannedReply[]> {
      const own = await ofLocale.all({ locale });
      return own.length > 0 ? own : ofLocale.all({ locale: FALLBACK_REPLY_LOCALE });
    },
  };
}
