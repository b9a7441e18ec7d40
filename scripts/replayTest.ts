/**
 * Replays recordings exported from the viewer ("Export as test") in Jest, like the shipped ones
 * (__tests__/replay/src/recorder/recordings.test.ts): the real reducers, the recorded server, the
 * outgoing frames and the final state asserted.
 *
 *   npm run replay-test -- replay-AbCd…-to-120.json [more.json …]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2).map((file) => resolve(file));
const missing = files.filter((file) => !existsSync(file));
if (files.length === 0 || missing.length > 0) {
  console.error(
    files.length === 0 ? 'Usage: npm run replay-test -- <recording.json> …' : `Not found: ${missing.join(', ')}`,
  );
  process.exit(2);
}
const jest = spawnSync(
  process.execPath,
  // The test file first: --selectProjects takes every word after it.
  [
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '__tests__/replay/src/recorder/recordings.test.ts',
    '--selectProjects',
    'unit',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, REPLAY_TEST_FILES: files.join(delimiter) } },
);
process.exit(jest.status ?? 1);
