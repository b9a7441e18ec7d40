import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

/** Nonces of signed links, remembered while their sign could still be accepted (docs/protocol.md, "Signed links"). */
export function createSignNonceRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'signNonces');
  const purgeExpired = prepare('purgeExpired', 'DELETE FROM sign_nonces WHERE expires_at < ?');
  const insert = prepare('insert', 'INSERT INTO sign_nonces (product_id, nonce, expires_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const claim = db.transaction((productId: string, nonce: string, expiresAt: number, now: number): boolean => {
    purgeExpired.run(now);
    return insert.run(productId, nonce, expiresAt).changes === 1;
  });
  return {
    /** Records the nonce for the product; false when it was already used (and is still remembered). */
    claim: (productId: string, nonce: string, expiresAt: number, now = Date.now()): boolean => claim(productId, nonce, expiresAt, now),
  };
}
