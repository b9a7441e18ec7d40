import type { SandboxDatabase } from '../db/open';
import { hasEnded, hashOfToken, newToken, type TokenLifetime } from './sessionTokens';
import { statementsOf } from './statements';

export interface TokenSession {
  userId: string;
  productId: string;
}

/** A token the store knows: live, or past its expiry or revoked (docs/protocol.md, "Sessions"). */
export type TokenLookup = { status: 'live'; session: TokenSession } | { status: 'ended' };

type TokenRow = TokenSession & TokenLifetime;

export function createTokenRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'tokens');
  const insert = prepare('insert', 'INSERT INTO tokens (token_hash, user_id, product_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const byHash = prepare<[string], TokenRow>('byHash',
    'SELECT user_id AS userId, product_id AS productId, expires_at AS expiresAt, revoked_at AS revokedAt FROM tokens WHERE token_hash = ?',
  );
  const revoke = prepare('revoke', 'UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
  return {
    /** A new random token (32 bytes, hex) that expires after ttlMs; only its hash is stored. */
    issue(userId: string, productId: string, ttlMs: number, now = Date.now()): string {
      const { token, hash } = newToken();
      insert.run(hash, userId, productId, now, now + ttlMs);
      return token;
    },
    /** Undefined for a token never issued. */
    lookup(token: string, now = Date.now()): TokenLookup | undefined {
      const row = token ? byHash.get(hashOfToken(token)) : undefined;
      if (!row) return undefined;
      return hasEnded(row, now) ? { status: 'ended' } : { status: 'live', session: { userId: row.userId, productId: row.productId } };
    },
    revoke(token: string, now = Date.now()): void {
      revoke.run(now, hashOfToken(token));
    },
  };
}
