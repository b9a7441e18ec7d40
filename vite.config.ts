import react from '@vitejs/plugin-react';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import * as codes from './src/protocol/codes';
import * as identifiers from './src/protocol/identifiers';
import * as sessionStorageKeys from './src/session/sessionStorageKeys';
import { inlineTables } from './scripts/build/inlineTables';
import { SHORT_HASH_NAMES } from './scripts/build/shortHashNames';
import { precompress } from './scripts/build/precompress';
import { startupPreload } from './scripts/build/startupPreload';
import { stylesheetLoader } from './scripts/build/stylesheetLoader';
import { exportNamesAsLocals } from './scripts/build/exportNames';

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes dist/.vite/chunks.json: each output chunk with the source modules and stylesheets it holds, so
 * the bundle bench and the entry-chunk test can say which folders a page downloads up front, and the
 * browser tests and benches which file is which (files are named by their hash: shortHashNames.ts).
 * The sandbox never serves dot folders.
 */
function chunkModules(fileName: string): Plugin {
  return {
    name: 'chunk-modules',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                name: output.name,
                isEntry: output.isEntry,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
                modules: Object.entries(output.modules).map(([id, module]) => ({
                  id: relative(root, id.replace(/^\0/, '').split('?')[0]),
                  bytes: module.renderedLength,
                })),
              },
            ]
          : [],
      );
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(chunks) });
    },
  };
}

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Everything a page imports statically goes into one chunk: it all loads up front anyway, and one
 * file compresses better and costs one request instead of twenty small ones (bench/bundle.bench.ts).
 * The set is read off the module graph once it is complete (buildEnd), before chunks are made.
 */
function upFrontChunk(): { plugin: Plugin; isUpFront: (id: string) => boolean } {
  const upFront = new Set<string>();
  const plugin: Plugin = {
    name: 'up-front-chunk',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visit = (id: string) => {
        if (upFront.has(id)) return;
        upFront.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      entries.forEach(visit);
    },
  };
  return { plugin, isUpFront: (id) => upFront.has(id) };
}

/**
 * embed.js (src/embed), for host pages (docs/embedding.md): one classic script under a stable name,
 * no chunks, for browsers a little older than the client's own.
 */
const embedBuild = (): UserConfig => ({
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2019',
    sourcemap: false,
    lib: {
      entry: page('./src/embed/embed.ts'),
      formats: ['iife'],
      name: 'SupportClientEmbed',
      fileName: () => 'embed.js',
    },
  },
});

/**
 * Three builds into dist/: the customer client (`vite build`), then the tools (`vite build --mode
 * tools`): the support engineers' session-replay viewer (/replay) and the sandbox's agent console
 * (/agent), then the host pages' embed.js (`vite build --mode embed`). Apart, so that what the tools
 * share with the client never reshapes the client's chunks.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'embed') return embedBuild();
  const tools = mode === 'tools';
  const upFront = upFrontChunk();
  const input: Record<string, string> = tools
    ? { replay: page('./replay.html'), agent: page('./agent.html') }
    : { index: page('./index.html') };
  return {
    plugins: [
      react(),
      stylesheetLoader(),
      inlineTables({
        [page('./src/protocol/codes')]: codes,
        [page('./src/protocol/identifiers')]: identifiers,
        [page('./src/session/sessionStorageKeys')]: sessionStorageKeys,
      }),
      upFront.plugin,
      chunkModules(tools ? '.vite/chunks-tools.json' : '.vite/chunks.json'),
      ...(tools ? [] : [startupPreload()]),
      exportNamesAsLocals(),
      precompress(),
    ],
    // The locale files are read whole (`module.default`): a second export per top-level key was bytes
    // in every locale chunk. The floor app's build says the same.
    json: { namedExports: false },
    build: {
      outDir: 'dist',
      emptyOutDir: !tools,
      target: 'es2022',
      sourcemap: false,
      // No preload helper for the JS a lazy chunk imports (0.6 KB gzip of every /chat download): the
      // start-up preload script fetches each route's chunks in parallel, and a lazy view's shared chunks
      // load one step after it (docs/architecture.md, "Start-up"). CSS of lazy chunks still loads with them.
      modulePreload: false,
      // Up front: the mandated stack (~410 KB) and the client's core in one chunk; its real budget
      // (165 KB gzip) is checked in bench/.
      chunkSizeWarningLimit: 520,
      rolldownOptions: {
        input,
        output: {
          ...SHORT_HASH_NAMES,
          ...(tools ? {} : { codeSplitting: { groups: [{ name: 'client', test: upFront.isUpFront }] } }),
        },
        // The replay viewer imports every lazily loaded slice on purpose (src/app/replayReducer.ts).
        checks: { ineffectiveDynamicImport: !tools },
      },
    },
    server: {
      proxy: {
        '/api': sandbox,
        '/store': sandbox,
        '/ws': { target: sandbox.replace(/^http/, 'ws'), ws: true },
        '/agent-ws': { target: sandbox.replace(/^http/, 'ws'), ws: true },
      },
    },
  };
});
