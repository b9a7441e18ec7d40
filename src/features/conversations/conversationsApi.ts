import { addListener, createAction, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { recentListSchema, type RecentList } from '../../protocol/conversations';
import { REST } from '../../protocol/identifiers';
import { frameIntent } from '../../realtime/frameIntent';
import { frameReceived, socketOpened } from '../../realtime/socketActions';

/** The conversation list wants the socket's inbox (inbox_msg_list); the socket middleware sends `meta.frame`. */
export const inboxRequested = createAction('conversations/inboxRequested', () => ({
  payload: undefined,
  meta: frameIntent('inbox_msg_list', {}),
}));

interface StateWithConnection {
  connection: { status: string };
}

const isSocketOpen = (state: unknown) => (state as StateWithConnection).connection?.status === 'open';

export const RECENT_PAGE_SIZE = 20;

export const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET conversation/recent-list, then kept live while someone shows it: every inbox_msg_list reply
     * replaces the entries (same shape, docs/protocol.md), and a new message or a (re)connection asks
     * the socket for a fresh inbox.
     */
    recentConversations: build.query<RecentList, { pageSize?: number } | void>({
      query: (args) => ({ url: REST.recentConversations, params: { page: 1, page_size: args?.pageSize ?? RECENT_PAGE_SIZE } }),
      extraOptions: { schema: recentListSchema },
      async onCacheEntryAdded(_args, { dispatch, getState, cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before it loaded
        }
        const unsubscribe = dispatch(
          addListener({
            matcher: isAnyOf(frameReceived.inbox_msg_list, frameReceived.push_msg, socketOpened),
            effect: (action: UnknownAction, listenerApi) => {
              if (frameReceived.inbox_msg_list.match(action)) {
                const { conversations } = action.payload.data;
                updateCachedData((draft) => {
                  draft.conversations = conversations;
                  draft.total = Math.max(draft.total, conversations.length);
                });
              } else if (isSocketOpen(listenerApi.getState())) {
                listenerApi.dispatch(inboxRequested());
              }
            },
          }),
        ) as unknown as () => void;
        if (isSocketOpen(getState())) dispatch(inboxRequested());
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
  }),
});

export const { useRecentConversationsQuery } = conversationsApi;
