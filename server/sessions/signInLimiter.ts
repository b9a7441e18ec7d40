import { createHash } from 'node:crypto';
import { ERROR_CODE } from '../../src/protocol/codes';
import type { ExpiringCounters } from '../cluster';
import { RetryLaterError, SandboxError } from '../errors';
import { backoffDelayMs, SIGN_IN_BACKOFF, type BackoffPolicy } from './signInBackoff';

/** How many failed sign-ins one client address may make per window, whatever accounts they name. */
export interface AddressCeiling {
  max: number;
  timeWindowMs: number;
}

export interface SignInLimits {
  address: AddressCeiling;
  backoff: BackoffPolicy;
}

/** High enough for a carrier's or a host's shared address, far too few to guess passwords from one. */
export const SIGN_IN_ADDRESS_CEILING: AddressCeiling = { max: 300, timeWindowMs: 60_000 };
export const SIGN_IN_LIMITS: SignInLimits = { address: SIGN_IN_ADDRESS_CEILING, backoff: SIGN_IN_BACKOFF };

/** An account's failures are forgotten a day after its latest one (or at its next successful sign-in). */
const ACCOUNT_MEMORY_MS = 24 * 60 * 60_000;

/** A wrong password or a link's bad sign (authFailed), or a stale or reused link (signExpired). */
const CREDENTIAL_FAILURES: ReadonlySet<number> = new Set([ERROR_CODE.authFailed, ERROR_CODE.signExpired]);

export interface SignInAttempt {
  /** The client's address (behind TRUST_PROXY, the one its X-Forwarded-For names). */
  address: string;
  /** The accounts the attempt names (a username, a user id: each within its product); none for a signed link. */
  accounts: readonly string[];
}

const accountKey = (account: string) => `sign-in:account:${createHash('sha256').update(account).digest('hex')}`;
const addressKey = (address: string) => `sign-in:address:${address}`;

/**
 * Sign-in limits (docs/security.md, "Sign-in limits"): failures per account with backoff, and a ceiling on
 * failures per address. Successful sign-ins and verified signed links are never counted against the
 * address. The counters are the cluster's, so with REDIS_URL every node sees the same.
 */
export class SignInLimiter {
  constructor(
    private readonly counters: ExpiringCounters,
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
  ) {}

  /** Runs `signIn` unless the address or an account must wait first (tooManyRequests with a Retry-After). */
  async attempt<T>({ address, accounts }: SignInAttempt, signIn: () => Promise<T>): Promise<T> {
    await this.requireAddressBelowCeiling(address);
    // Claimed before the password is checked, so that parallel guesses for one account wait their turn too.
    for (const account of accounts) await this.claimAccountAttempt(account);
    try {
      const signedIn = await signIn();
      await Promise.all(accounts.map((account) => this.counters.remove(accountKey(account))));
      return signedIn;
    } catch (error) {
      if (error instanceof SandboxError && CREDENTIAL_FAILURES.has(error.code)) {
        await this.counters.add(addressKey(address), this.limits.address.timeWindowMs, false);
      }
      throw error;
    }
  }

  private async requireAddressBelowCeiling(address: string): Promise<void> {
    const failures = await this.counters.read(addressKey(address));
    if (failures && failures.count >= this.limits.address.max) {
      throw new RetryLaterError(failures.expiresInMs, 'too many failed sign-ins from this address');
    }
  }

  /** An attempt made before the wait its account owes is over is refused, and counts, restarting the wait. */
  private async claimAccountAttempt(account: string): Promise<void> {
    const added = await this.counters.add(accountKey(account), ACCOUNT_MEMORY_MS, true);
    const owed = backoffDelayMs(added.count - 1, this.limits.backoff);
    const waitMs = added.sincePreviousMs === undefined ? 0 : owed - added.sincePreviousMs;
    if (waitMs > 0) throw new RetryLaterError(waitMs, 'too many failed sign-ins for this account');
  }
}
