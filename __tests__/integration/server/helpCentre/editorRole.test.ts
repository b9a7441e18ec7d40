/**
 * The demo seed's editor (server/db/seed.ts): ann may edit the help centre, ben may not; a database
 * without any editor (seeded before the role existed) gets ann's on its next start, and roles set by
 * hand afterwards survive every start (the seed is idempotent).
 */
import type { SandboxDatabase } from '../../../../server/db/open';
import { createStore } from '../../../../server/store';
import { newDataDir, removeDataDir } from '../../../support/sandbox';
import { openTestDatabase } from '../../../support/testDatabase';

const ANN = '30001';
const BEN = '30002';

const dataDir = newDataDir('help-centre-editor-role-');

afterAll(() => removeDataDir(dataDir));

async function withDatabase<T>(work: (database: SandboxDatabase) => Promise<T>): Promise<T> {
  const database = await openTestDatabase(dataDir);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const roles = () =>
  withDatabase(async (database) => {
    const { users } = createStore(database);
    return [await users.canEditFaq(ANN), await users.canEditFaq(BEN)];
  });

const setRoles = (ann: 0 | 1, ben: 0 | 1) =>
  withDatabase(async ({ db }) => {
    await db.updateTable('users').set({ can_edit_faq: ann }).where('id', '=', ANN).execute();
    await db.updateTable('users').set({ can_edit_faq: ben }).where('id', '=', BEN).execute();
  });

describe('the demo editor', () => {
  it('is ann, not ben', async () => {
    expect(await roles()).toEqual([true, false]);
  });

  it('is given again to a database that has no editor at all', async () => {
    await setRoles(0, 0);
    expect(await roles()).toEqual([true, false]);
  });

  it('is left as set by hand once an editor exists', async () => {
    await setRoles(0, 1);
    expect(await roles()).toEqual([false, true]);
    expect(await roles()).toEqual([false, true]);
  });
});
