const { readdirSync } = require('node:fs');
const { join } = require('node:path');

/**
 * The layers of docs/architecture.md, as lint errors:
 *   src/protocol  ←  shared (src/ui, src/lib, src/realtime, src/api)  ←  features  ←  src/app  ←  entries
 * A feature never imports another feature (each folder of src/features is found on disk, so a new
 * feature is covered without touching this file); features are composed in src/app.
 */
const features = readdirSync(join(__dirname, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['./src/ui', './src/lib', './src/realtime', './src/api'];
const APP = ['./src/app', './src/main.tsx'];
const ENTRIES = ['./src/replay', './src/agent'];

const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature never imports another feature: share through src/ui, src/lib, src/protocol, src/realtime or src/api, or compose in src/app.',
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
    'import/no-restricted-paths': ['error', { zones }],
    'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
  },
};
