import type { SandboxDatabase } from '../db/open';
import { hasEnded, hashOfToken, newToken, type TokenLifetime } from './sessionTokens';
import { queriesOf } from './namedQueries';

export interface TokenSession {
  userId: string;
  productId: string;
  /** When the token stops working unless revoked first (null: never). */
  expiresAt: number | null;
}

/** A token the store knows: live, or past its expiry or revoked (docs/protocol.md, "Sessions"). */
export type TokenLookup = { status: 'live'; session: TokenSession } | { status: 'ended' };

type TokenRow = TokenSession & TokenLifetime;

export function createTokenRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'tokens');
  const insert = named(
    'insert',
    (p: { hash: string; userId: string; productId: string; now: number; expiresAt: number }) =>
      db.insertInto('tokens').values({
        token_hash: p.hash,
        user_id: p.userId,
        product_id: p.productId,
        created_at: p.now,
        expires_at: p.expiresAt,
      }),
  );
  const byHash = named('byHash', (p: { hash: string }) =>
    db
      .selectFrom('tokens')
      .select(['user_id as userId', 'product_id as productId', 'expires_at as expiresAt', 'revoked_at as revokedAt'])
      .where('token_hash', '=', p.hash),
  );
  const revoke = named('revoke', (p: { now: number; hash: string }) =>
    db
      .updateTable('tokens')
      .set({ revoked_at: p.now })
      .where('token_hash', '=', p.hash)
      .where('revoked_at', 'is', null),
  );
  return {
    /** A new random token (32 bytes, hex) that expires after ttlMs; only its hash is stored. */
    async issue(userId: string, productId: string, ttlMs: number, now = Date.now()): Promise<string> {
      const { token, hash } = newToken();
      await insert.run({ hash, userId, productId, now, expiresAt: now + ttlMs });
      return token;
    },
    /** Undefined for a token never issued. */
    async lookup(token: string, now = Date.now()): Promise<TokenLookup | undefined> {
      const row: TokenRow | undefined = token ? await byHash.first({ hash: hashOfToken(token) }) : undefined;
      if (!row) return undefined;
      return hasEnded(row, now)
        ? { status: 'ended' }
        : { status: 'live', session: { userId: row.userId, productId: row.productId, expiresAt: row.expiresAt } };
    },
    async revoke(token: string, now = Date.now()): Promise<void> {
      await revoke.run({ now, hash: hashOfToken(token) });
    },
  };
}
