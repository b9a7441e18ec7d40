/**
 * Import cycles, type-only imports included (eslint's import/no-cycle skips those): `npm run lint`
 * runs `depcruise src server`, which fails on any cycle between modules of the client or the sandbox.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules form layers; a cycle (even through `import type`) ties two of them into one.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Counts `import type` and type-only re-exports, which TypeScript erases before any bundler sees them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
