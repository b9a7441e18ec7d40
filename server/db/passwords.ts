import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: N = 2^log2N, block size r, parallelism p. */
export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet (2025): N = 2^17, r = 8, p = 1 (128 MiB per hash). */
export const OWASP_SCRYPT_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };
/** What `scrypt$<salt>$<key>` hashes (before issue 30) were made with: Node's defaults but for N. */
const LEGACY_COST: ScryptCost = { log2N: 14, r: 8, p: 1 };
/**
 * `PASSWORD_HASH_COST` sets log2 N (r and p stay OWASP's). Tests lower it (__tests__/support/passwordCost.ts):
 * they seed and sign in hundreds of users, at 0.3–0.5 s each at N = 2^17.
 */
export const PASSWORD_COST_VARIABLE = 'PASSWORD_HASH_COST';
const LOG2N_RANGE = { min: 10, max: 20 } as const;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** The cost new hashes get, from the environment; throws, naming the variable, on a bad value. */
export function passwordCostFrom(env: Readonly<Record<string, string | undefined>>): ScryptCost {
  const raw = env[PASSWORD_COST_VARIABLE];
  if (!raw) return OWASP_SCRYPT_COST;
  const log2N = Number(raw);
  if (Number.isInteger(log2N) && log2N >= LOG2N_RANGE.min && log2N <= LOG2N_RANGE.max)
    return { ...OWASP_SCRYPT_COST, log2N };
  throw new Error(
    `${PASSWORD_COST_VARIABLE} must be log2 of scrypt's N, a whole number from ${LOG2N_RANGE.min} to ${LOG2N_RANGE.max} (OWASP: ${OWASP_SCRYPT_COST.log2N}), got "${raw}"`,
  );
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

const HEX = /^(?:[0-9a-f]{2})+$/;
const PARAMETERS = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/;

/**
 * `scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt hex>$<key hex>`, or the older `scrypt$<salt hex>$<key hex>`
 * (LEGACY_COST); null for anything else, or a cost this module would not make.
 */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const fields = stored.split('$');
  if (fields[0] !== 'scrypt' || (fields.length !== 3 && fields.length !== 4)) return null;
  const [saltHex, keyHex] = fields.slice(-2);
  let cost = LEGACY_COST;
  if (fields.length === 4) {
    const match = PARAMETERS.exec(fields[1]);
    if (!match) return null;
    cost = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  }
  const sane = cost.log2N >= LOG2N_RANGE.min && cost.log2N <= LOG2N_RANGE.max && cost.r >= 1 && cost.p >= 1;
  if (!sane || !HEX.test(saltHex) || !HEX.test(keyHex)) return null;
  return { cost, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

/** Asynchronous (libuv's thread pool), so a sign-in does not stop the event loop for its ~0.3 s. */
function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // scrypt needs 128·N·r·p bytes; Node refuses above 32 MiB unless told (N = 2^17 needs 128 MiB).
  const maxmem = 128 * N * cost.r * cost.p + 32 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r: cost.r, p: cost.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A self-describing hash (parsePasswordHash) at `cost`, by default the configured one. */
export async function hashPassword(password: string, cost = passwordCostFrom(process.env)): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return `scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Whether a stored hash is cheaper than `cost` in any parameter: its owner's next sign-in rehashes it. */
export function needsRehash(stored: string, cost = passwordCostFrom(process.env)): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  return parsed.cost.log2N < cost.log2N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

// Verifying against this when the user is unknown keeps "no such user" as slow as "wrong password".
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parsePasswordHash(stored ?? (await decoy()));
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return stored !== null && timingSafeEqual(parsed.key, actual);
}
