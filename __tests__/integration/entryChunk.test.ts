/**
 * The customer page's up-front download holds the core of a usable /chat and none of the code that
 * loads with its own screen or feature (docs/architecture.md, "Lazy features"). The client is built
 * for real, into a temporary folder, and its chunks are read from the build's chunks.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { LOCALE_STORAGE_KEY } from '../../src/session/sessionStorageKeys';
import {
  entryGraph,
  folderOf,
  lazyOnlyFoldersIn,
  modulesByFolder,
  readChunks,
  type ChunkInfo,
} from '../../bench/entryModules';

const ROOT = join(__dirname, '..', '..');
let out: string;
let upFront: ChunkInfo[];

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'client-build-'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, stdio: 'pipe' },
  );
  upFront = entryGraph(readChunks(out));
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the entry download of the customer page', () => {
  it('holds no work-order, evaluation, upload, FAQ, conversation, home, social, recorder, replay or agent code', () => {
    expect(lazyOnlyFoldersIn(upFront)).toEqual([]);
  });

  it('holds no map of the other screens’ texts: only the chat’s locale files are imported from it', () => {
    const entryImports = upFront.flatMap((chunk) => chunk.dynamicImports);
    const moreFiles = readChunks(out)
      .filter((chunk) => chunk.modules.some((module) => /^locales\/.+\.more\.json$/.test(module.id)))
      .map((chunk) => chunk.file);
    expect(moreFiles).toHaveLength(9);
    expect(entryImports.filter((file) => moreFiles.includes(file))).toEqual([]);
  });

  it('holds none of the host bridge: a page that is not in a frame never downloads it (docs/embedding.md)', () => {
    const ids = upFront.flatMap((chunk) => chunk.modules.map((module) => module.id));
    const bridge = ids.filter(
      (id) =>
        id.startsWith('src/features/hostBridge/') ||
        id === 'src/app/hostBridgeInFrame.ts' ||
        id.startsWith('src/embed/') ||
        ['src/protocol/hostBridge.ts', 'src/protocol/hostOrigins.ts'].includes(id),
    );
    expect(ids).toContain('src/lib/embedding/hostEvents.ts');
    expect(bridge).toEqual([]);
  });

  it('holds what a usable /chat needs: the app, the session, the socket, the chat and its state', () => {
    const folders = modulesByFolder(upFront).map((share) => share.folder);
    expect(folders).toEqual(
      expect.arrayContaining([
        'src/app',
        'src/session',
        'src/realtime',
        'src/api',
        'src/protocol',
        'src/features/chat',
        'npm:react-dom',
        'npm:@reduxjs/toolkit',
      ]),
    );
    const chatModules = upFront
      .flatMap((chunk) => chunk.modules)
      .filter((module) => module.id.startsWith('src/features/chat/'));
    expect(chatModules.map((module) => module.id)).toEqual(
      expect.arrayContaining([
        'src/features/chat/state/chatSlice.ts',
        'src/features/chat/state/messagesSlice.ts',
        'src/features/chat/listeners/syncListeners.ts',
      ]),
    );
    // The chat's screen is up front (the page is for it); what only some messages or moments show is not.
    const ids = upFront.flatMap((chunk) => chunk.modules.map((module) => module.id));
    expect(ids).toEqual(
      expect.arrayContaining([
        'src/app/screens/ChatRoute.tsx',
        'src/features/chat/ChatScreen.tsx',
        'src/features/chat/log/MessageLog.tsx',
        'src/features/chat/bubble/MessageBubble.tsx',
        'src/features/chat/composer/Composer.tsx',
      ]),
    );
    expect(
      chatModules
        .map((module) => module.id)
        .filter((id) =>
          /\/(MediaMessage|LinkedText|SuggestedQuestions|SenderBadge|followUp\/AnswerFollowUp|ChatAttachments|ReceptionNotice|RefusalReason|WorkOrderMessage)\.tsx$|IdentityFailure\.tsx$/.test(
            id,
          ),
        ),
    ).toEqual([]);
  });
});

describe('what the page fetches beside its entry', () => {
  /** Runs index.html's inline script for an address; returns the files it asked to preload. */
  function preloadedFor(address: string, stored: Record<string, string> = {}): string[] {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (!script) throw new Error('index.html has no inline preload script');
    const links: string[] = [];
    const url = new URL(address, 'http://client.test');
    runInNewContext(script, {
      location: url,
      URLSearchParams,
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      document: {
        createElement: () => ({}),
        head: { appendChild: (link: { rel: string; href: string }) => links.push(`${link.rel} ${link.href}`) },
      },
    });
    return links;
  }
  const chunkOf = (module: string) =>
    readChunks(out).find((chunk) => chunk.modules.some((item) => item.id === module))?.file;

  it('asks, as /chat starts, for the link’s locale only: the chat screen is in the entry', () => {
    const links = preloadedFor('/chat?app_key=demo&country=jp');
    expect(links).toEqual([`modulepreload /${chunkOf('locales/ja-JP.json')}`]);
  });

  it('asks, as the home starts, for its screen', () => {
    expect(preloadedFor('/?app_key=demo&country=US')).toContain(
      `modulepreload /${chunkOf('src/app/screens/HomeRoute.tsx')}`,
    );
  });

  it('asks for the map of the other screens’ texts on the screens that need it, never on /chat', () => {
    const moreTexts = `modulepreload /${chunkOf('src/lib/i18n/moreTexts.ts')}`;
    expect(preloadedFor('/?app_key=demo&country=US')).toContain(moreTexts);
    expect(preloadedFor('/chatlist?app_key=demo&country=US')).toContain(moreTexts);
    expect(preloadedFor('/chat?app_key=demo&country=US')).not.toContain(moreTexts);
  });

  it('asks for the stored locale when the link names none it knows, as the app resolves it', () => {
    const locales = readChunks(out)
      .filter((chunk) => chunk.modules.some((module) => module.id.startsWith('locales/')))
      .map((chunk) => `modulepreload /${chunk.file}`);
    const localeFiles = preloadedFor('/chat?app_key=demo&country=XX', { [LOCALE_STORAGE_KEY]: 'TH' }).filter((link) =>
      locales.includes(link),
    );
    expect(localeFiles).toEqual([`modulepreload /${chunkOf('locales/th-TH.json')}`]);
  });

  it('asks for nothing it cannot tell from the address or the stored locale', () => {
    expect(preloadedFor('/faqmain?country=XX')).toEqual([]);
  });

  it('writes brotli and gzip forms beside the files', () => {
    const entry = chunkOf('src/main.tsx');
    expect([
      existsSync(join(out, `${entry}.br`)),
      existsSync(join(out, `${entry}.gz`)),
      existsSync(join(out, 'index.html.br')),
    ]).toEqual([true, true, true]);
  });
});

describe('reading a build', () => {
  it.each([
    ['src/features/chat/composer/Composer.tsx', 'src/features/chat'],
    ['src/session/sessionSlice.ts', 'src/session'],
    ['src/lib/storage.ts', 'src/lib'],
    ['src/ui/uploads/UploadList.tsx', 'src/ui/uploads'],
    ['src/ui/Dialog.tsx', 'src/ui'],
    ['src/realtime/socketMiddleware.ts', 'src/realtime'],
    ['src/main.tsx', 'src'],
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'npm:react-dom'],
    ['node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs', 'npm:@reduxjs/toolkit'],
    ['locales/en-US.json', 'locales'],
  ])('counts %s under %s', (id, folder) => {
    expect(folderOf(id)).toBe(folder);
  });

  it('follows static imports from the entry, never dynamic ones', () => {
    const chunk = (file: string, imports: string[], dynamicImports: string[] = [], isEntry = false): ChunkInfo => ({
      file,
      name: file,
      isEntry,
      imports,
      dynamicImports,
      modules: [],
    });
    const chunks = [
      { ...chunk('index', ['core'], ['lazy'], true) },
      chunk('core', ['runtime']),
      chunk('runtime', []),
      chunk('lazy', ['core', 'lazyDep']),
      chunk('lazyDep', []),
    ];
    expect(entryGraph(chunks).map((item) => item.file)).toEqual(['index', 'core', 'runtime']);
  });
});
