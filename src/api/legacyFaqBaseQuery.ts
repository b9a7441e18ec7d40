import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { ERROR_CODE } from '../protocol/codes';
import { LEGACY_FAQ_AUTHORIZATION, LEGACY_FAQ_COMPANY_ID, LEGACY_FAQ_HEADERS } from '../protocol/faq';
import { readEnvelope } from '../protocol/rest';
import { NETWORK_ERROR_CODE } from '../lib/networkError';
import type { ApiError } from './apiError';
import type { EndpointOptions } from './envelopeBaseQuery';

export interface LegacyFaqRequest {
  url: string;
  params: Record<string, string | undefined>;
}

/**
 * The legacy FAQ client (spec §6): its own host, a fixed Authorization header and company id. It
 * never reads the session, so the user's token cannot reach that host.
 */
export function legacyFaqBaseQuery(
  base: string,
): BaseQueryFn<LegacyFaqRequest, unknown, ApiError, Pick<EndpointOptions, 'schema'>> {
  return async ({ url, params }, api, options) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
    let response: Response;
    try {
      response = await fetch(`${base}${url}?${query}`, {
        headers: {
          Accept: 'application/json',
          [LEGACY_FAQ_HEADERS.authorization]: LEGACY_FAQ_AUTHORIZATION,
          [LEGACY_FAQ_HEADERS.companyId]: LEGACY_FAQ_COMPANY_ID,
        },
        signal: api.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch (cause) {
      return { error: { code: NETWORK_ERROR_CODE, message: cause instanceof Error ? cause.message : 'network error' } };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { error: { code: ERROR_CODE.serverError, message: `HTTP ${response.status} without a JSON envelope` } };
    }
    const result = readEnvelope(body, options?.schema ?? ((value: unknown) => ({ ok: true, value })));
    return result.ok ? { data: result.data } : { error: { code: result.code, message: result.msg } };
  };
}
