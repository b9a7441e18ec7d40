import { ERROR_CODE } from '../protocol/codes';
import { HEADERS } from '../protocol/identifiers';
import { RECORDING_REST } from '../protocol/recordings';
import type { PendingChunk, SendOutcome } from './uploader';

/** The customer's credentials, as every customer REST call sends them (src/api/envelopeBaseQuery.ts). */
export interface ChunkAuth {
  token: string | null;
  productId: string | null;
  companyId: string | null;
}

const RETRIED_CODES: readonly number[] = [
  ERROR_CODE.tooManyRequests,
  ERROR_CODE.serverError,
  ERROR_CODE.tokenExpired,
  ERROR_CODE.tokenInvalid,
];

/** What an upload's answer means for its chunk: a busy or failing server, or an ended session, is tried again. */
export function uploadOutcomeOf(status: number, body: unknown): SendOutcome {
  const code = (body as { code?: unknown } | null)?.code;
  if (status >= 200 && status < 300 && code === ERROR_CODE.ok) return 'stored';
  if (code === ERROR_CODE.recordingFull) return 'full';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (typeof code === 'number' && RETRIED_CODES.includes(code)) return 'retry';
  return 'refused';
}

export type ChunkSender = (
  recordingId: string,
  chunk: PendingChunk & { body: Uint8Array },
  keepalive: boolean,
) => Promise<SendOutcome>;

/** PUT of one gzipped chunk with the customer's token; without a token yet (not signed in), later. */
export function createChunkSender(apiBase: string, auth: () => ChunkAuth, send = fetch): ChunkSender {
  return async (recordingId, chunk, keepalive) => {
    const { token, productId, companyId } = auth();
    if (!token) return 'retry';
    const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/gzip' });
    headers.set(HEADERS.token, token);
    if (productId) headers.set(HEADERS.productId, productId);
    if (companyId) headers.set(HEADERS.companyId, companyId);
    const reason = chunk.reason ? `?reason=${chunk.reason}` : '';
    const response = await send(`${apiBase}${RECORDING_REST.chunk(recordingId, chunk.page, chunk.chunk)}${reason}`, {
      method: 'PUT',
      headers,
      body: chunk.body as Uint8Array<ArrayBuffer>,
      keepalive,
      credentials: 'omit',
    });
    return uploadOutcomeOf(response.status, await response.json().catch(() => null));
  };
}
