import { createHash, randomBytes } from 'node:crypto';

/** When a stored token stops working: at its expiry, or when revoked (logout). */
export interface TokenLifetime {
  expiresAt: number | null;
  revokedAt: number | null;
}

/** Customers' and agents' tokens alike: random, and only a hash kept, so a copy of the data holds no live credential. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashOfToken(token) };
}

export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hasEnded(row: TokenLifetime, now: number): boolean {
  return row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= now);
}
