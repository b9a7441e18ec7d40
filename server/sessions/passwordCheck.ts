import { hashPassword, needsRehash, verifyPassword } from '../db/passwords';
import type { Store } from '../store';
import type { User } from '../store/users';

/**
 * Whether the password is the user's; always hashes, so an unknown user answers as slowly as a wrong
 * password. A right password whose stored hash is below the configured cost (an N = 2^14 hash from
 * before issue 30) is rehashed and stored: hashes reach today's cost as their owners sign in.
 */
export async function passwordMatches(store: Store, user: User | undefined, password: string): Promise<boolean> {
  const stored = user?.passwordHash ?? null;
  const matches = await verifyPassword(password, stored);
  if (matches && user && stored && needsRehash(stored)) {
    await store.users.replacePasswordHash(user.id, stored, await hashPassword(password));
  }
  return matches;
}
