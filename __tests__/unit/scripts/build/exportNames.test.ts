/**
 * @jest-environment ./__tests__/support/quietNodeEnvironment.ts
 *
 * The build's last pass over its chunks (scripts/build/exportNames.ts): an entry's binding is exported
 * under its own local name, and its importers ask for it by that name, wherever every importer names
 * what it imports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alignExportNames, type ChunkCode } from '../../../../scripts/build/exportNames';

const chunk = (fileName: string, code: string, dynamicImports: string[] = [], isEntry = false): ChunkCode => ({
  fileName,
  code,
  dynamicImports,
  isEntry,
});
const entry = (code: string, dynamicImports: string[] = []) => chunk('assets/index-a.js', code, dynamicImports, true);

const ENTRY = entry('var mm=1,h=()=>mm+1;import("./lazy-b.js");export{mm as $,h as Qt};', ['assets/lazy-b.js']);

describe('exporting each binding of an entry under its local name', () => {
  it.each([
    {
      case: "renames the entry's exports and its importers' specifiers",
      chunks: [ENTRY, chunk('assets/lazy-b.js', 'import{$ as e,Qt as t}from"./index-a.js";export const b=e+t();')],
      expected: {
        'assets/index-a.js': 'var mm=1,h=()=>mm+1;import("./lazy-b.js");export{mm,h};',
        'assets/lazy-b.js': 'import{mm as e,h as t}from"./index-a.js";export const b=e+t();',
      },
    },
    {
      case: 'writes a specifier whose local name is the new one once',
      chunks: [ENTRY, chunk('assets/lazy-b.js', 'import{$ as mm}from"./index-a.js";export const b=mm;')],
      expected: {
        'assets/index-a.js': 'var mm=1,h=()=>mm+1;import("./lazy-b.js");export{mm,h};',
        'assets/lazy-b.js': 'import{mm}from"./index-a.js";export const b=mm;',
      },
    },
    {
      case: 'leaves a chunk that is not an entry as it is (a later build could load it with import())',
      chunks: [
        entry('import("./lazy-b.js");', ['assets/lazy-b.js']),
        chunk('assets/lazy-b.js', 'import{$ as e}from"./shared-c.js";export const b=e;'),
        chunk('assets/shared-c.js', 'var mm=1;export{mm as $};'),
      ],
      expected: {},
    },
    {
      case: 'leaves an entry that a chunk loads with import() as it is (its exports are read as properties)',
      chunks: [ENTRY, chunk('assets/lazy-b.js', 'import("./index-a.js").then(m=>m.$);', ['assets/index-a.js'])],
      expected: {},
    },
    {
      case: 'leaves an entry imported as a namespace as it is',
      chunks: [ENTRY, chunk('assets/lazy-b.js', 'import*as n from"./index-a.js";export const b=n.$;')],
      expected: {},
    },
    {
      case: 'leaves an entry that another chunk re-exports as it is',
      chunks: [ENTRY, chunk('assets/lazy-b.js', 'export{$ as b}from"./index-a.js";')],
      expected: {},
    },
    {
      case: 'keeps the names of a binding exported twice, and `default`',
      chunks: [entry('var a=1,d=2;export{a as X,a as Y,d as default};')],
      expected: {},
    },
    {
      case: 'keeps a name that would be exported twice: by a declaration, or by an export that keeps its name',
      chunks: [entry('export const mm=1;var a=2,P=3,Q=4;export{mm as $,a as P,a as Y,P as Q,Q as R};')],
      expected: {},
    },
  ])('$case', ({ chunks, expected }) => {
    expect(Object.fromEntries(alignExportNames(chunks))).toEqual(expected);
  });

  it('gives the importers the same values as before (the changed modules run in Node)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-names-'));
    try {
      const chunks = [
        chunk('index-a.js', 'var mm=20,h=n=>mm+n,z=1;export{mm as $,h as Qt,z};', [], true),
        chunk('lazy-b.js', 'import{$ as e,Qt as t,z}from"./index-a.js";export const b=[e,t(2),z];'),
      ];
      const changed = alignExportNames(chunks);
      expect(changed.size).toBe(2);
      for (const { fileName, code } of chunks) writeFileSync(join(dir, fileName), changed.get(fileName) ?? code);
      writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
      const output = execFileSync(
        process.execPath,
        ['-e', 'import("./lazy-b.js").then((m) => console.log(JSON.stringify(m.b)))'],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(JSON.parse(output)).toEqual([20, 22, 1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
