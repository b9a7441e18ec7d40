import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery, type AuthSource } from './envelopeBaseQuery';

interface StateWithSession {
  session: AuthSource;
}

/** The one RTK Query api of the client; features inject their endpoints (docs/architecture.md, "Data flow"). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery((state) => (state as StateWithSession).session),
  endpoints: () => ({}),
});
