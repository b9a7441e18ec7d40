export const env = { apiBase: '', legacyFaqBase: '', dev: false };
