import type { SandboxDatabase } from '../db/open';

/** Why the store failed, in the words operators read in the log and on /health. */
export type StoreCause = 'disk full' | 'read-only' | 'locked';

/** SQLite's primary result codes (extended codes start with them) and PostgreSQL's SQLSTATEs. */
const CAUSE_CODES: readonly (readonly [StoreCause, readonly string[]])[] = [
  ['disk full', ['SQLITE_FULL', '53100']],
  ['read-only', ['SQLITE_READONLY', '25006']],
  ['locked', ['SQLITE_BUSY', 'SQLITE_LOCKED', '55P03']],
];

export function storeCauseOf(error: unknown): StoreCause | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  const matches = (known: string) => code === known || code.startsWith(`${known}_`);
  return CAUSE_CODES.find(([, codes]) => codes.some(matches))?.[0];
}

/**
 * A store error whose cause operators must see: its message starts with the cause ("disk full: database
 * or disk is full"), and it keeps the driver's code, so checks by code still work.
 */
export class StoreError extends Error {
  readonly code: string;

  constructor(
    readonly storeCause: StoreCause,
    original: Error & { code: string },
  ) {
    super(`${storeCause}: ${original.message}`, { cause: original });
    this.name = 'StoreError';
    this.code = original.code;
  }
}

export interface StoreProblem {
  cause: StoreCause;
  message: string;
  /** When the first failure of this episode happened (ms since the epoch). */
  since: number;
}

const problems = new WeakMap<SandboxDatabase, StoreProblem>();

/**
 * Notes a failed query or transaction: one with a known cause becomes the database's current problem
 * (until a write succeeds) and is given back as a StoreError; any other error is given back as it came.
 */
export function storeFailed(database: SandboxDatabase, error: unknown): unknown {
  if (error instanceof StoreError) return error;
  const cause = storeCauseOf(error);
  if (!cause) return error;
  const named = new StoreError(cause, error as Error & { code: string });
  const since = problems.get(database)?.since ?? Date.now();
  problems.set(database, { cause, message: named.message, since });
  return named;
}

/** A write went through: whatever stopped writes before is over. */
export function storeWrote(database: SandboxDatabase): void {
  problems.delete(database);
}

/** The problem writes have had since the last one that succeeded, if any. */
export function storeProblemOf(database: SandboxDatabase): StoreProblem | undefined {
  return problems.get(database);
}
