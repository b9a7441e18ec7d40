import { ERROR_CODE, LIMITS } from '../../../src/protocol/codes';
import type { HistoryPage, SendStatus } from '../../../src/protocol/entities';
import { REST } from '../../../src/protocol/identifiers';
import { readableConversation } from '../../conversationAccess';
import { SandboxError } from '../../errors';
import { toWireMessage } from '../../store/messages';
import { queryField, requireText } from '../../validation';
import { requireSession } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

/** history-list: page_size defaults to spec §9's 10 and may be at most this (docs/protocol.md). */
export const MAX_HISTORY_PAGE_SIZE = 50;

/** A query field holding a whole number from `min` to `max`; absent → undefined; anything else → parameterError. */
export function wholeNumber(query: unknown, field: string, min: number, max: number): number | undefined {
  const raw = queryField(query, field);
  if (raw === undefined || raw === '') return undefined;
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    throw new SandboxError(ERROR_CODE.parameterError, `${field} must be a whole number from ${min} to ${max}`);
  return value;
}

export function msgRoutes({ store }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: REST.checkSendStatus,
      /**
       * Scoped to the token's user and product. A client_msg_id names one message of its sender in a
       * product (send_msg refuses it in a second conversation), so there is one answer.
       */
      async handler(request): Promise<SendStatus> {
        const { user, product } = await requireSession(store, request);
        const clientMsgId = requireText(queryField(request.query, 'client_msg_id'), 'client_msg_id');
        const stored = await store.messages.findSentInProduct(product.id, user.id, clientMsgId);
        return stored ? { is_send: true, seq: stored.seq } : { is_send: false };
      },
    },
    {
      method: 'GET',
      url: REST.historyList,
      /** The page_size messages with the highest seqs below before_seq (default: the newest), ascending. */
      async handler(request): Promise<HistoryPage> {
        const { user, product } = await requireSession(store, request);
        const conversationId = requireText(queryField(request.query, 'conversation_id'), 'conversation_id');
        const beforeSeq = wholeNumber(request.query, 'before_seq', 1, Number.MAX_SAFE_INTEGER);
        const pageSize = wholeNumber(request.query, 'page_size', 1, MAX_HISTORY_PAGE_SIZE) ?? LIMITS.historyPageSize;
        const conversation = await readableConversation(store, user.id, product.id, conversationId);
        if (!conversation) return { messages: [], has_more: false };
        const page = await store.messages.pageBefore(conversation.conversationId, beforeSeq, pageSize);
        return { messages: page.messages.map(toWireMessage), has_more: page.hasMore };
      },
    },
  ];
}
