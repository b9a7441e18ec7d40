import { posix } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { parse, type ExportSpecifier, type Program } from 'acorn';
import type { Plugin } from 'vite';

/** What the pass reads of a chunk. */
export interface ChunkCode {
  fileName: string;
  code: string;
  /** Files the chunk loads with `import()`: their exports are read as properties, by name. */
  dynamicImports: readonly string[];
  /** A page's entry: the only chunks whose exports are renamed (see alignExportNames). */
  isEntry: boolean;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const nameOf = (node: ExportSpecifier['exported']) => (node.type === 'Identifier' ? node.name : null);
const exportedName = (node: ExportSpecifier['exported']) =>
  node.type === 'Identifier' ? node.name : String(node.value);

/** The names `export const a = …`, `export function f() {}` and `export class C {}` give their bindings. */
function declaredExports(program: Program): string[] {
  return program.body.flatMap((node) => {
    if (node.type !== 'ExportNamedDeclaration' || !node.declaration) return [];
    const { declaration } = node;
    if (declaration.type !== 'VariableDeclaration') return [declaration.id.name];
    return declaration.declarations.flatMap(({ id }) => (id.type === 'Identifier' ? [id.name] : []));
  });
}

/**
 * `export { local as exported }` of a chunk's own bindings: exported name → local name, for each local
 * exported once whose name no export that keeps its name already has.
 */
function ownExports(program: Program): { renames: Map<string, string>; specifiers: ExportSpecifier[] } {
  const specifiers = program.body.flatMap((node) =>
    node.type === 'ExportNamedDeclaration' && !node.source && !node.declaration ? node.specifiers : [],
  );
  const exportedTimes = new Map<string, number>();
  for (const { local } of specifiers) {
    const name = nameOf(local);
    if (name) exportedTimes.set(name, (exportedTimes.get(name) ?? 0) + 1);
  }
  const renames = new Map<string, string>();
  for (const { local, exported } of specifiers) {
    const [from, to] = [nameOf(exported), nameOf(local)];
    if (from && to && from !== to && from !== 'default' && exportedTimes.get(to) === 1) renames.set(from, to);
  }
  // A rename given up keeps its exported name, which may be another rename's new name in turn.
  let clash: string | undefined;
  do {
    const kept = new Set([
      ...declaredExports(program),
      ...specifiers.map(({ exported }) => exportedName(exported)).filter((name) => !renames.has(name)),
    ]);
    clash = [...renames].find(([, to]) => kept.has(to))?.[0];
    if (clash) renames.delete(clash);
  } while (clash);
  return { renames, specifiers };
}

/** The chunk-level statements of `program` that name `target` as their source. */
function statementsFrom(program: Program, importer: string, target: string) {
  const resolves = (source: unknown) =>
    typeof source === 'string' && posix.join(posix.dirname(importer), source) === target;
  return program.body.filter(
    (node) =>
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      resolves(node.source?.value),
  );
}

/** The edits of the importers' specifiers, or null when an importer reads the exports otherwise than by name. */
function importerEdits(
  target: ChunkCode,
  renames: ReadonlyMap<string, string>,
  parsed: ReadonlyMap<ChunkCode, Program>,
): [string, Edit][] | null {
  const edits: [string, Edit][] = [];
  for (const [chunk, program] of parsed) {
    if (chunk === target) continue;
    if (chunk.dynamicImports.includes(target.fileName)) return null;
    for (const statement of statementsFrom(program, chunk.fileName, target.fileName)) {
      if (statement.type !== 'ImportDeclaration') return null;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') return null;
        if (specifier.type !== 'ImportSpecifier') continue;
        const renamed = renames.get(nameOf(specifier.imported) ?? '');
        if (!renamed) continue;
        const local = specifier.local.name;
        const text = renamed === local ? local : `${renamed} as ${local}`;
        edits.push([chunk.fileName, { start: specifier.start, end: specifier.end, text }]);
      }
    }
  }
  return edits;
}

const parsedModule = ({ code }: ChunkCode): Program => parse(code, { ecmaVersion: 'latest', sourceType: 'module' });

function applyEdits(code: string, edits: readonly Edit[]): string {
  let out = code;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/**
 * A minified chunk exports its bindings under names of their own (`export{mm as $}`), and the entry
 * has about a hundred that lazy chunks import. Exporting each binding under its local name instead
 * (`export{mm}`, and `import{mm as e}` in the importers) says the same in fewer bytes. Only a page's
 * entry: files keep the name of their content before this pass, so the same content must come out the
 * same in every build, and a shared chunk's content could stay while a later build also loads it with
 * `import()` (a browser holding one file of each build would mix the names); an entry is loaded by its
 * page. And only where every importer names what it imports: an entry loaded with `import()`, imported
 * as a namespace or re-exported keeps its names. Returns the new code of each changed file.
 */
export function alignExportNames(chunks: readonly ChunkCode[]): Map<string, string> {
  const parsed = new Map(chunks.map((chunk) => [chunk, parsedModule(chunk)]));
  const edits = new Map<string, Edit[]>();
  const add = (fileName: string, edit: Edit) => edits.set(fileName, [...(edits.get(fileName) ?? []), edit]);
  for (const [chunk, program] of parsed) {
    if (!chunk.isEntry) continue;
    const { renames, specifiers } = ownExports(program);
    if (renames.size === 0) continue;
    const importers = importerEdits(chunk, renames, parsed);
    if (!importers) continue;
    for (const [fileName, edit] of importers) add(fileName, edit);
    for (const { start, end, exported } of specifiers) {
      const local = renames.get(nameOf(exported) ?? '');
      if (local) add(chunk.fileName, { start, end, text: local });
    }
  }
  const codeOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code]));
  return new Map([...edits].map(([fileName, fileEdits]) => [fileName, applyEdits(codeOf.get(fileName)!, fileEdits)]));
}

/**
 * The build's pass of alignExportNames, after every other plugin has written its chunks. A build with
 * source maps keeps Rolldown's names: the maps would no longer match the changed lines.
 */
export function exportNamesAsLocals(): Plugin {
  return {
    name: 'export-names-as-locals',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(options, bundle: OutputBundle) {
        if (options.sourcemap) return;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        for (const [fileName, code] of alignExportNames(chunks)) (bundle[fileName] as OutputChunk).code = code;
      },
    },
  };
}
