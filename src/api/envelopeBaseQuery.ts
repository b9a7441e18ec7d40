import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { ERROR_CODE } from '../protocol/codes';
import { HEADERS } from '../protocol/identifiers';
import { readEnvelope } from '../protocol/rest';
import type { Validator } from '../protocol/validate';
import type { NetworkTap } from '../lib/networkTap';
import { NETWORK_ERROR_CODE } from '../lib/networkError';
import type { ApiError } from './apiError';

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, string | number | readonly string[] | undefined>;
  body?: unknown;
}

export interface EndpointOptions {
  /** Validates the envelope's data; the response never reaches the cache unchecked. */
  schema?: Validator<unknown>;
  /** Login sends only the product and company ids (spec §7). */
  withoutToken?: boolean;
}

export interface AuthSource {
  token: string | null;
  productId: string | null;
  companyId: string | null;
}

function buildUrl(base: string, path: string, params: RequestArgs['params']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) query.append(name, item);
    else query.append(name, String(value));
  }
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** The store's thunk extra argument: where the main API lives (the page's origin in production). */
export interface ApiLocation {
  apiBase: string;
  /** Sees every request and response (the session recorder). */
  tap?: Pick<NetworkTap, 'restRequest' | 'restResponse'>;
}

export function envelopeBaseQuery(
  readAuth: (state: unknown) => AuthSource,
): BaseQueryFn<RequestArgs, unknown, ApiError, EndpointOptions> {
  return async (args, api, options) => {
    const auth = readAuth(api.getState());
    const { apiBase, tap } = api.extra as ApiLocation;
    const headers = new Headers({ Accept: 'application/json' });
    if (auth.productId) headers.set(HEADERS.productId, auth.productId);
    if (auth.companyId) headers.set(HEADERS.companyId, auth.companyId);
    if (auth.token && !options?.withoutToken) headers.set(HEADERS.token, auth.token);
    if (args.body !== undefined) headers.set('Content-Type', 'application/json');
    const url = buildUrl(apiBase, args.url, args.params);
    const tapId = tap?.restRequest(args.method ?? 'GET', url, args.body);
    let response: Response;
    try {
      response = await fetch(url, {
        method: args.method ?? 'GET',
        headers,
        body: args.body === undefined ? undefined : JSON.stringify(args.body),
        signal: api.signal,
        credentials: 'omit',
      });
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : 'network error';
      if (tapId !== undefined) tap?.restResponse(tapId, 0, { network_error: message });
      return { error: { code: NETWORK_ERROR_CODE, message } };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (tapId !== undefined) tap?.restResponse(tapId, response.status, null);
      return { error: { code: ERROR_CODE.serverError, message: `HTTP ${response.status} without a JSON envelope` } };
    }
    if (tapId !== undefined) tap?.restResponse(tapId, response.status, body);
    const result = readEnvelope(body, options?.schema ?? ((value: unknown) => ({ ok: true, value })));
    return result.ok ? { data: result.data } : { error: { code: result.code, message: result.msg } };
  };
}
