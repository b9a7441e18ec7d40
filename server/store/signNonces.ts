import type { SandboxDatabase } from '../db/open';
import { inTransaction, queriesOf } from './namedQueries';

/** Nonces of signed links, remembered while their sign could still be accepted (docs/protocol.md, "Signed links"). */
export function createSignNonceRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'signNonces');
  const purgeExpired = named('purgeExpired', (p: { now: number }) =>
    db.deleteFrom('sign_nonces').where('expires_at', '<', p.now),
  );
  const insert = named('insert', (p: { productId: string; nonce: string; expiresAt: number }) =>
    db
      .insertInto('sign_nonces')
      .values({ product_id: p.productId, nonce: p.nonce, expires_at: p.expiresAt })
      .onConflict((conflict) => conflict.doNothing()),
  );
  return {
    /** Records the nonce for the product; false when it was already used (and is still remembered). */
    claim: (productId: string, nonce: string, expiresAt: number, now = Date.now()): Promise<boolean> =>
      inTransaction(database, async (trx) => {
        await purgeExpired.run({ now }, trx);
        return (await insert.run({ productId, nonce, expiresAt }, trx)) === 1;
      }),
  };
}
