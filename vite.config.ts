import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
  },
  server: {
    proxy: {
      '/api': sandbox,
      '/store': sandbox,
      '/ws': { target: sandbox.replace(/^http/, 'ws'), ws: true },
    },
  },
});
