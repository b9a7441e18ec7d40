import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODE } from '../../src/protocol/codes';

/** What a signed link vouches for (docs/protocol.md, "Signed links"). */
export interface SignedFields {
  appKey: string;
  username?: string;
  userId?: string;
  /** Issued at, unix seconds, as the link carries it. */
  ts: string;
  nonce: string;
}

/** How long a sign is accepted after its `ts` (and its nonce remembered). */
export const DEFAULT_SIGN_WINDOW_MS = 5 * 60_000;
/** A host's clock may run a little ahead of ours. */
export const SIGN_FUTURE_SKEW_MS = 60_000;

const SIGN_PATTERN = /^[0-9a-f]{64}$/;
const TS_PATTERN = /^[0-9]{1,12}$/;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The signed message: each field as `<UTF-8 byte length>:<value>`, in a fixed order, so no two
 * field lists give the same bytes (the old `a|b|c` join did: username `x|10001`).
 */
export function canonicalSignMessage(fields: SignedFields): string {
  return [fields.appKey, fields.username ?? '', fields.userId ?? '', fields.ts, fields.nonce]
    .map((value) => `${Buffer.byteLength(value, 'utf8')}:${value}`)
    .join('');
}

/** Lower-case hex HMAC-SHA256 of the canonical message: what the host's server puts in the link. */
export function computeSign(secret: string, fields: SignedFields): string {
  return createHmac('sha256', secret).update(canonicalSignMessage(fields)).digest('hex');
}

export interface SignParams {
  sign: string;
  ts: string;
  nonce: string;
}

/** What a host's server adds to a link it issues now: `ts`, a fresh random `nonce`, and their sign. */
export function signLink(
  secret: string,
  identity: Omit<SignedFields, 'ts' | 'nonce'>,
  nowMs: number = Date.now(),
): SignParams {
  const fields = { ...identity, ts: String(Math.floor(nowMs / 1000)), nonce: randomBytes(16).toString('hex') };
  return { sign: computeSign(secret, fields), ts: fields.ts, nonce: fields.nonce };
}

export type SignVerdict =
  | { ok: true; nonceExpiresAt: number }
  | { ok: false; code: typeof ERROR_CODE.authFailed | typeof ERROR_CODE.signExpired; reason: string };

export interface SignCheck {
  sign: string | undefined;
  secret: string;
  fields: Partial<SignedFields> & { appKey: string };
  nowMs: number;
  windowMs: number;
}

/**
 * Whether the sign is well-formed, authentic and fresh. The nonce's reuse is for the caller to
 * check (it needs the store) and only after this passed, so a forged sign cannot use up a nonce.
 */
export function verifySign({ sign, secret, fields, nowMs, windowMs }: SignCheck): SignVerdict {
  const { ts, nonce } = fields;
  if (!sign || !SIGN_PATTERN.test(sign) || !ts || !TS_PATTERN.test(ts) || !nonce || !NONCE_PATTERN.test(nonce)) {
    return { ok: false, code: ERROR_CODE.authFailed, reason: 'bad or missing sign, ts or nonce' };
  }
  const expected = Buffer.from(computeSign(secret, { ...fields, ts, nonce }));
  const actual = Buffer.from(sign);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false, code: ERROR_CODE.authFailed, reason: 'bad sign' };
  }
  const issuedAt = Number(ts) * 1000;
  if (issuedAt > nowMs + SIGN_FUTURE_SKEW_MS)
    return { ok: false, code: ERROR_CODE.signExpired, reason: 'sign issued in the future' };
  if (issuedAt + windowMs < nowMs) return { ok: false, code: ERROR_CODE.signExpired, reason: 'sign too old' };
  return { ok: true, nonceExpiresAt: issuedAt + windowMs };
}
