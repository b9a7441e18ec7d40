import { api } from '../../../api/api';
import { REST } from '../../../protocol/identifiers';
import {
  customerGroupInfoSchema,
  userCardsSchema,
  type CustomerGroupInfo,
  type UserCards,
} from '../../../protocol/supportGroup';

export const supportGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerGroupInfo: build.query<CustomerGroupInfo, void>({
      query: () => ({ url: REST.customerGroupInfo }),
      extraOptions: { schema: customerGroupInfoSchema },
    }),
    /** Names and avatars of the people in the support group; ids sorted so one set is one cache entry. */
    usersByIds: build.query<UserCards, readonly string[]>({
      query: (ids) => ({ url: REST.findUsersByIds, params: { ids } }),
      extraOptions: { schema: userCardsSchema },
    }),
  }),
});
