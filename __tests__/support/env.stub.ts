export const env = { apiBase: '', legacyFaqBase: 'http://legacy-faq.test', dev: false };
export const STATE_CHECKS = true;
