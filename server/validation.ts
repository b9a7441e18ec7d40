import { ERROR_CODE } from '../src/protocol/codes';
import type { Validator } from '../src/protocol/validate';
import { SandboxError } from './errors';

/** Validates input with a protocol validator; a failure is a parameterError naming the field. */
export function parseOrThrow<T>(validator: Validator<T>, input: unknown, path = ''): T {
  const result = validator(input, path);
  if (!result.ok) throw new SandboxError(ERROR_CODE.parameterError, result.error);
  return result.value;
}

/** A string that is present and not blank, trimmed; else a parameterError. */
export function requireText(value: string | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw new SandboxError(ERROR_CODE.parameterError, `${field} is required`);
  return text;
}

/** A message's client_msg_id names it for its sender (idempotent sends, check-send-status). */
export const MAX_CLIENT_MSG_ID_LENGTH = 128;

/** A client_msg_id that is blank or longer than MAX_CLIENT_MSG_ID_LENGTH is a parameterError. */
export function checkClientMsgId(clientMsgId: string): void {
  if (clientMsgId.trim() === '' || clientMsgId.length > MAX_CLIENT_MSG_ID_LENGTH) {
    throw new SandboxError(ERROR_CODE.parameterError, 'client_msg_id is empty or too long');
  }
}

/** Counts code points, so an emoji is one character whatever its UTF-16 length. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** One field of a parsed query string: absent → undefined; repeated (an array) → parameterError. */
export function queryField(query: unknown, field: string): string | undefined {
  const value = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[field] : undefined;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new SandboxError(ERROR_CODE.parameterError, `${field} must be given once`);
  return value;
}

/** "a/b" of two whole numbers, each at least 1 (the limits' settings, e.g. "10/60"); undefined otherwise. */
export function parseCountPair(text: string): [number, number] | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const pair = match ? ([Number(match[1]), Number(match[2])] as [number, number]) : undefined;
  return pair && pair[0] >= 1 && pair[1] >= 1 ? pair : undefined;
}
