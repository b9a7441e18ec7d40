import { api } from '../api/api';
import type { EndpointOptions } from '../api/envelopeBaseQuery';
import {
  faqConfigSchema,
  loginResponseSchema,
  productLookupSchema,
  userInfoSchema,
  type FaqConfig,
  type LoginPayload,
  type LoginResponse,
  type ProductLookup,
  type UserInfo,
} from '../protocol/entities';
import { REST } from '../protocol/identifiers';

const options = (
  schema: NonNullable<EndpointOptions['schema']>,
  extra: Partial<EndpointOptions> = {},
): EndpointOptions => ({ schema, ...extra });

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginPayload>({
      query: (payload) => ({ url: REST.login, method: 'POST', body: payload }),
      extraOptions: options(loginResponseSchema, { withoutToken: true }),
    }),
    userInfo: build.query<UserInfo, void>({
      query: () => ({ url: REST.userInfo }),
      extraOptions: options(userInfoSchema),
    }),
    productByAppKey: build.query<ProductLookup, string>({
      query: (key) => ({ url: REST.productByAppKey, params: { key } }),
      extraOptions: options(productLookupSchema),
    }),
    faqConfig: build.query<FaqConfig, { appKey: string; country: string }>({
      query: ({ appKey, country }) => ({ url: REST.faqConf, params: { app_key: appKey, country } }),
      extraOptions: options(faqConfigSchema),
    }),
  }),
});
