import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryGraph, lazyOnlyFoldersIn, modulesByFolder, readChunks } from './entryModules';
import type { BenchResult } from './run';

/** docs/architecture.md, "Budgets": the initial JS+CSS for a usable /chat stays within 165 KB gzip. */
const BUDGET_KB = 165;

/** Gzipped size of what index.html loads up front (scripts, module preloads, styles) in dist/. */
export function entryBundleSize(dist = join(process.cwd(), 'dist')): BenchResult {
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) throw new Error('dist/index.html is missing: run `npm run build` first');
  const html = readFileSync(indexPath, 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(([, path]) => path);
  const bytes = assets.reduce((total, asset) => total + gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length, 0);
  const kb = bytes / 1024;
  return { name: `initial JS+CSS of /chat (${assets.length} files)`, value: Math.round(kb * 10) / 10, unit: 'KB gzip', budget: `≤ ${BUDGET_KB}`, withinBudget: kb <= BUDGET_KB };
}

/** Prints the entry's modules by folder (minified bytes) and counts the folders that belong in lazy chunks. */
export function entryModules(dist = join(process.cwd(), 'dist')): BenchResult {
  const upFront = entryGraph(readChunks(dist));
  console.info('modules of the entry download, by folder (minified, before gzip):');
  for (const { folder, modules, bytes } of modulesByFolder(upFront)) console.info(`      ${folder.padEnd(28)} ${String(modules).padStart(3)} modules ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
  const misplaced = lazyOnlyFoldersIn(upFront);
  return {
    name: `lazily loaded folders in the entry${misplaced.length > 0 ? ` (${misplaced.join(', ')})` : ''}`,
    value: misplaced.length,
    unit: 'folders',
    budget: '0',
    withinBudget: misplaced.length === 0,
  };
}
