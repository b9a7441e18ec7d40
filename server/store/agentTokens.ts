import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';
import { hasEnded, hashOfToken, newToken, type TokenLifetime } from './sessionTokens';

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
export function createAgentTokenRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'agentTokens');
  const insert = named('insert', (p: { hash: string; agentId: string; now: number; expiresAt: number }) =>
    db
      .insertInto('agent_tokens')
      .values({ token_hash: p.hash, agent_id: p.agentId, created_at: p.now, expires_at: p.expiresAt }),
  );
  const byHash = named('byHash', (p: { hash: string }) =>
    db
      .selectFrom('agent_tokens')
      .select(['agent_id as agentId', 'expires_at as expiresAt', 'revoked_at as revokedAt'])
      .where('token_hash', '=', p.hash),
  );
  const revoke = named('revoke', (p: { now: number; hash: string }) =>
    db
      .updateTable('agent_tokens')
      .set({ revoked_at: p.now })
      .where('token_hash', '=', p.hash)
      .where('revoked_at', 'is', null),
  );
  const rowOf = async (token: string): Promise<AgentTokenRow | undefined> =>
    token ? byHash.first({ hash: hashOfToken(token) }) : undefined;
  return {
    /** A new random token (32 bytes, hex) valid for `ttlMs`. */
    async issue(agentId: string, ttlMs: number, now = Date.now()): Promise<IssuedAgentToken> {
      const { token, hash } = newToken();
      const expiresAt = now + ttlMs;
      await insert.run({ hash, agentId, now, expiresAt });
      return { token, expiresAt };
    },
    /** The agent the token signs in, unless it is unknown, expired or revoked. */
    resolve: async (token: string, now = Date.now()): Promise<string | undefined> =>
      liveAgentOf(await rowOf(token), now),
    /** The agent the token signs in and until when, unless it is unknown, expired or revoked. */
    async live(token: string, now = Date.now()): Promise<{ agentId: string; expiresAt: number } | undefined> {
      const row = await rowOf(token);
      const agentId = liveAgentOf(row, now);
      return agentId === undefined || !row ? undefined : { agentId, expiresAt: row.expiresAt };
    },
    /** True for a token this sandbox issued, live or ended. */
    isKnown: async (token: string): Promise<boolean> => (await rowOf(token)) !== undefined,
    async revoke(token: string, now = Date.now()): Promise<void> {
      if (token) await revoke.run({ now, hash: hashOfToken(token) });
    },
  };
}
