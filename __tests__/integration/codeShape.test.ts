/**
 * Size limits that keep the busiest code readable (issue 26): measured with the TypeScript compiler's
 * own parse, so a function is what the compiler calls one (declarations, methods, arrows, expressions),
 * from its first line to its last, nested functions included in their parent.
 */
import { functionSizesOf, lineCountOf, sourceFilesUnder } from '../support/codeShape';

const FUNCTION_LINES = 80;
const SERVER_MODULE_LINES = 300;
const FUNCTION_LIMITED = ['src/realtime', 'src/features/chat', 'server/realtime'];
const isMigration = (file: string) => /^server\/db\/(postgres)?[mM]igrations\.ts$/.test(file);

describe('code shape', () => {
  it.each(FUNCTION_LIMITED)(`has no function longer than ${FUNCTION_LINES} lines in %s`, (dir) => {
    const files = sourceFilesUnder(dir);
    expect(files.length).toBeGreaterThan(0);
    const long = files
      .flatMap(functionSizesOf)
      .filter((size) => size.lines > FUNCTION_LINES)
      .map((size) => `${size.file}:${size.line} ${size.name} (${size.lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`has no server module longer than ${SERVER_MODULE_LINES} lines, migrations aside`, () => {
    const long = sourceFilesUnder('server')
      .filter((file) => !isMigration(file))
      .map((file) => ({ file, lines: lineCountOf(file) }))
      .filter(({ lines }) => lines > SERVER_MODULE_LINES)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(long).toEqual([]);
  });

  it('measures a function by the lines the compiler gives it', () => {
    const sizes = functionSizesOf('__tests__/support/codeShape.ts');
    const of = (name: string) => sizes.find((size) => size.name === name);
    expect(of('lineCountOf')).toMatchObject({ lines: 3 });
    expect(of('isFunctionLike')).toMatchObject({ lines: 11 });
  });
});
