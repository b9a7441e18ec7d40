import type { Config } from 'jest';

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  // isolatedModules: each file transpiled alone (fast); `npm run typecheck` checks types separately.
  { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true } },
];

// Every environment carries the console guard: output a test did not declare fails it
// (__tests__/support/expectConsole.ts says how to declare it).
const NODE_ENVIRONMENT = '<rootDir>/__tests__/support/quietNodeEnvironment.ts';
const GUARD_CHECK = '<rootDir>/__tests__/support/consoleGuardSetup.ts';

const shared = {
  transform: { '^.+\\.tsx?$': tsJest },
  testEnvironment: NODE_ENVIRONMENT,
  // Passwords hashed at a test cost, not OWASP's (support/passwordCost.ts).
  setupFiles: ['<rootDir>/__tests__/support/passwordCost.ts'],
  setupFilesAfterEnv: [GUARD_CHECK],
  moduleNameMapper: {
    '^.+/lib/env$': '<rootDir>/__tests__/support/env.stub.ts',
    '\\.css$': '<rootDir>/__tests__/support/style.stub.ts',
  },
};

const config: Config = {
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: '<rootDir>/__tests__/support/jsdomEnvironment.ts',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts?(x)', '<rootDir>/__tests__/replay/**/*.test.ts?(x)'],
      setupFilesAfterEnv: [GUARD_CHECK, '<rootDir>/__tests__/support/dom-setup.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts?(x)'],
    },
    // Two nodes on one PostgreSQL and one Redis: only through `npm run test:cluster`, which starts both
    // (Debian's postgresql and redis-server), so that `npm test` needs nothing but Node.
    {
      ...shared,
      displayName: 'cluster',
      testMatch: ['<rootDir>/__tests__/cluster/**/*.test.ts'],
    },
  ],
};

export default config;
