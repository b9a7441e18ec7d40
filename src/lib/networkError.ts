/**
 * Not a server code: the request never got an answer (offline, DNS, CORS, aborted). Below src/api,
 * because the error texts (src/lib/i18n/errorMessages.ts) know it as well.
 */
export const NETWORK_ERROR_CODE = -1;
