import { createHash, randomBytes } from 'node:crypto';
import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

export interface TokenSession {
  userId: string;
  productId: string;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createTokenRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'tokens');
  const insert = prepare('insert', 'INSERT INTO tokens (token_hash, user_id, product_id, created_at) VALUES (?, ?, ?, ?)');
  const byHash = prepare<[string], TokenSession>('byHash',
    'SELECT user_id AS userId, product_id AS productId FROM tokens WHERE token_hash = ?',
  );
  return {
    /** A new random token (32 bytes, hex); only its hash is stored. */
    issue(userId: string, productId: string): string {
      const token = randomBytes(32).toString('hex');
      insert.run(hashOf(token), userId, productId, Date.now());
      return token;
    },
    resolve(token: string): TokenSession | undefined {
      return token ? byHash.get(hashOf(token)) : undefined;
    },
  };
}
