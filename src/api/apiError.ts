import { ERROR_CODE } from '../protocol/codes';

/**
 * What every failed REST call becomes: an error code of docs/protocol.md, or a network failure
 * (NETWORK_ERROR_CODE, src/lib/networkError.ts).
 */
export interface ApiError {
  code: number;
  message: string;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).code === 'number';
}

export function errorCodeOf(error: unknown): number {
  return isApiError(error) ? error.code : ERROR_CODE.serverError;
}
