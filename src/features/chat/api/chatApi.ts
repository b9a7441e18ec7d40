import { api } from '../../../api/api';
import { historyPageSchema, type HistoryPage } from '../../../protocol/entities';
import { LIMITS } from '../../../protocol/codes';
import { REST } from '../../../protocol/identifiers';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    historyList: build.query<HistoryPage, { conversationId: string; beforeSeq: number }>({
      query: ({ conversationId, beforeSeq }) => ({
        url: REST.historyList,
        params: { conversation_id: conversationId, before_seq: beforeSeq, page_size: LIMITS.historyPageSize },
      }),
      extraOptions: { schema: historyPageSchema },
    }),
  }),
});
