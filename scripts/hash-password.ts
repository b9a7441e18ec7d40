/**
 * Prints the password_hash for a password, to replace a seeded demo password before production mode
 * (docs/security.md, "Production mode"): `node --import tsx scripts/hash-password.ts 'new password'`.
 */
import { hashPassword } from '../server/db/passwords';

const password = process.argv[2];
if (!password) {
  console.error("usage: node --import tsx scripts/hash-password.ts 'new password'");
  process.exit(1);
}
console.info(await hashPassword(password));
