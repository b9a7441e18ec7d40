import { dirname, resolve } from 'node:path';

type Primitive = string | number | boolean;
/** An exported object whose every value is a string, number or boolean: `ERROR_CODE`, `REST`. */
export type Table = Readonly<Record<string, Primitive>>;
/** Each module's tables by export name; modules keyed by their absolute path without extension. */
export type TablesByModule = ReadonlyMap<string, ReadonlyMap<string, Table>>;

/** The ESTree nodes read here, loosely: a parser's own types are wider than this needs. */
export interface EstreeNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export interface Replacement {
  start: number;
  end: number;
  text: string;
}

const isNode = (value: unknown): value is EstreeNode =>
  typeof value === 'object' && value !== null && typeof (value as EstreeNode).type === 'string';

const children = (node: EstreeNode): EstreeNode[] =>
  Object.values(node)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(isNode);

function walk(node: EstreeNode, visit: (node: EstreeNode) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

/** A module's tables: its exported objects whose every value is a primitive. */
export function tablesOf(module: Readonly<Record<string, unknown>>): Map<string, Table> {
  const tables = new Map<string, Table>();
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const values = Object.values(value);
    if (values.length > 0 && values.every((entry) => ['string', 'number', 'boolean'].includes(typeof entry)))
      tables.set(name, value as Table);
  }
  return tables;
}

/** The names a declaration pattern binds (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function patternNames(pattern: unknown): string[] {
  if (!isNode(pattern)) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return (pattern.properties as EstreeNode[]).flatMap((property) =>
        patternNames(property.type === 'RestElement' ? property.argument : property.value),
      );
    case 'ArrayPattern':
      return (pattern.elements as unknown[]).flatMap(patternNames);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    case 'RestElement':
      return patternNames(pattern.argument);
    default:
      return [];
  }
}

/** Every name the module declares outside its imports, in any scope: a table named like one is left alone. */
function declaredNames(program: EstreeNode): Set<string> {
  const names = new Set<string>();
  walk(program, (node) => {
    const bound =
      node.type === 'VariableDeclarator'
        ? [node.id]
        : node.type === 'CatchClause'
          ? [node.param]
          : /^(Function|ArrowFunction|Class)(Declaration|Expression)$/.test(node.type)
            ? [node.id, ...((node.params as unknown[] | undefined) ?? [])]
            : [];
    bound.flatMap(patternNames).forEach((name) => names.add(name));
  });
  return names;
}

/** The tables a module imports by name (`import { ERROR_CODE as E }`), by local name. */
function importedTables(program: EstreeNode, importer: string, tables: TablesByModule): Map<string, Table> {
  const imported = new Map<string, Table>();
  for (const statement of program.body as EstreeNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as EstreeNode).value as string;
    const moduleTables = tables.get(resolve(dirname(importer), source).replace(/\.[cm]?[jt]sx?$/, ''));
    for (const specifier of moduleTables ? (statement.specifiers as EstreeNode[]) : []) {
      const table =
        specifier.type === 'ImportSpecifier' && moduleTables?.get((specifier.imported as EstreeNode).name as string);
      if (table) imported.set((specifier.local as EstreeNode).name as string, table);
    }
  }
  return imported;
}

const literal = (value: Primitive) => (typeof value === 'number' && value < 0 ? `(${value})` : JSON.stringify(value));

/**
 * Where a module reads an entry of an imported table (`ERROR_CODE.ok`, `REST.login`): each such read
 * with the value to write in its place. Whole uses (`Object.values(WS_CLOSE_CODE)`) stay as they are.
 */
export function tableReads(program: EstreeNode, importer: string, tables: TablesByModule): Replacement[] {
  const imported = importedTables(program, importer, tables);
  if (imported.size === 0) return [];
  const declared = declaredNames(program);
  const reads: Replacement[] = [];
  walk(program, (node) => {
    if (node.type !== 'MemberExpression' || node.computed) return;
    const object = node.object as EstreeNode;
    const property = node.property as EstreeNode;
    if (object.type !== 'Identifier' || property.type !== 'Identifier' || declared.has(object.name as string)) return;
    const table = imported.get(object.name as string);
    const key = property.name as string;
    if (table && Object.hasOwn(table, key)) reads.push({ start: node.start, end: node.end, text: literal(table[key]) });
  });
  return reads;
}
