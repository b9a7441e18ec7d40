import { AGENT_REST } from '../protocol/agentFrames';
import { CONTENT_TYPE, ERROR_CODE } from '../protocol/codes';
import { HEADERS } from '../protocol/identifiers';
import { readEnvelope } from '../protocol/rest';
import { signedUploadSchema, type UploadContentType } from '../protocol/uploads';
import { NETWORK_ERROR_CODE } from '../lib/networkError';
import { imageSize, putSigned, UploadError } from '../uploads/putSigned';
import { checkUploadFile } from '../uploads/uploadRules';
import { newClientMsgId } from './clientMsgId';
import { consoleText, type ConsoleText } from './i18n/consoleText';
import type { AgentFrame } from './frames';

/** What the console says when a file cannot be sent; the customer's rules apply (docs/protocol.md, uploads). */
export function uploadProblemOf(code: number): ConsoleText {
  switch (code) {
    case ERROR_CODE.fileTypeUnsupported:
      return consoleText('attach.type');
    case ERROR_CODE.fileTooLarge:
      return consoleText('attach.size');
    case ERROR_CODE.parameterError:
      return consoleText('attach.empty');
    case ERROR_CODE.tooManyUploads:
      return consoleText('attach.tooMany');
    case ERROR_CODE.uploadQuotaExceeded:
      return consoleText('attach.quota');
    case ERROR_CODE.notFound:
      return consoleText('attach.notServed');
    case NETWORK_ERROR_CODE:
      return consoleText('attach.unreachable');
    default:
      return consoleText('attach.other', { code });
  }
}

/** GET agent/sign-upload-object for a file to the customer of a reception this agent serves. */
async function signUpload(
  fetchFn: typeof fetch,
  token: string,
  receptionId: string,
  file: File,
  contentType: UploadContentType,
) {
  const query = new URLSearchParams({
    reception_id: receptionId,
    file_name: file.name || 'file',
    content_type: contentType,
    size: String(file.size),
  });
  let body: unknown;
  try {
    const response = await fetchFn(`${AGENT_REST.signUpload}?${query.toString()}`, {
      headers: { [HEADERS.token]: token },
    });
    body = await response.json();
  } catch {
    throw new UploadError(NETWORK_ERROR_CODE);
  }
  const read = readEnvelope(body, signedUploadSchema);
  if (!read.ok) throw new UploadError(read.code);
  return read.data;
}

/**
 * The agent's file to the customer, as the customer's client sends one: checked first (types and
 * sizes of UPLOAD_CONTENT_TYPES), signed for this agent and reception, PUT to the storage host with
 * only the signed headers, then sent as a 102 whose URL is the uploaded file. Rejects with an UploadError.
 */
export async function sendFile(
  fetchFn: typeof fetch,
  token: string,
  receptionId: string,
  file: File,
  send: (frame: AgentFrame) => boolean,
): Promise<void> {
  const check = checkUploadFile(file);
  if (!check.ok) throw new UploadError(check.code);
  const signed = await signUpload(fetchFn, token, receptionId, file, check.contentType);
  await putSigned(signed, file);
  const size = check.contentType.startsWith('image/') ? await imageSize(file) : { width: 0, height: 0 };
  const content = JSON.stringify({ url: signed.file_url, ...size });
  const frame: AgentFrame = {
    type: 'send',
    reception_id: receptionId,
    content,
    client_msg_id: newClientMsgId(),
    content_type: CONTENT_TYPE.image,
  };
  if (!send(frame)) throw new UploadError(NETWORK_ERROR_CODE);
}

/** sendFile, answered with what to tell the agent when it failed (null once sent). */
export function sendFileProblem(...args: Parameters<typeof sendFile>): Promise<ConsoleText | null> {
  return sendFile(...args).then(
    () => null,
    (error: unknown) => uploadProblemOf(error instanceof UploadError ? error.code : ERROR_CODE.serverError),
  );
}
