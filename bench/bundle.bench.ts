import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryGraph, lazyOnlyFoldersIn, modulesByFolder, readChunks } from './entryModules';
import type { BenchResult } from './run';

/** Prints the entry's modules by folder (bundled bytes) and counts the folders that belong in lazy chunks. */
export function entryModules(dist = join(process.cwd(), 'dist')): BenchResult {
  const upFront = entryGraph(readChunks(dist));
  console.info('modules of the entry download, by folder (their code as bundled, before minifying and gzip):');
  for (const { folder, modules, bytes } of modulesByFolder(upFront))
    console.info(
      `      ${folder.padEnd(28)} ${String(modules).padStart(3)} modules ${(bytes / 1024).toFixed(1).padStart(7)} KB`,
    );
  const misplaced = lazyOnlyFoldersIn(upFront);
  return {
    name: `lazily loaded folders in the entry${misplaced.length > 0 ? ` (${misplaced.join(', ')})` : ''}`,
    value: misplaced.length,
    unit: 'folders',
    budget: '0',
    withinBudget: misplaced.length === 0,
  };
}

/** embed.js is on every host page that offers support, opened or not: a few KB (docs/embedding.md). */
export const EMBED_SCRIPT_BUDGET_KB = 5;

/** The size of embed.js as host pages download it, gzip -9. */
export function embedScript(dist = join(process.cwd(), 'dist')): BenchResult {
  const kb = gzipSync(readFileSync(join(dist, 'embed.js')), { level: 9 }).length / 1024;
  return {
    name: 'embed.js for host pages',
    value: Number(kb.toFixed(1)),
    unit: 'KB gzip -9',
    budget: `≤ ${EMBED_SCRIPT_BUDGET_KB}`,
    withinBudget: kb <= EMBED_SCRIPT_BUDGET_KB,
  };
}
