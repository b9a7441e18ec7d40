import { addListener, createAction, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { RECENT_LIST_PAGE, recentListSchema, type RecentList } from '../../protocol/conversations';
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

/** How long an unanswered inbox_msg_list request holds back the next one (a lost reply must not stop the list). */
const INBOX_REPLY_WAIT_MS = 5_000;

export const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET conversation/recent-list, then kept live while someone shows it: every inbox_msg_list reply
     * replaces the entries (same shape, docs/protocol.md), and a new message or a (re)connection asks
     * the socket for a fresh inbox.
     */
    recentConversations: build.query<RecentList, { pageSize?: number } | void>({
      query: (args) => ({
        url: REST.recentConversations,
        params: { page: 1, page_size: args?.pageSize ?? RECENT_LIST_PAGE.defaultSize },
      }),
      extraOptions: { schema: recentListSchema },
      async onCacheEntryAdded(_args, { dispatch, getState, cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before it loaded
        }
        // A burst of push_msg frames asks once: at most one request waits for its reply, and whatever
        // arrives meanwhile asks once more when that reply comes.
        let askedAt = 0;
        let stale = false;
        const ask = (state: unknown) => {
          if (!isSocketOpen(state)) return;
          if (Date.now() - askedAt < INBOX_REPLY_WAIT_MS) {
            stale = true;
            return;
          }
          askedAt = Date.now();
          stale = false;
          dispatch(inboxRequested());
        };
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
                askedAt = 0;
                if (stale) ask(listenerApi.getState());
              } else {
                if (socketOpened.match(action)) askedAt = 0; // a new socket: the old request's reply is lost
                ask(listenerApi.getState());
              }
            },
          }),
        ) as unknown as () => void;
        ask(getState());
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
  }),
});

export const { useRecentConversationsQuery } = conversationsApi;
