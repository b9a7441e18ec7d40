import { ERROR_CODE } from './codes';
import { incomingDataSchemas, outgoingDataSchemas, type IncomingData, type OutgoingData } from './frames';
import {
  isIncomingIdentifier,
  OUTGOING_IDENTIFIERS,
  type IncomingIdentifier,
  type OutgoingIdentifier,
} from './identifiers';
import { id, int, object, str, withDefault } from './validate';

/** Frames larger than this are refused before parsing (docs/protocol.md, "Limits"). */
export const MAX_FRAME_BYTES = 256 * 1024;

export type OutgoingFrame<I extends OutgoingIdentifier = OutgoingIdentifier> = {
  [K in I]: { identify: K; sender_id: string; product_id: string; msg_incr: string; data: OutgoingData[K] };
}[I];

export type IncomingFrame<I extends IncomingIdentifier = IncomingIdentifier> = {
  [K in I]: { identify: K; msg_incr: string; data: IncomingData[K] };
}[I];

/** A reply whose err_code is not 0: the request failed; its data is not interpreted. */
export interface ReplyError {
  identify: IncomingIdentifier;
  msg_incr: string;
  err_code: number;
  err_msg: string;
}

export type DecodeResult =
  | { kind: 'frame'; frame: IncomingFrame }
  | { kind: 'replyError'; error: ReplyError }
  | { kind: 'malformed'; reason: string; identify?: string };

const incomingEnvelope = object({
  identify: str,
  msg_incr: withDefault(str, ''),
  err_code: withDefault(int, 0),
  err_msg: withDefault(str, ''),
});

function parseJson(raw: unknown): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (typeof raw !== 'string') return { ok: false, reason: 'frame is not text' };
  if (raw.length > MAX_FRAME_BYTES) return { ok: false, reason: `frame larger than ${MAX_FRAME_BYTES} bytes` };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, reason: 'frame is not valid JSON' };
  }
}

/** Decodes and validates a frame from the server. Never throws. */
export function decodeIncomingFrame(raw: unknown): DecodeResult {
  const parsed = parseJson(raw);
  if (!parsed.ok) return { kind: 'malformed', reason: parsed.reason };
  const envelope = incomingEnvelope(parsed.value);
  if (!envelope.ok) return { kind: 'malformed', reason: envelope.error };
  const { identify, msg_incr, err_code, err_msg } = envelope.value;
  if (!isIncomingIdentifier(identify))
    return { kind: 'malformed', reason: `unknown identify "${identify.slice(0, 64)}"`, identify };
  if (err_code !== ERROR_CODE.ok) return { kind: 'replyError', error: { identify, msg_incr, err_code, err_msg } };
  const data = incomingDataSchemas[identify]((parsed.value as { data?: unknown }).data, 'data');
  if (!data.ok) return { kind: 'malformed', reason: `${identify}: ${data.error}`, identify };
  return { kind: 'frame', frame: { identify, msg_incr, data: data.value } as IncomingFrame };
}

export function encodeOutgoingFrame(frame: OutgoingFrame): string {
  return JSON.stringify(frame);
}

const outgoingEnvelope = object({ identify: str, sender_id: id, product_id: id, msg_incr: str });
// Only the sandbox decodes outgoing frames: marked pure, the client's bundle leaves the set out.
const outgoingSet: ReadonlySet<string> = /* @__PURE__ */ new Set(OUTGOING_IDENTIFIERS);

export type OutgoingDecodeResult =
  { ok: true; frame: OutgoingFrame } | { ok: false; reason: string; identify?: string; msg_incr?: string };

/** Used by the sandbox to validate client frames with the same schemas the client encodes. */
export function decodeOutgoingFrame(raw: unknown): OutgoingDecodeResult {
  const parsed = parseJson(raw);
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  const envelope = outgoingEnvelope(parsed.value);
  if (!envelope.ok) return { ok: false, reason: envelope.error };
  const { identify, sender_id, product_id, msg_incr } = envelope.value;
  if (!outgoingSet.has(identify))
    return { ok: false, reason: `unknown identify "${identify.slice(0, 64)}"`, identify, msg_incr };
  const outgoing = identify as OutgoingIdentifier;
  const data = outgoingDataSchemas[outgoing]((parsed.value as { data?: unknown }).data ?? {}, 'data');
  if (!data.ok) return { ok: false, reason: `${identify}: ${data.error}`, identify, msg_incr };
  return {
    ok: true,
    frame: { identify: outgoing, sender_id, product_id, msg_incr, data: data.value } as OutgoingFrame,
  };
}

/** A frame as the server writes it: replies echo the request's identify and msg_incr. */
export interface ServerFrame<I extends IncomingIdentifier = IncomingIdentifier> {
  identify: I;
  msg_incr: string;
  err_code: number;
  err_msg: string;
  data: IncomingData[I] | null;
}
