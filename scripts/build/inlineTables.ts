import { basename } from 'node:path';
import { RolldownMagicString } from 'rolldown';
import type { Plugin } from 'vite';
import { tableReads, tablesOf, type EstreeNode, type TablesByModule } from './tableReads';

/**
 * Writes each read of a constant table's entry (`ERROR_CODE.ok`, `REST.login`, `SESSION_KEYS.token`)
 * as its value, so that a table no module uses whole leaves the bundle: the entry chunk no longer
 * carries every code, path and key of the lazy screens (about 1.2 KB gzip of a /chat download).
 * `modules` are the tables' modules as imported, keyed by their absolute path without extension.
 */
export function inlineTables(modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>): Plugin {
  const tables: TablesByModule = new Map(Object.entries(modules).map(([path, module]) => [path, tablesOf(module)]));
  const baseNames = [...tables.keys()].map((path) => basename(path));
  return {
    name: 'inline-tables',
    apply: 'build',
    // After TypeScript and JSX are compiled away: the module is plain JavaScript to parse.
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      if (!baseNames.some((name) => code.includes(name))) return null;
      const reads = tableReads(this.parse(code) as unknown as EstreeNode, id, tables);
      if (reads.length === 0) return null;
      const inlined = new RolldownMagicString(code);
      for (const { start, end, text } of reads) inlined.overwrite(start, end, text);
      return { code: inlined };
    },
  };
}
