import type { AppStoreOptions } from '../../src/app/store';

/**
 * What every test's app store is created with: its development-only state checks still run, but never
 * warn about their own duration, which measures the machine's load (and the console guard would fail
 * the test).
 */
export const TEST_STORE_OPTIONS = { devCheckWarnAfterMs: Infinity } satisfies Partial<AppStoreOptions>;

/** The same for a store a test configures itself: the default middleware's checks, never timed aloud. */
export const QUIET_STATE_CHECKS = {
  serializableCheck: { warnAfter: Infinity },
  immutableCheck: { warnAfter: Infinity },
} as const;
