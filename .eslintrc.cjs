const { readdirSync } = require('node:fs');
const { join } = require('node:path');

/**
 * The layers of docs/architecture.md, as lint errors:
 *   src/protocol  ←  shared (src/ui, src/lib, src/realtime, src/api, src/session, src/uploads)  ←  features  ←  src/app  ←  entries
 * and within the shared code: src/lib  ←  src/api  ←  src/session, src/uploads (the api never imports what serves it).
 * A feature never imports another feature (each folder of src/features is found on disk, so a new
 * feature is covered without touching this file); features are composed in src/app.
 */
const features = readdirSync(join(__dirname, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['./src/ui', './src/lib', './src/realtime', './src/api', './src/session', './src/uploads'];
const APP = ['./src/app', './src/main.tsx'];
const ENTRIES = ['./src/replay', './src/agent'];

const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature never imports another feature: share through src/ui, src/lib, src/protocol, src/realtime, src/api, src/session or src/uploads, or compose in src/app.',
  })),
  {
    target: './src/features',
    from: [...APP, ...ENTRIES, './src/recorder'],
    message: 'Features are composed by src/app; they never import it (nor the recorder or another entry).',
  },
  {
    target: SHARED,
    from: ['./src/features', ...APP, ...ENTRIES, './src/recorder'],
    message: 'Shared code imports only shared code and src/protocol.',
  },
  {
    target: './src/lib',
    from: SHARED.filter((folder) => folder !== './src/lib'),
    message: 'src/lib is the bottom of the shared code: it imports only src/protocol.',
  },
  {
    target: './src/api',
    from: SHARED.filter((folder) => !['./src/api', './src/lib'].includes(folder)),
    message:
      'src/api imports only src/lib and src/protocol: the session hands it what it needs (ApiExtra, src/api/api.ts).',
  },
  {
    target: './src/protocol',
    from: './src',
    except: ['./protocol'],
    message: 'src/protocol is shared with the sandbox: it imports nothing else of src/.',
  },
  {
    target: './src/recorder',
    from: ['./src/features', ...APP, ...ENTRIES],
    message: 'The recorder sees actions, frames and REST exchanges through shared interfaces only.',
  },
  { target: APP, from: ENTRIES, message: 'The customer app never imports the replay viewer or the agent console.' },
  {
    target: './src/agent',
    from: ['./src/features', ...APP, './src/replay', './src/recorder'],
    message: 'The agent console is its own page over shared code.',
  },
  {
    target: './src/embed',
    from: './src',
    except: ['./embed', './protocol'],
    message: "embed.js runs in host pages: it imports only src/protocol (and the locales' embed texts).",
  },
  {
    target: [...SHARED, './src/features', ...APP, ...ENTRIES, './src/recorder'],
    from: './src/embed',
    message: 'embed.js is its own script for host pages; the client never imports it.',
  },
  { target: './src', from: './server', message: 'The client must not import the sandbox.' },
  {
    target: './server',
    from: './src',
    except: ['./protocol'],
    message: 'The sandbox imports only src/protocol of the client.',
  },
];

/**
 * The sandbox's layers (server/README.md, "Layers"):
 *   stores (server/store, server/db)  ←  domain services  ←  transport (server/http, server/realtime)  ←  app.ts, main.ts
 * Every folder of server/ is a domain service unless it is named below as transport, store, the cluster
 * (it implements server/ports.ts) or a host of its own, so a new service folder is covered on disk.
 */
const SERVER_TRANSPORT = ['./server/http', './server/realtime'];
const SERVER_STORE = ['./server/store', './server/db'];
const NOT_DOMAIN = ['http', 'realtime', 'store', 'db', 'cluster', 'storage', 'legacyFaq', 'demoHost', 'lib'];
const serverServices = readdirSync(join(__dirname, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_DOMAIN.includes(entry.name))
  .map((entry) => `./server/${entry.name}`);
/** storage/ also holds the storage host (host.ts, start.ts), a server of its own. */
const STORAGE_DOMAIN = ['citations.ts', 'link.ts', 'signing.ts', 'imageBytes.ts'].map(
  (file) => `./server/storage/${file}`,
);
const SERVER_DOMAIN = [...serverServices, ...STORAGE_DOMAIN, './server/ports.ts', './server/services.ts'];

const serverZones = [
  {
    target: [...SERVER_DOMAIN, ...SERVER_STORE, './server/cluster', './server/lib'],
    from: SERVER_TRANSPORT,
    message:
      'Domain services, stores and the cluster never import the transport (server/http, server/realtime): reach customers and agents through server/ports.ts.',
  },
  {
    target: SERVER_TRANSPORT,
    from: SERVER_STORE,
    message: 'The transport parses, authorizes, calls a domain service and answers: it never reads a store itself.',
  },
  {
    target: SERVER_STORE,
    from: serverServices.filter((folder) => folder !== './server/faq'),
    message: 'Stores are the bottom layer: they never import a domain service.',
  },
  {
    target: SERVER_STORE,
    from: './server/faq',
    except: ['./content', './seedFaq.ts'],
    message: 'Stores are the bottom layer: they never import a domain service (the seed may read FAQ content).',
  },
  {
    target: ['./server', './src', './__tests__', './bench', './scripts'],
    from: './server/main.ts',
    message: 'server/main.ts is the entry point: nothing imports it (share through app.ts or a module of its own).',
  },
];

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react-hooks', 'import'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  env: { browser: true, es2022: true, node: true },
  ignorePatterns: ['dist/', 'node_modules/', 'data/', 'coverage/'],
  settings: {
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  },
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    'import/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }],
    'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
  },
  overrides: [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      excludedFiles: ['src/lib/loadChunk.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'react',
                importNames: ['lazy'],
                message:
                  "Use lazyChunk (src/lib/loadChunk.ts): React's lazy turns a chunk lost on a dropped network into the error screen.",
              },
              {
                name: 'react-router',
                importNames: ['useSearchParams'],
                message:
                  'Read the query from useLocation().search (useQueryParam in the FAQ): React Router is in the entry whole, and this hook would add its code to every /chat download.',
              },
            ],
          },
        ],
      },
    },
  ],
};
