import { ERROR_CODE } from '../../src/protocol/codes';
import { parseCountPair } from '../validation';

/** At most `max` within any window of `windowMs`. */
export interface CountPerWindow {
  max: number;
  windowMs: number;
}

/** What one customer (a user in a product) may store and send (docs/protocol.md, "Quotas"). */
export interface QuotaRules {
  /** Upload URLs signed (GET sign-upload-object). */
  uploadSigns: CountPerWindow;
  /** Bytes of the uploads signed within the last 24 hours: a signed URL reserves its size. */
  uploadBytesPerDay: number;
  /** Messages stored (send_msg), beyond each socket's frame budget. */
  messages: CountPerWindow;
}

export const DAY_MS = 24 * 60 * 60_000;
const MIB = 1024 * 1024;

/**
 * A person attaches a few files a minute and sends a few messages; a flood of either is a script. 200 MiB
 * a day is 20 photos at the 10 MiB limit, or 4 videos at 50 MiB.
 */
export const DEFAULT_QUOTAS: QuotaRules = {
  uploadSigns: { max: 20, windowMs: 60_000 },
  uploadBytesPerDay: 200 * MIB,
  messages: { max: 60, windowMs: 60_000 },
};

/** What the customer signed within the quotas' windows, before the upload being signed. */
export interface UploadUsage {
  /** URLs signed within the last `uploadSigns.windowMs`. */
  signsInWindow: number;
  /** Bytes signed within the last 24 hours. */
  bytesToday: number;
}

/** Why an upload of `size` bytes is refused, or `ok`. The per-minute count is checked first: it frees soonest. */
export function uploadVerdict(
  rules: QuotaRules,
  usage: UploadUsage,
  size: number,
): 'ok' | typeof ERROR_CODE.tooManyUploads | typeof ERROR_CODE.uploadQuotaExceeded {
  if (usage.signsInWindow >= rules.uploadSigns.max) return ERROR_CODE.tooManyUploads;
  if (usage.bytesToday + size > rules.uploadBytesPerDay) return ERROR_CODE.uploadQuotaExceeded;
  return 'ok';
}

/** The fixed window a moment falls in: counters are keyed by it, and expire with it. */
export function windowIndexOf(windowMs: number, now: number): number {
  return Math.floor(now / windowMs);
}

/** "max/windowSeconds", e.g. "20/60"; undefined when malformed. */
export function parseCountPerWindow(text: string): CountPerWindow | undefined {
  const pair = parseCountPair(text);
  return pair && { max: pair[0], windowMs: pair[1] * 1000 };
}

/** A whole number of bytes, at least 1, written plainly; undefined otherwise. */
export function parseByteCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[1-9]\d{0,15}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * UPLOAD_SIGN_LIMIT ("max/windowSeconds"), UPLOAD_DAILY_BYTES (bytes) and MESSAGE_RATE_LIMIT
 * ("max/windowSeconds"), each defaulted when unset or empty (server/README.md); every problem at once.
 */
export function quotasFromEnv(env: Env): { ok: true; quotas: QuotaRules } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const read = <T>(name: string, parse: (text: string) => T | undefined, fallback: T, shape: string): T => {
    const raw = env[name];
    if (!raw) return fallback;
    const value = parse(raw);
    if (value === undefined) errors.push(`${name} must be ${shape}, got "${raw}"`);
    return value ?? fallback;
  };
  const quotas: QuotaRules = {
    uploadSigns: read(
      'UPLOAD_SIGN_LIMIT',
      parseCountPerWindow,
      DEFAULT_QUOTAS.uploadSigns,
      '"max/windowSeconds" (e.g. "20/60")',
    ),
    uploadBytesPerDay: read(
      'UPLOAD_DAILY_BYTES',
      parseByteCount,
      DEFAULT_QUOTAS.uploadBytesPerDay,
      'a whole number of bytes of at least 1 (e.g. "209715200")',
    ),
    messages: read(
      'MESSAGE_RATE_LIMIT',
      parseCountPerWindow,
      DEFAULT_QUOTAS.messages,
      '"max/windowSeconds" (e.g. "60/60")',
    ),
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, quotas };
}
