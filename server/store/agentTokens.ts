import type { SandboxDatabase } from '../db/open';
import { hasEnded, hashOfToken, newToken, type TokenLifetime } from './sessionTokens';
import { statementsOf } from './statements';

export interface AgentTokenRow extends TokenLifetime {
  agentId: string;
  expiresAt: number;
}

export interface IssuedAgentToken {
  token: string;
  expiresAt: number;
}

/** The agent a token row signs in, while it is neither expired nor revoked. */
export function liveAgentOf(row: AgentTokenRow | undefined, now: number): string | undefined {
  return row && !hasEnded(row, now) ? row.agentId : undefined;
}

/** Agents' sign-in tokens (docs/protocol.md, "Agent sign-in"); like customers', only the hash is kept. */
export function createAgentTokenRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'agentTokens');
  const insert = prepare('insert', 'INSERT INTO agent_tokens (token_hash, agent_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const byHash = prepare<[string], AgentTokenRow>('byHash',
    'SELECT agent_id AS agentId, expires_at AS expiresAt, revoked_at AS revokedAt FROM agent_tokens WHERE token_hash = ?',
  );
  const revoke = prepare('revoke', 'UPDATE agent_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
  const rowOf = (token: string) => (token ? byHash.get(hashOfToken(token)) : undefined);
  return {
    /** A new random token (32 bytes, hex) valid for `ttlMs`. */
    issue(agentId: string, ttlMs: number, now = Date.now()): IssuedAgentToken {
      const { token, hash } = newToken();
      const expiresAt = now + ttlMs;
      insert.run(hash, agentId, now, expiresAt);
      return { token, expiresAt };
    },
    /** The agent the token signs in, unless it is unknown, expired or revoked. */
    resolve(token: string, now = Date.now()): string | undefined {
      return liveAgentOf(rowOf(token), now);
    },
    /** True for a token this sandbox issued, live or ended. */
    isKnown(token: string): boolean {
      return rowOf(token) !== undefined;
    },
    revoke(token: string, now = Date.now()): void {
      if (token) revoke.run(now, hashOfToken(token));
    },
  };
}
