import type { DatabaseConfig } from './db/config';
import { openDatabase } from './db/open';
import { verifyPassword } from './db/passwords';
import { DEMO_AGENTS, DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_PRODUCTS } from './db/seed';
import { createStore, type Store } from './store';

/** Production mode: NODE_ENV=production or SANDBOX_MODE=production (server/README.md; docs/security.md). */
export function isProductionMode(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' || env.SANDBOX_MODE === 'production';
}

/** What production mode refuses to start with, gathered from the environment and the database. */
export interface ProductionFacts {
  /** SANDBOX_FAULTS=1: the fault switch and the sent-code peek were asked for. */
  faultsRequested: boolean;
  storageSecretSet: boolean;
  /** App keys of products whose signing secret is still a seeded demo secret. */
  demoSecretProducts: readonly string[];
  /** Usernames that still sign in with their seeded demo password. */
  demoPasswordAccounts: readonly string[];
}

/** Each thing to change before production mode starts, as a line for the operator; none: it may start. */
export function productionProblems(facts: ProductionFacts): string[] {
  const problems: string[] = [];
  if (facts.faultsRequested) problems.push('SANDBOX_FAULTS=1 serves test-only routes: unset it.');
  if (!facts.storageSecretSet)
    problems.push('STORAGE_SECRET is unset: set it to a long random value (it signs upload URLs).');
  for (const appKey of facts.demoSecretProducts) {
    problems.push(
      `product "${appKey}" still has its demo signing secret: UPDATE products SET secret = '<a long random value>' WHERE app_key = '${appKey}';`,
    );
  }
  for (const username of facts.demoPasswordAccounts) {
    problems.push(
      `user "${username}" still has its demo password: UPDATE users SET password_hash = '<output of scripts/hash-password.ts>' WHERE username = '${username}';`,
    );
  }
  return problems;
}

const DEMO_SECRETS = new Set(DEMO_PRODUCTS.flatMap((product) => (product.secret ? [product.secret] : [])));

const DEMO_ACCOUNTS: readonly { id: string; password: string }[] = [
  ...DEMO_CUSTOMERS.map(({ id }) => ({ id, password: DEMO_PASSWORD })),
  ...DEMO_AGENTS.map(({ id, password }) => ({ id, password })),
];

/** Only the seeded products and accounts are checked: the seed is the only place demo secrets come from. */
export async function readProductionFacts(env: NodeJS.ProcessEnv, store: Store): Promise<ProductionFacts> {
  const demoSecretProducts: string[] = [];
  for (const { appKey } of DEMO_PRODUCTS) {
    const secret = (await store.products.findByAppKey(appKey))?.secret;
    if (secret && DEMO_SECRETS.has(secret)) demoSecretProducts.push(appKey);
  }
  const demoPasswordAccounts: string[] = [];
  for (const { id, password } of DEMO_ACCOUNTS) {
    const user = await store.users.findById(id);
    if (user?.passwordHash && (await verifyPassword(password, user.passwordHash)))
      demoPasswordAccounts.push(user.username);
  }
  return {
    faultsRequested: env.SANDBOX_FAULTS === '1',
    storageSecretSet: Boolean(env.STORAGE_SECRET),
    demoSecretProducts,
    demoPasswordAccounts,
  };
}

/**
 * The lines to print before refusing to start; empty when production mode may start on this data.
 * The same on both engines: the database is opened (so an empty one is migrated and seeded, and then
 * holds the demo secrets to change) and asked, never the SQLite file itself.
 */
export async function productionProblemsAt(env: NodeJS.ProcessEnv, config: DatabaseConfig): Promise<string[]> {
  const database = await openDatabase(config);
  try {
    return productionProblems(await readProductionFacts(env, createStore(database)));
  } finally {
    await database.close();
  }
}
