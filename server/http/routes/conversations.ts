import { RECENT_LIST_PAGE } from '../../../src/protocol/conversations';
import { REST } from '../../../src/protocol/identifiers';
import { requireCustomer } from '../auth';
import { wholeNumber } from './msg';
import type { ApiRoute, RouteDeps } from './types';

const MAX_PAGE = 10_000;

export function conversationRoutes({ sessions, conversations }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: REST.recentConversations,
      /** The token user's conversations in the token's product, newest activity first (as inbox_msg_list). */
      async handler(request) {
        const customer = await requireCustomer(sessions, request);
        const page = wholeNumber(request.query, 'page', 1, MAX_PAGE) ?? 1;
        const pageSize =
          wholeNumber(request.query, 'page_size', 1, RECENT_LIST_PAGE.maxSize) ?? RECENT_LIST_PAGE.defaultSize;
        return conversations.recentPage(customer, page, pageSize);
      },
    },
  ];
}
