/** Customer and agent sign-in attempts as a client sees them: status, envelope code, Retry-After. */
import { randomBytes } from 'node:crypto';
import { computeSign } from '../../server/sessions/signedLinks';
import { AGENT_REST } from '../../src/protocol/agentFrames';
import { REST } from '../../src/protocol/identifiers';

export interface SignInAnswer {
  status: number;
  code: number;
  /** Seconds, when the answer carries a Retry-After header. */
  retryAfter: number | undefined;
}

async function post(url: string, body: unknown): Promise<SignInAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { code } = (await response.json()) as { code: number };
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, code, retryAfter: retryAfter === null ? undefined : Number(retryAfter) };
}

/** A demo customer's password sign-in (demo-pass unless `password`) to the demo product. */
export function customerSignIn(node: { baseUrl: string }, username: string, password = 'demo-pass') {
  return post(`${node.baseUrl}${REST.login}`, { username, password, app_key: 'demo', language: 'US' });
}

/**
 * A link the demo-signed product's host signed now for `identity` (a new customer the first time). Crowds
 * signing in at once give their user ids: customers created at the same moment without one race for the
 * next free id (server/store/users.ts).
 */
export function signedLinkSignIn(
  node: { baseUrl: string },
  identity: { username: string; userId?: string },
  secret = 'demo-secret',
) {
  const ts = String(Math.floor(Date.now() / 1000));
  const fields = { appKey: 'demo-signed', ...identity, ts, nonce: randomBytes(12).toString('hex') };
  const sign = computeSign(secret, fields);
  const { username, userId, nonce } = fields;
  const body = { username, user_id: userId, ts, nonce, sign, app_key: fields.appKey, password: 'x', language: 'US' };
  return post(`${node.baseUrl}${REST.login}`, body);
}

export function agentSignIn(node: { baseUrl: string }, username: string, password: string) {
  return post(`${node.baseUrl}${AGENT_REST.login}`, { username, password });
}

/** `count` attempts one after the other. */
export async function inTurn(count: number, attempt: (index: number) => Promise<SignInAnswer>) {
  const answers: SignInAnswer[] = [];
  for (let index = 0; index < count; index++) answers.push(await attempt(index));
  return answers;
}

export const codesOf = (answers: readonly SignInAnswer[]) => answers.map((answer) => answer.code);
