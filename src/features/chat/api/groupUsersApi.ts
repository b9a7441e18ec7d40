import { api } from '../../../api/api';
import { REST } from '../../../protocol/identifiers';
import { userCardsSchema, type UserCards } from '../../../protocol/userCards';

/** Injected with the first agent's message shown (bubble/SenderBadge.tsx): an AI-only chat never asks. */
export const groupUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Names and avatars of the people in the support group; ids sorted so one set is one cache entry. */
    usersByIds: build.query<UserCards, readonly string[]>({
      query: (ids) => ({ url: REST.findUsersByIds, params: { ids } }),
      extraOptions: { schema: userCardsSchema },
    }),
  }),
});
