import { api } from '../../../api/api';
import { REST } from '../../../protocol/identifiers';
import { sendStatusSchema, type SendStatus } from '../../../protocol/sendStatus';

/** GET msg/check-send-status (spec §9): injected with the first message whose acknowledgement is late. */
export const sendStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkSendStatus: build.query<SendStatus, string>({
      query: (clientMsgId) => ({ url: REST.checkSendStatus, params: { client_msg_id: clientMsgId } }),
      extraOptions: { schema: sendStatusSchema },
    }),
  }),
});
