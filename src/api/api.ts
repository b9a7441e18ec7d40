import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ERROR_CODE } from '../protocol/codes';
import type { ApiError } from './apiError';
import { envelopeBaseQuery, type AuthSource, type EndpointOptions, type RequestArgs } from './envelopeBaseQuery';

interface StateWithSession {
  session: AuthSource & { identity: string };
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
    // Loaded on the first ended session only: it is not part of what a usable /chat downloads.
    const { renewedAfterRejection } = await import('../lib/session/sessionRenewal');
    const renewed = await renewedAfterRejection(
      api.dispatch,
      readSession(api.getState()),
      sentToken,
      result.error.code,
    );
    return renewed ? send(args, api, options) : result;
  });
};

/** The one RTK Query api of the client; features inject their endpoints (docs/architecture.md, "Data flow"). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sendRenewingSession,
  endpoints: () => ({}),
});
