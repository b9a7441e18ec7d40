import type { UnknownAction } from '@reduxjs/toolkit';
import { conversationIdOfMessage } from '../../protocol/conversationId';
import type { WireMessage } from '../../protocol/entities';
import { CONTENT_TYPE } from '../../protocol/codes';
import { readReceiptSchema } from '../../protocol/frames';
import { jsonString } from '../../protocol/validate';
import { frameReceived, replyFailed, socketOccupied } from '../../realtime/socketActions';
import { chatApi } from './chatApi';
import {
  aiQuestionSubmitted,
  conversationReset,
  conversationSeen,
  failedMessageDeleted,
  groupMessageSubmitted,
  imageMessageSubmitted,
  messageResent,
  outboxRestored,
  sendingTimedOut,
  sendStatusChecked,
} from './chatActions';
import { wireOf, type PendingMessage } from './chatMessage';
import { emptyMessageStore, insertMessage, mergeMessages, seqOfClientMsgId, type MessageStore } from './messageStore';

const readReadReceipt = jsonString(readReceiptSchema);

/** One conversation's stored messages: seqs count per conversation, so each has its own store. */
export interface ConversationMessages {
  /** Ascending by seq, without duplicates. */
  stored: MessageStore<WireMessage>;
  /** The server's lowest seq (older pages exist while the first stored is above it). */
  serverMinSeq: number;
  /** Unread count from the server, cleared when the user sees the conversation. */
  unread: number;
  /** The highest seq the other side (the AI, an agent) has read: the customer's messages up to it show as read. */
  peerReadSeq: number;
}

export interface MessagesState {
  conversations: Readonly<Record<string, ConversationMessages>>;
  /** The outbox: local echoes awaiting their acknowledgement, in the order they were composed. */
  pending: readonly PendingMessage[];
}

export const initialMessagesState: MessagesState = { conversations: {}, pending: [] };

const emptyConversation: ConversationMessages = {
  stored: emptyMessageStore(),
  serverMinSeq: 0,
  unread: 0,
  peerReadSeq: 0,
};

export function conversationMessages(state: MessagesState, conversationId: string): ConversationMessages {
  return state.conversations[conversationId] ?? emptyConversation;
}

function withConversation(
  state: MessagesState,
  conversationId: string,
  update: (conversation: ConversationMessages) => ConversationMessages,
): MessagesState {
  const current = conversationMessages(state, conversationId);
  const next = update(current);
  if (next === current) return state;
  const conversations = { ...state.conversations, [conversationId]: next };
  const pending =
    next.stored === current.stored ? state.pending : withoutDelivered(state.pending, conversationId, next.stored);
  return { ...state, conversations, pending };
}

/** The outbox without echoes the store now holds: a stored copy is the delivery proof. */
function withoutDelivered(
  pending: readonly PendingMessage[],
  conversationId: string,
  stored: MessageStore<WireMessage>,
): readonly PendingMessage[] {
  if (pending.length === 0) return pending;
  const remaining = pending.filter(
    (message) =>
      conversationIdOfMessage(message) !== conversationId ||
      seqOfClientMsgId(stored, message.client_msg_id) === undefined,
  );
  return remaining.length === pending.length ? pending : remaining;
}

const storing = (messages: readonly WireMessage[]) => (conversation: ConversationMessages) => {
  const stored =
    messages.length === 1
      ? insertMessage(conversation.stored, messages[0])
      : mergeMessages(conversation.stored, messages);
  return stored === conversation.stored ? conversation : { ...conversation, stored };
};

function storeMessages(state: MessagesState, conversationId: string, messages: readonly WireMessage[]): MessagesState {
  return messages.length === 0 ? state : withConversation(state, conversationId, storing(messages));
}

function updatePending(
  state: MessagesState,
  clientMsgId: string,
  update: (message: PendingMessage) => PendingMessage,
): MessagesState {
  const index = state.pending.findIndex((message) => message.client_msg_id === clientMsgId);
  if (index < 0) return state;
  const pending = state.pending.slice();
  pending[index] = update(pending[index]);
  return { ...state, pending };
}

/** The outbox messages still on their way that `failing` picks are failed (Retry or Delete is the customer's). */
function failSending(state: MessagesState, failing: (message: PendingMessage) => boolean): MessagesState {
  if (!state.pending.some((message) => message.status === 'sending' && failing(message))) return state;
  return {
    ...state,
    pending: state.pending.map((message) =>
      message.status === 'sending' && failing(message) ? { ...message, status: 'failed' } : message,
    ),
  };
}

const readUpTo = (seq: number) => (conversation: ConversationMessages) =>
  seq > conversation.peerReadSeq ? { ...conversation, peerReadSeq: seq } : conversation;

function deliver(
  state: MessagesState,
  clientMsgId: string,
  seq: number,
  details: Partial<WireMessage> = {},
): MessagesState {
  const echo = state.pending.find((message) => message.client_msg_id === clientMsgId);
  if (!echo) return state;
  return storeMessages(state, conversationIdOfMessage(echo), [{ ...wireOf(echo), ...details, seq }]);
}

/**
 * Every push_msg passes here, so this reducer is written without Immer: Immer would copy and walk the
 * whole conversation per frame, while the chunked store copies one chunk (bench/frames.bench.ts).
 */
export function messagesReducer(state: MessagesState = initialMessagesState, action: UnknownAction): MessagesState {
  if (frameReceived.push_msg.match(action)) {
    const message = action.payload.data;
    return storeMessages(state, conversationIdOfMessage(message), [message]);
  }
  if (frameReceived.send_msg.match(action)) {
    const ack = action.payload.data;
    return deliver(state, ack.client_msg_id, ack.seq, {
      server_msg_id: ack.server_msg_id,
      ...(ack.send_time ? { send_time: ack.send_time } : {}),
    });
  }
  if (frameReceived.pull_msg_by_max_seq.match(action)) {
    const { conversation_id: conversationId, messages } = action.payload.data;
    return storeMessages(state, conversationId, messages);
  }
  if (frameReceived.get_unread_msg_by_max_seq.match(action)) {
    const { conversation_id: conversationId, messages, unread } = action.payload.data;
    const stored = storeMessages(state, conversationId, messages);
    return withConversation(stored, conversationId, (conversation) =>
      conversation.unread === unread ? conversation : { ...conversation, unread },
    );
  }
  if (frameReceived.get_max_and_min_seq.match(action)) {
    const { conversation_id: conversationId, min_seq: serverMinSeq, peer_read_seq: peerReadSeq } = action.payload.data;
    const ranged = withConversation(state, conversationId, (conversation) =>
      conversation.serverMinSeq === serverMinSeq ? conversation : { ...conversation, serverMinSeq },
    );
    return withConversation(ranged, conversationId, readUpTo(peerReadSeq));
  }
  if (frameReceived.push_signal_msg.match(action) && action.payload.data.content_type === CONTENT_TYPE.readReceipt) {
    const receipt = readReadReceipt(action.payload.data.content);
    return receipt.ok
      ? withConversation(state, receipt.value.conversation_id, readUpTo(receipt.value.read_seq))
      : state;
  }
  if (chatApi.endpoints.historyList.matchFulfilled(action)) {
    return storeMessages(state, action.meta.arg.originalArgs.conversationId, action.payload.messages);
  }
  if (aiQuestionSubmitted.match(action) || groupMessageSubmitted.match(action) || imageMessageSubmitted.match(action))
    return { ...state, pending: [...state.pending, action.payload] };
  if (messageResent.match(action)) {
    const { clientMsgId, msgIncr, at, reason } = action.payload;
    return updatePending(state, clientMsgId, ({ errorCode: _errorCode, ...message }) => ({
      ...message,
      incr: msgIncr,
      status: 'sending',
      sentAt: at,
      resent: reason === 'notReceived' ? true : reason === 'userRetry' ? false : message.resent,
    }));
  }
  if (sendStatusChecked.match(action)) {
    const { clientMsgId, isSend, seq } = action.payload;
    if (isSend && seq) return deliver(state, clientMsgId, seq);
    // Not received although already resent once: it has failed (spec §4: one retry), the user may retry.
    return updatePending(state, clientMsgId, (message) =>
      message.resent ? { ...message, status: 'failed' } : message,
    );
  }
  if (replyFailed.match(action) && action.payload.identify === 'send_msg') {
    const msgIncr = action.payload.msg_incr;
    const echo = state.pending.find((message) => message.incr === msgIncr);
    return echo
      ? updatePending(state, echo.client_msg_id, (message) => ({
          ...message,
          status: 'failed',
          errorCode: action.payload.err_code,
        }))
      : state;
  }
  if (sendingTimedOut.match(action))
    return failSending(state, (message) => action.payload.clientMsgIds.includes(message.client_msg_id));
  // Another window took the chat over (signal 314): nothing more goes out from here until "Use here".
  if (socketOccupied.match(action)) return failSending(state, () => true);
  if (failedMessageDeleted.match(action)) {
    const pending = state.pending.filter(
      (message) => message.client_msg_id !== action.payload.clientMsgId || message.status !== 'failed',
    );
    return pending.length === state.pending.length ? state : { ...state, pending };
  }
  if (outboxRestored.match(action)) {
    const known = new Set(state.pending.map((message) => message.client_msg_id));
    const restored = action.payload.filter(
      (message) =>
        !known.has(message.client_msg_id) &&
        seqOfClientMsgId(
          conversationMessages(state, conversationIdOfMessage(message)).stored,
          message.client_msg_id,
        ) === undefined,
    );
    return restored.length === 0 ? state : { ...state, pending: [...restored, ...state.pending] };
  }
  if (conversationReset.match(action)) {
    return withConversation(state, action.payload.conversationId, (conversation) => ({
      ...conversation,
      stored: emptyMessageStore(),
      unread: 0,
    }));
  }
  if (conversationSeen.match(action)) {
    return withConversation(state, action.payload.conversationId, (conversation) =>
      conversation.unread === 0 ? conversation : { ...conversation, unread: 0 },
    );
  }
  return state;
}
