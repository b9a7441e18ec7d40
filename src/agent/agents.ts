import { AGENT_REST, decodeAgentSignIn, type AgentSignIn } from '../protocol/agentFrames';
import { ERROR_CODE } from '../protocol/codes';
import type { TFunction } from 'i18next';
import { HEADERS } from '../protocol/identifiers';
import { consoleText, type ConsoleText } from './i18n/consoleText';

export type { AgentSignIn };

/** Where the console keeps its sign-in: this tab only, gone when the tab closes. */
export const SIGN_IN_STORAGE_KEY = 'agent-console.sign-in';

/** What the console says when the sandbox does not answer. */
export const UNREACHABLE_PROBLEM = consoleText('signIn.unreachable');

export type SignInResult = { ok: true; signIn: AgentSignIn } | { ok: false; problem: ConsoleText };

/** How long the server asked to wait (its Retry-After, in whole seconds), when it said. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('Retry-After')?.trim() ?? '';
  return /^\d{1,6}$/.test(header) ? Number(header) : undefined;
}

/** Too many attempts: for how long, in seconds under a minute and in minutes (rounded up) beyond. */
function waitProblem(retryAfterSeconds: number | undefined): ConsoleText {
  if (retryAfterSeconds === undefined) return consoleText('signIn.tooMany');
  if (retryAfterSeconds < 60) return consoleText('signIn.tooManySeconds', { n: Math.max(1, retryAfterSeconds) });
  return consoleText('signIn.tooManyMinutes', { n: Math.ceil(retryAfterSeconds / 60) });
}

/** What the sign-in screen says when the server refuses (docs/protocol.md, "Agent sign-in"). */
export function signInProblemOf(code: number, retryAfterSeconds?: number): ConsoleText {
  if (code === ERROR_CODE.authFailed) return consoleText('signIn.wrong');
  if (code === ERROR_CODE.tooManyRequests) return waitProblem(retryAfterSeconds);
  if (code === ERROR_CODE.parameterError) return consoleText('signIn.missing');
  return consoleText('signIn.failed', { code });
}

/** POST agent/login on the page's own origin. */
export async function requestSignIn(fetchFn: typeof fetch, username: string, password: string): Promise<SignInResult> {
  let body: unknown;
  let retryAfter: number | undefined;
  try {
    const response = await fetchFn(AGENT_REST.login, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    retryAfter = retryAfterOf(response);
    body = await response.json();
  } catch {
    return { ok: false, problem: UNREACHABLE_PROBLEM };
  }
  const { code, data } = (body ?? {}) as { code?: unknown; data?: unknown };
  const decoded = decodeAgentSignIn(data);
  if (code === ERROR_CODE.ok && decoded.ok) return { ok: true, signIn: decoded.value };
  return { ok: false, problem: signInProblemOf(typeof code === 'number' ? code : ERROR_CODE.serverError, retryAfter) };
}

/** POST agent/logout: the token stops working; the console forgets it whatever the answer. */
export function requestSignOut(fetchFn: typeof fetch, token: string): void {
  void fetchFn(AGENT_REST.logout, { method: 'POST', headers: { [HEADERS.token]: token } }).catch(() => undefined);
}

/** The stored sign-in, unless missing, unreadable or already expired. */
export function loadSignIn(storage: Pick<Storage, 'getItem'>, now: number): AgentSignIn | null {
  try {
    const decoded = decodeAgentSignIn(JSON.parse(storage.getItem(SIGN_IN_STORAGE_KEY) ?? 'null'));
    return decoded.ok && decoded.value.expires_at > now ? decoded.value : null;
  } catch {
    return null;
  }
}

export function agentLabel(signIn: Pick<AgentSignIn, 'agent_id' | 'nickname'>, t: TFunction): string {
  return signIn.nickname ? `${signIn.nickname} (${signIn.agent_id})` : t('app.agent', { id: signIn.agent_id });
}
