import { ERROR_CODE } from '../protocol/codes';

/** What every failed REST call becomes: an error code of docs/protocol.md, or a network failure. */
export interface ApiError {
  code: number;
  message: string;
}

/** Not a server code: the request never got an answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_CODE = -1;

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).code === 'number';
}

export function errorCodeOf(error: unknown): number {
  return isApiError(error) ? error.code : ERROR_CODE.serverError;
}
