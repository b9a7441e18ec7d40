import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // The mandated stack is one ~410 KB chunk; its real budget (165 KB gzip up front) is checked in bench/.
    chunkSizeWarningLimit: 450,
    // Three pages: the customer client, the support engineers' session-replay viewer (served at
    // /replay by the sandbox) and the sandbox's agent console (/agent). The customer entry imports
    // nothing from src/replay or src/agent.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        replay: fileURLToPath(new URL('./replay.html', import.meta.url)),
        agent: fileURLToPath(new URL('./agent.html', import.meta.url)),
      },
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
});
