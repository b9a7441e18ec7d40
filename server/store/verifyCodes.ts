import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

export interface VerifyCodeRow {
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
  verifiedAt: number | null;
}

interface Key {
  userId: string;
  productId: string;
  target: string;
}

/** Identification codes (docs/protocol.md, "POST /api/v1/user/send-verify-code"): one pending code per user, product and target. */
export function createVerifyCodeRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'verifyCodes');
  const byKey = (p: Key) => ({ user_id: p.userId, product_id: p.productId, target: p.target });
  const ofKey = (p: Key) => db.selectFrom('verify_codes').where((eb) => eb.and(byKey(p)));
  const find = named('find', (p: Key) =>
    ofKey(p).select([
      'code_hash as codeHash',
      'sent_at as sentAt',
      'expires_at as expiresAt',
      'attempts',
      'verified_at as verifiedAt',
    ]),
  );
  const lastSent = named('lastSent', (p: { userId: string; productId: string }) =>
    db
      .selectFrom('verify_codes')
      .select((eb) => eb.fn.max<number | null>('sent_at').as('sentAt'))
      .where('user_id', '=', p.userId)
      .where('product_id', '=', p.productId),
  );
  const upsert = named('upsert', (p: Key & { codeHash: string; sentAt: number; expiresAt: number }) =>
    db
      .insertInto('verify_codes')
      .values({
        ...byKey(p),
        code_hash: p.codeHash,
        sent_at: p.sentAt,
        expires_at: p.expiresAt,
        attempts: 0,
        verified_at: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'product_id', 'target']).doUpdateSet((eb) => ({
          code_hash: eb.ref('excluded.code_hash'),
          sent_at: eb.ref('excluded.sent_at'),
          expires_at: eb.ref('excluded.expires_at'),
          attempts: 0,
          verified_at: null,
        })),
      ),
  );
  const addAttempt = named('addAttempt', (p: Key) =>
    db
      .updateTable('verify_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', sql.lit(1)) }))
      .where((eb) => eb.and(byKey(p))),
  );
  const markVerified = named('markVerified', (p: Key & { now: number }) =>
    db
      .updateTable('verify_codes')
      .set({ verified_at: p.now })
      .where((eb) => eb.and(byKey(p))),
  );
  return {
    find: (key: Key): Promise<VerifyCodeRow | undefined> => find.first(key),
    /** When this user last had a code sent in this product (any target), or null. */
    lastSentAt: async (userId: string, productId: string): Promise<number | null> =>
      (await lastSent.first({ userId, productId }))?.sentAt ?? null,
    async save(key: Key & { codeHash: string; sentAt: number; expiresAt: number }): Promise<void> {
      await upsert.run(key);
    },
    async addAttempt(key: Key): Promise<void> {
      await addAttempt.run(key);
    },
    async markVerified(key: Key, now: number): Promise<void> {
      await markVerified.run({ ...key, now });
    },
  };
}
