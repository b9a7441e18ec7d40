import { join } from 'node:path';

/** The repository's root, for tests that read its files wherever the test itself lives. */
export const REPO_ROOT = join(__dirname, '..', '..');
