/**
 * The layer rules of docs/architecture.md are lint errors (.eslintrc.cjs): each probe below is an
 * existing file given new content, as a developer might change it, linted by the project's own
 * configuration without touching the tree (`lintText` with the file's path); only the new-feature
 * probe writes a file, in a folder it removes. `npm run lint` (part of `npm test`) proves the tree
 * itself passes.
 */
import { loadESLint, type ESLint } from 'eslint';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

async function linter(): Promise<ESLint> {
  const LegacyESLint = await loadESLint({ useFlatConfig: false });
  return new LegacyESLint({ cwd: ROOT }) as ESLint;
}

let eslint: ESLint;
beforeAll(async () => {
  eslint = await linter();
}, 60_000);

async function rulesBroken(path: string, code: string, using = eslint): Promise<string[]> {
  const [result] = await using.lintText(code, { filePath: join(ROOT, path) });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('import/'))
    .map((message) => message.ruleId ?? '');
}

const importing = (from: string, name: string) => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

describe('the layer rules', () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/chat/timeline.ts',
      importing('../workOrders/workOrdersSlice', 'workOrdersSlice'),
    ],
    [
      'a feature importing another feature’s component',
      'src/features/workOrders/format.ts',
      importing('../chat/components/Composer', 'Composer'),
    ],
    ['a feature importing the app', 'src/features/faq/faqLinks.ts', importing('../../app/rootReducer', 'rootReducer')],
    [
      'a feature importing the recorder',
      'src/features/chat/timeline.ts',
      importing('../../recorder/recorder', 'createRecorder'),
    ],
    ['shared code importing a feature', 'src/lib/navigation.ts', importing('../features/chat/chatSlice', 'chatSlice')],
    ['shared code importing the app', 'src/realtime/frameIntent.ts', importing('../app/store', 'createAppStore')],
    [
      'src/protocol importing the rest of the client',
      'src/protocol/urls.ts',
      importing('../lib/storage', 'memoryStore'),
    ],
    [
      'the customer app importing the replay viewer',
      'src/app/hooks.ts',
      importing('../replay/readOnlyStore', 'createReadOnlyStore'),
    ],
    ['the client importing the sandbox', 'src/lib/navigation.ts', importing('../../server/errors', 'SandboxError')],
    [
      'the sandbox importing client code beyond src/protocol',
      'server/errors.ts',
      importing('../src/lib/storage', 'memoryStore'),
    ],
  ])('refuses %s', async (_case, path, code) => {
    expect(await rulesBroken(path, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    [
      'a feature importing shared code',
      'src/features/chat/timeline.ts',
      importing('../../lib/session/sessionSelectors', 'selectUserId'),
    ],
    [
      'a feature importing its own modules',
      'src/features/workOrders/format.ts',
      importing('./workOrdersSlice', 'workOrdersSlice'),
    ],
    ['the app composing features', 'src/app/hooks.ts', importing('../features/chat/ChatScreen', 'ChatScreen')],
    [
      'the replay viewer importing the app',
      'src/replay/clientCss.ts',
      importing('../app/replayReducer', 'replayReducer'),
    ],
    ['the sandbox importing src/protocol', 'server/errors.ts', importing('../src/protocol/codes', 'CONTENT_TYPE')],
  ])('allows %s', async (_case, path, code) => {
    expect(await rulesBroken(path, code)).toEqual([]);
  });

  it('covers a feature folder added after the rules were written (the lint command fails)', () => {
    const folder = join(ROOT, 'src', 'features', 'zzLintProbe');
    mkdirSync(folder);
    try {
      writeFileSync(join(folder, 'probe.ts'), importing('../chat/chatSlice', 'chatSlice'));
      // A process of its own, as `npm run lint`: the configuration reads src/features when it loads.
      const lint = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--ext', '.ts', 'src/features/zzLintProbe/probe.ts'],
        {
          cwd: ROOT,
          env: { ...process.env, ESLINT_USE_FLAT_CONFIG: 'false', NODE_NO_WARNINGS: '1' },
          encoding: 'utf8',
        },
      );
      expect(lint.status).toBe(1);
      expect(lint.stdout).toContain('import/no-restricted-paths');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('import cycles', () => {
  it.each([
    ['in a feature', 'src/features/chat/timeline.ts', importing('./chatSelectors', 'selectTimeline')],
    [
      'across shared folders',
      'src/api/apiError.ts',
      importing('../lib/session/sessionListeners', 'startSessionListeners'),
    ],
    ['in the sandbox', 'server/realtime/rawText.ts', importing('./dispatcher', 'createDispatcher')],
  ])('are refused %s', async (_case, path, code) => {
    expect(await rulesBroken(path, code)).toContain('import/no-cycle');
  });
});
