import { ERROR_CODE, LIMITS } from '../../../src/protocol/codes';
import type { HistoryPage } from '../../../src/protocol/entities';
import type { SendStatus } from '../../../src/protocol/sendStatus';
import { REST } from '../../../src/protocol/identifiers';
import { SandboxError } from '../../errors';
import { queryField, requireText } from '../../validation';
import { requireCustomer } from '../auth';
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

export function msgRoutes({ sessions, conversations }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: REST.checkSendStatus,
      /** Scoped to the token's user and product (ConversationService.sendStatus). */
      async handler(request): Promise<SendStatus> {
        const customer = await requireCustomer(sessions, request);
        const clientMsgId = requireText(queryField(request.query, 'client_msg_id'), 'client_msg_id');
        return conversations.sendStatus(customer, clientMsgId);
      },
    },
    {
      method: 'GET',
      url: REST.historyList,
      /** The page_size messages with the highest seqs below before_seq (default: the newest), ascending. */
      async handler(request): Promise<HistoryPage> {
        const customer = await requireCustomer(sessions, request);
        const conversationId = requireText(queryField(request.query, 'conversation_id'), 'conversation_id');
        const beforeSeq = wholeNumber(request.query, 'before_seq', 1, Number.MAX_SAFE_INTEGER);
        const pageSize = wholeNumber(request.query, 'page_size', 1, MAX_HISTORY_PAGE_SIZE) ?? LIMITS.historyPageSize;
        return conversations.history(customer, conversationId, beforeSeq, pageSize);
      },
    },
  ];
}
