import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './run';

/** design.md, "Download": the initial JS+CSS for a usable /chat stays within 165 KB gzip. */
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
