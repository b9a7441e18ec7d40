import type { UnknownAction } from '@reduxjs/toolkit';
import type { PendingMessage } from '../model/chatMessage';
import { outboxReducer, withoutDelivered } from './outboxReducer';
import {
  conversationIn,
  storedMessagesReducer,
  type ConversationMessages,
  type Conversations,
} from './storedMessagesReducer';

export interface MessagesState {
  conversations: Conversations;
  /** The outbox: local echoes awaiting their acknowledgement, in the order they were composed. */
  pending: readonly PendingMessage[];
}

export const initialMessagesState: MessagesState = { conversations: {}, pending: [] };

export const conversationMessages = (state: MessagesState, conversationId: string): ConversationMessages =>
  conversationIn(state.conversations, conversationId);

/**
 * The stored messages (storedMessagesReducer.ts) and the outbox (outboxReducer.ts), each reduced by its own reducer;
 * an echo leaves the outbox once a store holds it. Every push_msg passes here, so these reducers are
 * written without Immer: Immer would copy and walk the whole conversation per frame, while the chunked
 * store copies one chunk (bench/frames.bench.ts).
 */
export function messagesReducer(state: MessagesState = initialMessagesState, action: UnknownAction): MessagesState {
  const conversations = storedMessagesReducer(state.conversations, action, state.pending);
  const pending = withoutDelivered(
    outboxReducer(state.pending, action, conversations),
    state.conversations,
    conversations,
  );
  return conversations === state.conversations && pending === state.pending ? state : { conversations, pending };
}
