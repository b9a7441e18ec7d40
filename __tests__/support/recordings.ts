/**
 * Field recordings from a test (docs/protocol.md, "Field recordings"): gzipped chunks as a customer's
 * page uploads them, the agents' reads, and another company (its product and agent) written into a
 * data directory's database before a sandbox starts on it. Node only.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { hashPassword } from '../../server/db/passwords';
import { AGENT_REST } from '../../src/protocol/agentFrames';
import { HEADERS } from '../../src/protocol/identifiers';
import { RECORDING_REST } from '../../src/protocol/recordings';
import { openTestDatabase } from './testDatabase';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  code: number;
  data: T;
}

/** A fresh recording id, as the client makes one (22 base64url characters). */
export const newRecordingId = () => randomBytes(16).toString('base64url');

export interface PageHeader {
  startedAt: number;
  initialState?: unknown;
}

/** A RecordingChunk: with `page`, the first chunk of a page. */
export function chunkOf(entries: Record<string, unknown>[], page?: PageHeader) {
  return {
    format: 'support-client-recording-chunk',
    version: 2,
    ...(page
      ? {
          page: {
            startedAt: page.startedAt,
            clientVersion: 'test-1',
            meta: { locale: 'US', appKey: 'demo', userAgent: 'jest' },
            initialState: page.initialState ?? { chat: { messages: [] } },
          },
        }
      : {}),
    entries,
  };
}

export const gzipJson = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value)));

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const envelope = (await response.json()) as { code: number; data: T };
  return { status: response.status, code: envelope.code, data: envelope.data };
}

/** PUT one chunk's body (gzip unless another content type is given) with the customer's token. */
export async function putChunk(
  sandbox: { baseUrl: string },
  token: string | undefined,
  at: { id: string; page: number | string; chunk: number | string; reason?: string },
  body: Buffer,
  contentType = 'application/gzip',
): Promise<Answer<{ stored: boolean }>> {
  const path = RECORDING_REST.chunk(at.id, at.page as number, at.chunk as number);
  const query = at.reason ? `?reason=${at.reason}` : '';
  const response = await fetch(`${sandbox.baseUrl}${path}${query}`, {
    method: 'PUT',
    headers: { 'Content-Type': contentType, ...(token ? { [HEADERS.token]: token } : {}) },
    body: new Uint8Array(body),
  });
  return answerOf(response);
}

/** GET an agent's recording call with the token (none when undefined). */
export async function agentGet<T = Record<string, unknown>>(
  sandbox: { baseUrl: string },
  path: string,
  token: string | undefined,
): Promise<Answer<T>> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, { headers: token ? { [HEADERS.token]: token } : {} });
  return answerOf(response);
}

/** Another company: product 201 (`other-company`, its AI user 20201) and its agent olga. */
export const OTHER_COMPANY = {
  companyId: '200',
  productId: '201',
  appKey: 'other-company',
  agent: { id: '30201', username: 'olga', password: 'olga-test-pass' },
} as const;

/** Writes OTHER_COMPANY into dataDir's database (opened, migrated and seeded if new). Only in a test's own database. */
export async function addOtherCompanyIn(dataDir: string): Promise<void> {
  const database = await openTestDatabase(dataDir);
  const { companyId, productId, appKey, agent } = OTHER_COMPANY;
  try {
    await database.db.insertInto('companies').values({ id: companyId, name: 'Other Company' }).execute();
    await database.db
      .insertInto('products')
      .values({ id: productId, company_id: companyId, app_key: appKey, name: 'Other', secret: null })
      .execute();
    await database.db
      .insertInto('users')
      .values([
        {
          id: '20201',
          username: 'ai-assistant-201',
          password_hash: null,
          nickname: 'AI Assistant',
          kind: 'ai',
          product_id: productId,
          company_id: null,
          created_at: 0,
        },
        {
          id: agent.id,
          username: agent.username,
          password_hash: await hashPassword(agent.password),
          nickname: 'Olga',
          kind: 'agent',
          product_id: null,
          company_id: companyId,
          created_at: 0,
        },
      ])
      .execute();
  } finally {
    await database.close();
  }
}

/** An agent's token by username and password (any agent, not only the demo ones). */
export async function agentToken(sandbox: { baseUrl: string }, username: string, password: string): Promise<string> {
  const response = await fetch(`${sandbox.baseUrl}${AGENT_REST.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const answer = await answerOf<{ token: string }>(response);
  if (answer.code !== 0) throw new Error(`agent sign-in of ${username} failed: ${answer.code}`);
  return answer.data.token;
}
