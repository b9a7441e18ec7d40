import { api } from '../../../api/api';
import { REST } from '../../../protocol/identifiers';
import { customerGroupInfoSchema, type CustomerGroupInfo } from '../../../protocol/supportGroup';

export const supportGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerGroupInfo: build.query<CustomerGroupInfo, void>({
      query: () => ({ url: REST.customerGroupInfo }),
      extraOptions: { schema: customerGroupInfoSchema },
    }),
  }),
});
