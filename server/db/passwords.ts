import { randomBytes, scrypt, scryptSync, timingSafeEqual, type BinaryLike } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16384;

function scryptAsync(password: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: COST }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<salt hex>$<key hex>`; synchronous because only the seed at start-up uses it. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, KEY_LENGTH, { N: COST });
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

// Verifying against this when the user is unknown keeps "no such user" as slow as "wrong password".
let decoyHash: string | undefined;
function decoy(): string {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, keyHex] = (stored ?? decoy()).split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}
