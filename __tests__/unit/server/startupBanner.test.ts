/** @jest-environment ./__tests__/support/quietNodeEnvironment.ts */
import { join } from 'node:path';
import { configFromEnv, type SandboxConfig } from '../../../server/config';
import type { DatabaseConfig } from '../../../server/db/config';
import { databaseName, enginesOf, startupBanner } from '../../../server/startupBanner';

function configOf(env: Record<string, string>): SandboxConfig {
  const result = configFromEnv(env, '/repo');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

const RUNNING = {
  base: 'http://127.0.0.1:8080',
  nodeId: 'node-a',
  storageUrl: 'http://127.0.0.1:8081',
  legacyFaqUrl: 'http://127.0.0.1:8082',
  demoHostUrl: 'http://127.0.0.1:8083/',
};

describe('the start-up lines', () => {
  it.each<[DatabaseConfig, string]>([
    [{ engine: 'sqlite', dataDir: '/data' }, `SQLite, ${join('/data', 'sandbox.sqlite')}`],
    [{ engine: 'postgres', url: 'postgres://user:secret@db:5432/sandbox' }, 'PostgreSQL, db:5432/sandbox'],
    [{ engine: 'postgres', url: 'postgres://u:p@[db/x' }, 'PostgreSQL'],
  ])('names the database %j as %j, never with its password', (database, name) => {
    expect(databaseName(database)).toBe(name);
  });

  it('names Redis, without its password, beside the database in a cluster', () => {
    expect(enginesOf(configOf({ REDIS_URL: 'redis://:secret@cache:6379', DATA_DIR: '/data' }))).toBe(
      `SQLite, ${join('/data', 'sandbox.sqlite')}; Redis cache:6379`,
    );
  });

  it.each<[string, Record<string, string>, string[], string[]]>([
    [
      'a demo',
      {},
      ['Demo links:', 'Host page (embed.js):    http://127.0.0.1:8083/', 'Realtime: in-process'],
      ['Fault switch'],
    ],
    [
      'a cluster node under test',
      { REDIS_URL: 'redis://cache:6379', SANDBOX_FAULTS: '1' },
      [
        'Realtime: Redis cache:6379, node node-a',
        'Fault switch ON (tests only): GET/POST http://127.0.0.1:8080/__sandbox/faults',
      ],
      [],
    ],
    [
      'production',
      { NODE_ENV: 'production' },
      ['Legacy FAQ host (spec §6): http://127.0.0.1:8082'],
      ['Demo links:', 'demo-pass'],
    ],
  ])('%s', (_case, env, shown, hidden) => {
    const banner = startupBanner(configOf(env), RUNNING);
    expect(banner).toContain('Support sandbox listening on http://127.0.0.1:8080');
    for (const line of shown) expect(banner).toContain(line);
    for (const line of hidden) expect(banner).not.toContain(line);
  });
});
