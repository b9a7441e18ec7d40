/** The only module that reads import.meta.env; tests map it to __tests__/support/env.stub.ts. */
export const env = {
  /** Main API origin; empty means the page's own origin (the sandbox serves both). */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  /** Legacy FAQ client host (spec §6); empty means the page's own origin. */
  legacyFaqBase: (import.meta.env.VITE_LEGACY_FAQ_BASE as string | undefined) ?? '',
  dev: import.meta.env.DEV,
};

/**
 * Redux Toolkit runs its state checks (every build but a production one, as it decides itself): in a
 * production build their options are dead code, left out.
 */
export const STATE_CHECKS = !import.meta.env.PROD;
