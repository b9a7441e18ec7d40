import type { UnknownAction } from '@reduxjs/toolkit';
import { CONTENT_TYPE } from '../../../protocol/codes';
import { conversationIdOfMessage } from '../../../protocol/conversationId';
import type { WireMessage } from '../../../protocol/entities';
import { readReceiptSchema } from '../../../protocol/frames';
import { jsonString } from '../../../protocol/validate';
import { frameReceived } from '../../../realtime/socketActions';
import { chatApi } from '../api/chatApi';
import { wireOf, type PendingMessage } from '../model/chatMessage';
import { emptyMessageStore, insertMessage, mergeMessages, type MessageStore } from '../model/messageStore';
import { conversationReset, conversationSeen, sendStatusChecked } from './chatActions';

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

export type Conversations = Readonly<Record<string, ConversationMessages>>;

const emptyConversation: ConversationMessages = {
  stored: emptyMessageStore(),
  serverMinSeq: 0,
  unread: 0,
  peerReadSeq: 0,
};

export const conversationIn = (conversations: Conversations, conversationId: string): ConversationMessages =>
  conversations[conversationId] ?? emptyConversation;

type ConversationUpdate = (conversation: ConversationMessages) => ConversationMessages;

function withConversation(conversations: Conversations, conversationId: string, update: ConversationUpdate) {
  const current = conversationIn(conversations, conversationId);
  const next = update(current);
  return next === current ? conversations : { ...conversations, [conversationId]: next };
}

const storing =
  (messages: readonly WireMessage[]): ConversationUpdate =>
  (conversation) => {
    const stored =
      messages.length === 1
        ? insertMessage(conversation.stored, messages[0])
        : mergeMessages(conversation.stored, messages);
    return stored === conversation.stored ? conversation : { ...conversation, stored };
  };

const store = (conversations: Conversations, conversationId: string, messages: readonly WireMessage[]) =>
  messages.length === 0 ? conversations : withConversation(conversations, conversationId, storing(messages));

const readUpTo =
  (seq: number): ConversationUpdate =>
  (conversation) =>
    seq > conversation.peerReadSeq ? { ...conversation, peerReadSeq: seq } : conversation;

const readReadReceipt = jsonString(readReceiptSchema);

/** An outbox echo the server acknowledged, stored under its seq. */
function deliver(
  conversations: Conversations,
  outbox: readonly PendingMessage[],
  clientMsgId: string,
  seq: number,
  details: Partial<WireMessage> = {},
): Conversations {
  const echo = outbox.find((message) => message.client_msg_id === clientMsgId);
  return echo
    ? store(conversations, conversationIdOfMessage(echo), [{ ...wireOf(echo), ...details, seq }])
    : conversations;
}

/**
 * The stored messages of each conversation and what the server says about them (range, unread, read
 * marks). Reads the outbox only to store an acknowledged echo.
 */
export function storedMessagesReducer(
  conversations: Conversations,
  action: UnknownAction,
  outbox: readonly PendingMessage[],
): Conversations {
  if (frameReceived.push_msg.match(action)) {
    const message = action.payload.data;
    return store(conversations, conversationIdOfMessage(message), [message]);
  }
  if (frameReceived.send_msg.match(action)) {
    const ack = action.payload.data;
    return deliver(conversations, outbox, ack.client_msg_id, ack.seq, {
      server_msg_id: ack.server_msg_id,
      ...(ack.send_time ? { send_time: ack.send_time } : {}),
    });
  }
  if (sendStatusChecked.match(action)) {
    const { clientMsgId, isSend, seq } = action.payload;
    return isSend && seq ? deliver(conversations, outbox, clientMsgId, seq) : conversations;
  }
  if (frameReceived.pull_msg_by_max_seq.match(action))
    return store(conversations, action.payload.data.conversation_id, action.payload.data.messages);
  if (chatApi.endpoints.historyList.matchFulfilled(action))
    return store(conversations, action.meta.arg.originalArgs.conversationId, action.payload.messages);
  if (frameReceived.get_unread_msg_by_max_seq.match(action)) {
    const { conversation_id: conversationId, messages, unread } = action.payload.data;
    return withConversation(store(conversations, conversationId, messages), conversationId, (conversation) =>
      conversation.unread === unread ? conversation : { ...conversation, unread },
    );
  }
  if (frameReceived.get_max_and_min_seq.match(action)) {
    const { conversation_id: conversationId, min_seq: serverMinSeq, peer_read_seq: peerReadSeq } = action.payload.data;
    const ranged = withConversation(conversations, conversationId, (conversation) =>
      conversation.serverMinSeq === serverMinSeq ? conversation : { ...conversation, serverMinSeq },
    );
    return withConversation(ranged, conversationId, readUpTo(peerReadSeq));
  }
  if (frameReceived.push_signal_msg.match(action) && action.payload.data.content_type === CONTENT_TYPE.readReceipt) {
    const receipt = readReadReceipt(action.payload.data.content);
    return receipt.ok
      ? withConversation(conversations, receipt.value.conversation_id, readUpTo(receipt.value.read_seq))
      : conversations;
  }
  if (conversationReset.match(action))
    return withConversation(conversations, action.payload.conversationId, (conversation) => ({
      ...conversation,
      stored: emptyMessageStore(),
      unread: 0,
    }));
  if (conversationSeen.match(action))
    return withConversation(conversations, action.payload.conversationId, (conversation) =>
      conversation.unread === 0 ? conversation : { ...conversation, unread: 0 },
    );
  return conversations;
}
