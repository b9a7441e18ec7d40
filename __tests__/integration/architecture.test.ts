/**
 * The layer rules of docs/architecture.md are lint errors (.eslintrc.cjs): each probe below is an
 * existing file given new content, as a developer might change it, linted by the project's own
 * configuration without touching the tree (`lintText` with the file's path); the new-feature probe
 * writes its folder into a scratch copy of the configuration, src/ and server/. `npm run lint` (part of `npm test`) proves the tree
 * itself passes. The type-aware cycle check (dependency-cruiser, also run by `npm run lint`) is run on a
 * scratch copy of src/ and server/ in a temporary folder.
 */
import { loadESLint, type ESLint } from 'eslint';
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
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
      'src/features/chat/model/timeline.ts',
      importing('../../workOrders/workOrdersSlice', 'workOrdersSlice'),
    ],
    [
      'a feature importing another feature’s component',
      'src/features/workOrders/format.ts',
      importing('../chat/composer/Composer', 'Composer'),
    ],
    ['a feature importing the app', 'src/features/faq/faqLinks.ts', importing('../../app/rootReducer', 'rootReducer')],
    [
      'a feature importing the recorder',
      'src/features/chat/model/timeline.ts',
      importing('../../../recorder/recorder', 'createRecorder'),
    ],
    [
      'shared code importing a feature',
      'src/lib/navigation.ts',
      importing('../features/chat/state/chatSlice', 'chatSlice'),
    ],
    ['shared code importing the app', 'src/realtime/frameIntent.ts', importing('../app/store', 'createAppStore')],
    ['src/lib importing the api', 'src/lib/navigation.ts', importing('../api/api', 'api')],
    [
      'the api importing the session it serves',
      'src/api/apiError.ts',
      importing('../session/sessionApi', 'sessionApi'),
    ],
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
    [
      'a sandbox domain service importing the HTTP transport',
      'server/messaging/service.ts',
      importing('../http/auth', 'headerOf'),
    ],
    [
      'a sandbox domain service importing the socket transport',
      'server/workOrders/status.ts',
      importing('../realtime/closeCodes', 'WS_CLOSE_CODE'),
    ],
    [
      'a sandbox port importing the transport',
      'server/ports.ts',
      importing('./realtime/registry', 'ConnectionRegistry'),
    ],
    [
      'a store importing a domain service',
      'server/store/messages.ts',
      importing('../messaging/aiResponder', 'AiResponder'),
    ],
    [
      'the database seed importing a domain service',
      'server/db/seed.ts',
      importing('../sessions/service', 'SessionService'),
    ],
    ['a route reading a store', 'server/http/routes/faq.ts', importing('../../store', 'createStore')],
    [
      'a socket handler reading a store',
      'server/realtime/handlers/inbox.ts',
      importing('../../store/messages', 'toWireMessage'),
    ],
    ['the sandbox importing its entry point', 'server/app.ts', "import './main';\nexport const probe = 1;\n"],
    ['a test importing the sandbox entry point', '__tests__/support/sandbox.ts', "import '../../server/main';\n"],
  ])('refuses %s', async (_case, path, code) => {
    expect(await rulesBroken(path, code)).toContain('import/no-restricted-paths');
  });

  it.each([
    [
      'a feature importing shared code',
      'src/features/chat/model/timeline.ts',
      importing('../../session/sessionSelectors', 'selectUserId'),
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
    ['a route calling a domain service', 'server/http/routes/faq.ts', importing('../../faq/service', 'FaqService')],
    ['a domain service naming a port', 'server/workOrders/status.ts', importing('../ports', 'CustomerRef')],
    ['a domain service reading a store', 'server/groups/service.ts', importing('../store/receptions', 'SupportGroup')],
    ['the database seed reading FAQ content', 'server/db/seed.ts', importing('../faq/seedFaq', 'seedFaq')],
  ])('allows %s', async (_case, path, code) => {
    expect(await rulesBroken(path, code)).toEqual([]);
  });

  it('covers a feature folder added after the rules were written (the lint command fails)', () => {
    // A scratch copy of the configuration, src/ and server/, so the probe never writes into the tree: the
    // configuration reads src/features and server/ beside itself when it loads.
    const scratch = mkdtempSync(join(tmpdir(), 'feature-probe-'));
    try {
      for (const path of ['package.json', '.eslintrc.cjs', 'src', 'server'])
        cpSync(join(ROOT, path), join(scratch, path), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
      const folder = join(scratch, 'src', 'features', 'zzLintProbe');
      mkdirSync(folder);
      writeFileSync(join(folder, 'probe.ts'), importing('../chat/state/chatSlice', 'chatSlice'));
      // A process of its own, as `npm run lint`.
      const lint = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--ext', '.ts', 'src/features/zzLintProbe/probe.ts'],
        {
          cwd: scratch,
          env: { ...process.env, ESLINT_USE_FLAT_CONFIG: 'false', NODE_NO_WARNINGS: '1' },
          encoding: 'utf8',
        },
      );
      expect(lint.stdout).toContain('import/no-restricted-paths');
      expect(lint.status).toBe(1);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('import cycles', () => {
  it.each([
    ['in a feature', 'src/features/chat/model/timeline.ts', importing('../state/chatSelectors', 'selectTimeline')],
    ['across shared folders', 'src/api/apiError.ts', importing('../session/sessionListeners', 'startSessionListeners')],
    ['in the sandbox', 'server/realtime/rawText.ts', importing('./dispatcher', 'createDispatcher')],
  ])('are refused %s', async (_case, path, code) => {
    expect(await rulesBroken(path, code)).toContain('import/no-cycle');
  });
});

/** The cycle check of `npm run lint`, as package.json runs it. */
function cycleCheckOfLint(): string[] {
  const lint: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.lint;
  const command = lint.split('&&').find((part) => part.trim().startsWith('depcruise'));
  if (!command) throw new Error('npm run lint does not run depcruise');
  return command.trim().split(/\s+/).slice(1);
}

function checkCycles(cwd: string) {
  return spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'), ...cycleCheckOfLint()],
    {
      cwd,
      encoding: 'utf8',
    },
  );
}

describe('import cycles, type-only imports included (dependency-cruiser in npm run lint)', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'cycle-probe-'));
    for (const path of ['src', 'server', 'tsconfig.json', '.dependency-cruiser.cjs'])
      cpSync(join(ROOT, path), join(scratch, path), { recursive: true });
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Adds a type-only import to a copied file, checks the copy, and takes the import back out. */
  function checkWithTypeImport(path: string, line: string) {
    const file = join(scratch, path);
    const before = readFileSync(file, 'utf8');
    appendFileSync(file, line);
    try {
      return checkCycles(scratch);
    } finally {
      writeFileSync(file, before);
    }
  }

  it('passes on the tree', () => {
    const check = checkCycles(ROOT);
    expect(check.stdout + check.stderr).not.toContain('no-circular');
    expect(check.status).toBe(0);
  }, 60_000);

  it.each([
    [
      'in the client',
      'src/protocol/identifiers.ts',
      "import type { OutgoingData } from './frames';\nexport type CycleProbe = OutgoingData;\n",
      /src\/protocol\/identifiers\.ts →\s+src\/protocol\/frames\.ts/,
    ],
    [
      'in the sandbox',
      'server/ports.ts',
      "import type { ReadReceipts } from './messaging/readReceipts';\nexport type CycleProbe = ReadReceipts;\n",
      /server\/ports\.ts →\s+server\/messaging\/readReceipts\.ts/,
    ],
  ])(
    'fail %s, where eslint sees none',
    async (_case, path, line, cycle) => {
      const check = checkWithTypeImport(path, line);
      expect(check.status).not.toBe(0);
      expect(check.stdout).toContain('no-circular');
      expect(check.stdout).toMatch(cycle);
      // eslint's import/no-cycle skips type imports: this is what the second check is for.
      expect(await rulesBroken(path, readFileSync(join(ROOT, path), 'utf8') + line)).not.toContain('import/no-cycle');
    },
    60_000,
  );
});
