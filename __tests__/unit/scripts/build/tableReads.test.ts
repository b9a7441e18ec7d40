/**
 * The reads of protocol tables that the client's build writes as values (scripts/build/tableReads.ts,
 * used by scripts/build/inlineTables.ts), on modules parsed as the bundler hands them over.
 */
import { parse } from 'acorn';
import { tableReads, tablesOf, type EstreeNode, type TablesByModule } from '../../../../scripts/build/tableReads';

const CODES = '/repo/src/protocol/codes';
const tables: TablesByModule = new Map([
  [
    CODES,
    tablesOf({
      ERROR_CODE: { ok: 0, tokenExpired: 1009 },
      OFFSET: { before: -1 },
      REST: { login: '/api/v1/user/login' },
      PHASES: [2, 3],
      WITH_SCHEMA: { parse: () => null },
      LIMIT: 3,
    }),
  ],
]);

/** The module's code with each read written as its value. */
function inlined(code: string, importer = '/repo/src/api/api.ts'): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as EstreeNode;
  return tableReads(program, importer, tables)
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: value }) => text.slice(0, start) + value + text.slice(end), code);
}

describe('the protocol tables read at build time', () => {
  it('are the exported objects of primitives only', () => {
    expect([...(tables.get(CODES)?.keys() ?? [])]).toEqual(['ERROR_CODE', 'OFFSET', 'REST']);
  });

  it.each([
    ['a code', "import { ERROR_CODE } from '../protocol/codes';\nf(ERROR_CODE.tokenExpired);", 'f(1009);'],
    ['a path', "import { REST } from '../protocol/codes.ts';\nget(REST.login);", 'get("/api/v1/user/login");'],
    ['under another name', "import { ERROR_CODE as E } from '../protocol/codes';\nx = E.ok;", 'x = 0;'],
    [
      'a negative number, in brackets',
      "import { OFFSET } from '../protocol/codes';\nx = 1 - OFFSET.before;",
      'x = 1 - (-1);',
    ],
  ])('write %s as its value', (_case, code, last) => {
    expect(inlined(code).split('\n').pop()).toBe(last);
  });

  it.each([
    ['a whole use', "import { ERROR_CODE } from '../protocol/codes';\nf(Object.values(ERROR_CODE));"],
    ['a computed read', "import { ERROR_CODE } from '../protocol/codes';\nf(ERROR_CODE[key]);"],
    ['a key the table lacks', "import { ERROR_CODE } from '../protocol/codes';\nf(ERROR_CODE.toString);"],
    ['a table of another module', "import { ERROR_CODE } from './codes';\nf(ERROR_CODE.ok);"],
    [
      'a table whose name the module declares again',
      "import { ERROR_CODE } from '../protocol/codes';\nfunction g(ERROR_CODE) { return ERROR_CODE.ok; }\nf(ERROR_CODE.ok);",
    ],
  ])('leave %s as it is', (_case, code) => {
    expect(inlined(code)).toBe(code);
  });
});
