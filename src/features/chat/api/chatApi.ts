import { api } from '../../../api/api';
import { historyPageSchema, sendStatusSchema, type HistoryPage, type SendStatus } from '../../../protocol/entities';
import { LIMITS } from '../../../protocol/codes';
import { REST } from '../../../protocol/identifiers';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkSendStatus: build.query<SendStatus, string>({
      query: (clientMsgId) => ({ url: REST.checkSendStatus, params: { client_msg_id: clientMsgId } }),
      extraOptions: { schema: sendStatusSchema },
    }),
    historyList: build.query<HistoryPage, { conversationId: string; beforeSeq: number }>({
      query: ({ conversationId, beforeSeq }) => ({
        url: REST.historyList,
        params: { conversation_id: conversationId, before_seq: beforeSeq, page_size: LIMITS.historyPageSize },
      }),
      extraOptions: { schema: historyPageSchema },
    }),
  }),
});
