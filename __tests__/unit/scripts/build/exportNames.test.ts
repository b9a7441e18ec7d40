/**
 * @jest-environment ./__tests__/support/quietNodeEnvironment.ts
 *
 * The build's last pass over its chunks (scripts/build/exportNames.ts): a binding is exported under
 * its own local name, and its importers ask for it by that name, wherever every importer names what it
 * imports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alignExportNames, type ChunkCode } from '../../../../scripts/build/exportNames';

const chunk = (fileName: string, code: string, dynamicImports: string[] = []): ChunkCode => ({
  fileName,
  code,
  dynamicImports,
});

const ENTRY = chunk('assets/index-a.js', 'var mm=1,h=()=>mm+1;import("./lazy-b.js");export{mm as $,h as Qt};', [
  'assets/lazy-b.js',
]);

describe('exporting each binding under its local name', () => {
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
      case: 'leaves a chunk that is loaded with import() as it is (its exports are read as properties)',
      chunks: [
        chunk('assets/index-a.js', 'import("./lazy-b.js").then(m=>m.X);', ['assets/lazy-b.js']),
        chunk('assets/lazy-b.js', 'var y=1;export{y as X};'),
      ],
      expected: {},
    },
    {
      case: 'leaves a chunk imported as a namespace as it is',
      chunks: [ENTRY, chunk('assets/lazy-b.js', 'import*as n from"./index-a.js";export const b=n.$;')],
      expected: {},
    },
    {
      case: 'leaves a chunk that another chunk re-exports as it is',
      chunks: [ENTRY, chunk('assets/lazy-b.js', 'export{$ as b}from"./index-a.js";')],
      expected: {},
    },
    {
      case: 'keeps the names of a binding exported twice, and `default`',
      chunks: [chunk('assets/index-a.js', 'var a=1,d=2;export{a as X,a as Y,d as default};')],
      expected: {},
    },
  ])('$case', ({ chunks, expected }) => {
    expect(Object.fromEntries(alignExportNames(chunks))).toEqual(expected);
  });

  it('gives the importers the same values as before (the changed modules run in Node)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-names-'));
    try {
      const chunks = [
        chunk('index-a.js', 'var mm=20,h=n=>mm+n,z=1;export{mm as $,h as Qt,z};'),
        chunk('lazy-b.js', 'import{$ as e,Qt as t,z}from"./index-a.js";export const b=[e,t(2),z];'),
      ];
      const changed = alignExportNames(chunks);
      expect(changed.size).toBe(2);
      for (const { fileName, code } of chunks) writeFileSync(join(dir, fileName), changed.get(fileName) ?? code);
      writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
      const output = execFileSync(
        process.execPath,
        ['-e', 'import("./lazy-b.js").then((m) => console.log(JSON.stringify(m.b)))'],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
      expect(JSON.parse(output)).toEqual([20, 22, 1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
