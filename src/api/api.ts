import { createApi, type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ERROR_CODE } from '../protocol/codes';
import type { ApiError } from './apiError';
import {
  envelopeBaseQuery,
  type ApiLocation,
  type AuthSource,
  type EndpointOptions,
  type RequestArgs,
} from './envelopeBaseQuery';

/**
 * Signs in again after a call sent with `sentToken` was refused because its session ended: true once
 * the session has a newer token to retry with, false when it cannot get one. The session implements it
 * (src/session/renewSession.ts); the api only asks.
 */
export type SessionRenewal = (
  store: Pick<BaseQueryApi, 'dispatch' | 'getState'>,
  sentToken: string,
  code: number,
) => Promise<boolean>;

/** The store's thunk extra argument, as the api reads it. */
export interface ApiExtra extends ApiLocation {
  renewSession: SessionRenewal;
}

interface StateWithSession {
  session: AuthSource;
}

/** REST codes that end a session the client had (docs/protocol.md, "Sessions"). */
const endsSession = (code: number) => code === ERROR_CODE.tokenExpired || code === ERROR_CODE.tokenInvalid;

const readSession = (state: unknown) => (state as StateWithSession).session;
const send = envelopeBaseQuery(readSession);

/**
 * A call refused because its session ended is sent once more after the client has signed in again
 * from its link (docs/protocol.md, "Sessions"); if it cannot, the refusal stands.
 */
const sendRenewingSession: BaseQueryFn<RequestArgs, unknown, ApiError, EndpointOptions> = (args, api, options) => {
  const sentToken = options?.withoutToken ? null : readSession(api.getState()).token;
  const sent = send(args, api, options);
  // Without a token there is no session to renew: the answer is passed on as it is, in the same tick.
  if (!sentToken) return sent;
  return Promise.resolve(sent).then(async (result) => {
    if (!result.error || !endsSession(result.error.code)) return result;
    const renewed = await (api.extra as ApiExtra).renewSession(api, sentToken, result.error.code);
    return renewed ? send(args, api, options) : result;
  });
};

/** The one RTK Query api of the client; features inject their endpoints (docs/architecture.md, "Data flow"). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sendRenewingSession,
  endpoints: () => ({}),
});
