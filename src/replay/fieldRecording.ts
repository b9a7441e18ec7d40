import { decodeAgentSignIn } from '../protocol/agentFrames';
import { ERROR_CODE } from '../protocol/codes';
import { HEADERS } from '../protocol/identifiers';
import { RECORDING_ID_PATTERN, RECORDING_REST } from '../protocol/recordings';
import { readRecording } from '../recorder/recordingFormat';
import type { LoadResult } from './loadRecording';

/** Where the agent console keeps its sign-in (src/agent/agents.ts): this tab's sessionStorage. */
const AGENT_SIGN_IN_KEY = 'agent-console.sign-in';

/** The field recording the address names (`/replay?recording=<id>`), if any. */
export function recordingIdOf(search: string): string | null {
  return new URLSearchParams(search).get('recording');
}

/** The agent's token, unless missing, unreadable or expired. */
function agentToken(storage: Pick<Storage, 'getItem'>, now: number): string | null {
  try {
    const decoded = decodeAgentSignIn(JSON.parse(storage.getItem(AGENT_SIGN_IN_KEY) ?? 'null'));
    return decoded.ok && decoded.value.expires_at > now ? decoded.value.token : null;
  } catch {
    return null;
  }
}

const failure = (message: string, detail: string, signIn = false): LoadResult => ({
  ok: false,
  message,
  detail,
  ...(signIn && { signIn }),
});

const SIGN_IN = 'Sign in to the agent console first, then press “Replay session” again.';

/** A refusal of the sandbox (an envelope with its code), in words. */
function refusal(code: number, msg: string): LoadResult {
  const detail = `code ${code}${msg ? `: ${msg}` : ''}`;
  if (code === ERROR_CODE.tokenInvalid || code === ERROR_CODE.tokenExpired || code === ERROR_CODE.authFailed)
    return failure(`Your agent session is over. ${SIGN_IN}`, detail, true);
  if (code === ERROR_CODE.notFound || code === ERROR_CODE.forbidden)
    return failure(
      'This recording does not exist, or it is not yours to see: only agents of the product’s company can.',
      detail,
    );
  return failure('The sandbox refused to send this recording.', detail);
}

/** The sandbox's answer: the usual envelope, whose data is the assembled recording. */
function recordingOfAnswer(body: unknown, id: string): LoadResult {
  const { code, msg, data } = (body ?? {}) as { code?: unknown; msg?: unknown; data?: unknown };
  if (typeof code !== 'number') return failure('The sandbox’s answer is not a recording.', 'no envelope');
  if (code !== ERROR_CODE.ok) return refusal(code, typeof msg === 'string' ? msg : '');
  const read = readRecording(data);
  if (!read.ok) return failure('The recording the sandbox sent cannot be replayed.', read.detail);
  return { ok: true, recording: read.recording, fileName: `field recording ${id}` };
}

/**
 * Loads `/replay?recording=<id>` with the agent console's session of this tab (the viewer is on the
 * same origin): every failure is a message, never an exception.
 */
export async function loadFieldRecording(
  id: string,
  { fetchFn = fetch, storage = sessionStorage, now = Date.now() } = {},
): Promise<LoadResult> {
  if (!RECORDING_ID_PATTERN.test(id)) return failure('This address does not name a recording.', `id "${id}"`);
  const token = agentToken(storage, now);
  if (!token) return failure(`You are not signed in as an agent. ${SIGN_IN}`, 'no agent session in this tab', true);
  let body: unknown;
  try {
    const response = await fetchFn(RECORDING_REST.agentRecording(id), { headers: { [HEADERS.token]: token } });
    body = await response.json();
  } catch (error) {
    return failure(
      'The recording could not be fetched from the sandbox.',
      error instanceof Error ? error.message : String(error),
    );
  }
  return recordingOfAnswer(body, id);
}
