/** What stands in for a secret in a recording. */
export const REDACTED = '[redacted]';

/** Keys whose values never enter a recording (docs/architecture.md, "Locales, secrets, browsers"). */
export const DEFAULT_SECRET_KEYS: readonly string[] = ['pass', 'password', 'token', 'sign', 'ts', 'nonce', 'secret'];

/**
 * Keys whose string values are what a customer typed into a sensitive field: the identification code
 * (src/features/social/verify, sent as `code`). A number under the same key stays (the envelope's `code`).
 */
export const DEFAULT_SENSITIVE_TEXT_KEYS: readonly string[] = ['code'];

export interface Redacted<T> {
  value: T;
  /** A cheap estimate of the value's size as JSON, measured in the same walk. */
  bytes: number;
}

const MAX_DEPTH = 64;
/** Keys whose kind is remembered: a recording walks the same few keys again and again. */
const KNOWN_KEYS_KEPT = 512;

/** What a key's value is to a recording: kept, always redacted, or redacted when it is text. */
type KeyKind = 'plain' | 'secret' | 'sensitiveText';

/**
 * A deep redactor: values under secret keys, and secret query parameters inside URL-like strings,
 * become REDACTED. Copy-on-write: a value without secrets comes back as the same object, so recording
 * an action costs one walk and no copy.
 */
export function createRedactor(
  extraKeys: readonly string[] = [],
  sensitiveTextKeys: readonly string[] = DEFAULT_SENSITIVE_TEXT_KEYS,
): <T>(value: T) => Redacted<T> {
  const secretKeys = new Set([...DEFAULT_SECRET_KEYS, ...extraKeys].map((key) => key.toLowerCase()));
  const textKeys = new Set(sensitiveTextKeys.map((key) => key.toLowerCase()));
  const queryPattern = new RegExp(`([?&](?:${[...secretKeys, ...textKeys].join('|')})=)[^&#\\s"]*`, 'gi');
  const knownKeys = new Map<string, KeyKind>();
  const kindOf = (key: string): KeyKind => {
    const known = knownKeys.get(key);
    if (known !== undefined) return known;
    const lower = key.toLowerCase();
    const kind: KeyKind = secretKeys.has(lower) ? 'secret' : textKeys.has(lower) ? 'sensitiveText' : 'plain';
    // Bounded: keys from the network are not for a cache to grow on.
    if (knownKeys.size < KNOWN_KEYS_KEPT) knownKeys.set(key, kind);
    return kind;
  };
  const isSecret = (key: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return false;
    const kind = kindOf(key);
    return kind === 'secret' || (kind === 'sensitiveText' && typeof value === 'string');
  };

  const redactString = (text: string): string =>
    text.includes('=') ? text.replace(queryPattern, `$1${REDACTED}`) : text;

  function walk(value: unknown, depth: number, size: { bytes: number }): unknown {
    if (typeof value === 'string') {
      size.bytes += value.length + 2;
      return redactString(value);
    }
    if (typeof value !== 'object' || value === null) {
      size.bytes += 8;
      return value;
    }
    if (depth > MAX_DEPTH) return '[too deep]';
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const item = walk(value[i], depth + 1, size);
        if (item !== value[i]) (copy ??= value.slice())[i] = item;
      }
      return copy ?? value;
    }
    let copy: Record<string, unknown> | undefined;
    // for…in rather than Object.keys: no array per object walked. Actions, frames and state are plain
    // objects and arrays, with no inherited enumerable keys.
    for (const key in value) {
      const original = (value as Record<string, unknown>)[key];
      size.bytes += key.length + 4;
      const next = isSecret(key, original) ? REDACTED : walk(original, depth + 1, size);
      if (next !== original) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
    }
    return copy ?? value;
  }

  return <T>(value: T): Redacted<T> => {
    const size = { bytes: 0 };
    return { value: walk(value, 0, size) as T, bytes: size.bytes };
  };
}

/** An action whose `meta.sensitive` is true carries text the customer typed into a sensitive field. */
export interface SensitiveMeta {
  sensitive?: boolean;
}

function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return REDACTED;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, depth + 1)]));
}

/** Every string of a sensitive action's payload becomes REDACTED; any other action comes back as it is. */
export function withoutSensitivePayload<A extends { meta?: unknown; payload?: unknown }>(action: A): A {
  if ((action.meta as SensitiveMeta | undefined)?.sensitive !== true) return action;
  return { ...action, payload: redactStrings(action.payload) };
}
