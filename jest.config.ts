import type { Config } from 'jest';

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  // isolatedModules: each file transpiled alone (fast); `npm run typecheck` checks types separately.
  { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true } },
];

const shared = {
  transform: { '^.+\\.tsx?$': tsJest },
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
      testEnvironment: '<rootDir>/__tests__/support/jsdom-env.cjs',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts?(x)', '<rootDir>/__tests__/replay/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/dom-setup.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts?(x)'],
    },
    // Two nodes on one PostgreSQL and one Redis: only through `npm run test:cluster`, which starts both
    // (Debian's postgresql and redis-server), so that `npm test` needs nothing but Node.
    {
      ...shared,
      displayName: 'cluster',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/cluster/**/*.test.ts'],
    },
  ],
};

export default config;
