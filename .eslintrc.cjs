module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react-hooks'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  env: { browser: true, es2022: true, node: true },
  ignorePatterns: ['dist/', 'node_modules/', 'data/', 'coverage/'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['**/server/**'], message: 'The client must not import the sandbox.' }] },
    ],
  },
  overrides: [
    { files: ['__tests__/**', 'bench/**', 'server/**', 'scripts/**'], rules: { 'no-restricted-imports': 'off' } },
  ],
};
