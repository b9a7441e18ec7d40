import type { SandboxDatabase } from '../../server/db/open';
import { createStore, type Store } from '../../server/store';
import { newDataDir, removeDataDir } from './sandbox';
import { openTestDatabase } from './testDatabase';

export interface TestStore {
  database: SandboxDatabase;
  store: Store;
}

/**
 * A migrated and seeded database of the engine under test, with its store, for the enclosing describe
 * block (or file): opened before its tests, closed and removed after them. Read it inside the tests.
 */
export function storeForTests(prefix: string): () => TestStore {
  const dataDir = newDataDir(prefix);
  let opened: TestStore | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase(dataDir);
    opened = { database, store: createStore(database) };
  });
  afterAll(async () => {
    await opened?.database.close();
    await removeDataDir(dataDir);
  });
  return () => {
    if (!opened) throw new Error('the test store is opened in beforeAll');
    return opened;
  };
}
