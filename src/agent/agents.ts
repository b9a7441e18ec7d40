import { AGENT_REST, decodeAgentSignIn, type AgentSignIn } from '../protocol/agentFrames';
import { ERROR_CODE } from '../protocol/codes';
import { HEADERS } from '../protocol/identifiers';

export type { AgentSignIn };

/** Where the console keeps its sign-in: this tab only, gone when the tab closes. */
export const SIGN_IN_STORAGE_KEY = 'agent-console.sign-in';

/** What the console says when the sandbox does not answer. */
export const UNREACHABLE_PROBLEM = 'Cannot reach the sandbox. Is it running?';

export type SignInResult = { ok: true; signIn: AgentSignIn } | { ok: false; problem: string };

/** What the sign-in screen says when the server refuses (docs/protocol.md, "Agent sign-in"). */
export function signInProblemOf(code: number): string {
  if (code === ERROR_CODE.authFailed) return 'Wrong username or password.';
  if (code === ERROR_CODE.tooManyRequests) return 'Too many sign-in attempts. Wait a minute, then try again.';
  if (code === ERROR_CODE.parameterError) return 'Enter a username and a password.';
  return `Sign-in failed (error ${code}).`;
}

/** POST agent/login on the page's own origin. */
export async function requestSignIn(fetchFn: typeof fetch, username: string, password: string): Promise<SignInResult> {
  let body: unknown;
  try {
    const response = await fetchFn(AGENT_REST.login, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    body = await response.json();
  } catch {
    return { ok: false, problem: UNREACHABLE_PROBLEM };
  }
  const { code, data } = (body ?? {}) as { code?: unknown; data?: unknown };
  const decoded = decodeAgentSignIn(data);
  if (code === ERROR_CODE.ok && decoded.ok) return { ok: true, signIn: decoded.value };
  return { ok: false, problem: signInProblemOf(typeof code === 'number' ? code : ERROR_CODE.serverError) };
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

export function agentLabel(signIn: Pick<AgentSignIn, 'agent_id' | 'nickname'>): string {
  return signIn.nickname ? `${signIn.nickname} (${signIn.agent_id})` : `Agent ${signIn.agent_id}`;
}
