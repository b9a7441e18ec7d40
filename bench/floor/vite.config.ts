import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/build/precompress';
import { SHORT_HASH_NAMES } from '../../scripts/build/shortHashNames';

/**
 * The floor app (bench/browser/measure.ts): `vite build --config bench/floor/vite.config.ts` writes
 * bench/floor/dist (git-ignored). Same plugins, target, file names, JSON modules and precompressed files as
 * the client's build; Vite's default chunking (one entry chunk with everything static, the locale as its own lazy chunk).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  logLevel: 'warn',
  json: { namedExports: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: { output: SHORT_HASH_NAMES },
  },
});
