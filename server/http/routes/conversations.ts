import { RECENT_LIST_PAGE } from '../../../src/protocol/conversations';
import { REST } from '../../../src/protocol/identifiers';
import { inboxEntryOf } from '../../realtime/handlers/inbox';
import { requireSession } from '../auth';
import { wholeNumber } from './msg';
import type { ApiRoute, RouteDeps } from './types';

const MAX_PAGE = 10_000;

export function conversationRoutes({ store }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: REST.recentConversations,
      /** The token user's conversations in the token's product, newest activity first (as inbox_msg_list). */
      async handler(request) {
        const { user, product } = await requireSession(store, request);
        const page = wholeNumber(request.query, 'page', 1, MAX_PAGE) ?? 1;
        const pageSize =
          wholeNumber(request.query, 'page_size', 1, RECENT_LIST_PAGE.maxSize) ?? RECENT_LIST_PAGE.defaultSize;
        const { rows, total } = await store.conversations.pageOfUser(
          product.id,
          user.id,
          pageSize,
          (page - 1) * pageSize,
        );
        return {
          conversations: await Promise.all(rows.map((conversation) => inboxEntryOf(store, conversation, user.id))),
          total,
        };
      },
    },
  ];
}
