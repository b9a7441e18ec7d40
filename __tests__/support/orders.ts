/** Helpers for the order, storage and work-order tests (node test environment only). */
import { CONTENT_TYPE } from '../../src/protocol/codes';
import type { DecodeResult } from '../../src/protocol/codec';
import { aiReplySchema, type AiQueryPayload, type AiReply } from '../../src/protocol/entities';
import { HEADERS } from '../../src/protocol/identifiers';
import { DOCUMENTED_REST } from '../../src/protocol/restCatalog';
import { jsonString } from '../../src/protocol/validate';
import { textMessage, type TestSocket } from './sandbox';

export interface Call {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; data: unknown };
}

/** A POST with a JSON body and the token header; resolves with the status and the envelope. */
export async function postWithToken(baseUrl: string, path: string, token: string, body: unknown): Promise<Call> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [HEADERS.token]: token },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Call['body'] };
}

/** A filing of `POST deal-user/work-order` for alice on `demo`, with the given fields over a top-up filing. */
export function filing(
  overrides: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    productId: '1',
    userId: '10001',
    nickname: 'Alice',
    groupId: '',
    kind: 1,
    type: 8,
    workOrderExtra: { trans_images: [], appeal_amount: '', payOrderSn: 'TP10001', ...extra },
    ...overrides,
  };
}

export function fileWorkOrder(baseUrl: string, token: string, body: unknown): Promise<Call> {
  return postWithToken(baseUrl, DOCUMENTED_REST.submitWorkOrder, token, body);
}

/** A 203 query from the socket's user to the demo AI. */
export function aiQueryMessage(socket: TestSocket, query: string, extra: Partial<AiQueryPayload> = {}) {
  const payload: AiQueryPayload = { time_zone: 'UTC', query, images: [], withdraw_order_ids: [], ...extra };
  return textMessage(JSON.stringify(payload), { content_type: CONTENT_TYPE.aiQuery, sender_id: socket.uid });
}

const aiReplyContent = jsonString(aiReplySchema);

/** The push_msg frames of a content type received so far. */
export function pushesOf(socket: TestSocket, contentType: number): Extract<DecodeResult, { kind: 'frame' }>[] {
  return socket.received.filter(
    (result): result is Extract<DecodeResult, { kind: 'frame' }> =>
      result.kind === 'frame' &&
      result.frame.identify === 'push_msg' &&
      (result.frame.data as { content_type: number }).content_type === contentType,
  );
}

/** The contents (JSON-decoded) of the push_msg frames of a content type received so far. */
export function pushedContents(socket: TestSocket, contentType: number): unknown[] {
  return pushesOf(socket, contentType).map(
    (push) => JSON.parse((push.frame.data as { content: string }).content) as unknown,
  );
}

/** Waits until `count` push_msg frames of the content type have arrived; returns their contents. */
export async function waitForPushes(socket: TestSocket, contentType: number, count: number): Promise<unknown[]> {
  await socket.waitFor(() => pushesOf(socket, contentType).length >= count);
  return pushedContents(socket, contentType);
}

/** Asks the AI and resolves with its decoded reply (validated by the client's schema). */
export async function askAi(socket: TestSocket, query: string, extra: Partial<AiQueryPayload> = {}): Promise<AiReply> {
  const before = pushesOf(socket, CONTENT_TYPE.aiReply).length;
  const ack = await socket.request('send_msg', aiQueryMessage(socket, query, extra));
  if (ack.kind !== 'frame') throw new Error(`send refused: ${JSON.stringify(ack)}`);
  await socket.waitFor(() => pushesOf(socket, CONTENT_TYPE.aiReply).length > before);
  const decoded = aiReplyContent(
    (pushesOf(socket, CONTENT_TYPE.aiReply)[before].frame.data as { content: string }).content,
  );
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
}

/**
 * Signs an upload and PUTs `bytes` with exactly the signed headers; resolves with the file URL. A
 * customer's by default; an agent's with `{ path: AGENT_REST.signUpload, query: { reception_id } }`.
 */
export async function upload(
  baseUrl: string,
  token: string,
  bytes: Buffer,
  contentType = 'image/png',
  signing: { path: string; query?: Record<string, string> } = { path: DOCUMENTED_REST.signUploadObject },
): Promise<string> {
  const query = new URLSearchParams({
    ...signing.query,
    file_name: 'shot.png',
    content_type: contentType,
    size: String(bytes.length),
  });
  const signed = await fetch(`${baseUrl}${signing.path}?${query.toString()}`, {
    headers: { [HEADERS.token]: token },
  });
  const envelope = (await signed.json()) as {
    code: number;
    data: { upload_url: string; headers: Record<string, string>; file_url: string };
  };
  if (envelope.code !== 0) throw new Error(`sign-upload-object failed: ${envelope.code}`);
  const put = await fetch(envelope.data.upload_url, {
    method: 'PUT',
    headers: envelope.data.headers,
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`PUT failed: ${put.status} ${await put.text()}`);
  return envelope.data.file_url;
}

/** A tiny valid PNG (1×1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
