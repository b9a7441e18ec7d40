import { api } from '../../api/api';
import {
  CONTACT_REST,
  contactChannelsSchema,
  sendVerifyCodeResponseSchema,
  verifyCodeResponseSchema,
  type ContactChannels,
  type SendVerifyCodeResponse,
  type VerifyCodeResponse,
} from '../../protocol/contact';

export const socialApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** No token needed (docs/protocol.md): the product's channels by app key. */
    contactChannels: build.query<ContactChannels, { appKey: string }>({
      query: ({ appKey }) => ({ url: CONTACT_REST.contactChannels, params: { app_key: appKey } }),
      extraOptions: { schema: contactChannelsSchema },
    }),
    sendVerifyCode: build.mutation<SendVerifyCodeResponse, { target: string }>({
      query: (body) => ({ url: CONTACT_REST.sendVerifyCode, method: 'POST', body }),
      extraOptions: { schema: sendVerifyCodeResponseSchema },
    }),
    verifyCode: build.mutation<VerifyCodeResponse, { target: string; code: string }>({
      query: (body) => ({ url: CONTACT_REST.verifyCode, method: 'POST', body }),
      extraOptions: { schema: verifyCodeResponseSchema },
    }),
  }),
});

export const { useContactChannelsQuery, useSendVerifyCodeMutation, useVerifyCodeMutation } = socialApi;
