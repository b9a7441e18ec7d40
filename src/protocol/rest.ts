import { ERROR_CODE } from './codes';
import { int, object, str, unknownValue, withDefault, type Validator } from './validate';

/** Every REST response, success or failure, is this envelope (docs/protocol.md, "Envelope"). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const envelopeSchema = object({ code: int, msg: withDefault(str, ''), data: unknownValue });

export type EnvelopeResult<T> = { ok: true; data: T } | { ok: false; code: number; msg: string };

/** Validates an envelope and its data; a malformed body becomes a serverError result, not a throw. */
export function readEnvelope<T>(body: unknown, data: Validator<T>): EnvelopeResult<T> {
  const envelope = envelopeSchema(body);
  if (!envelope.ok) return { ok: false, code: ERROR_CODE.serverError, msg: `malformed response: ${envelope.error}` };
  if (envelope.value.code !== ERROR_CODE.ok) return { ok: false, code: envelope.value.code, msg: envelope.value.msg };
  const checked = data(envelope.value.data, 'data');
  if (!checked.ok) return { ok: false, code: ERROR_CODE.serverError, msg: `malformed response: ${checked.error}` };
  return { ok: true, data: checked.value };
}
