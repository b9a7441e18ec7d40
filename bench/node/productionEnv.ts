/** `src/lib/env.ts` as a production build has it, for the benchmarks that run client modules in Node (no Vite). */
export const env = { apiBase: '', legacyFaqBase: '', dev: false };
export const STATE_CHECKS = false;
