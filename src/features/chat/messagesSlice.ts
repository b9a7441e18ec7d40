import type { UnknownAction } from '@reduxjs/toolkit';
import type { WireMessage } from '../../protocol/entities';
import { frameReceived, replyFailed } from '../../realtime/socketActions';
import { chatApi } from './chatApi';
import { aiQuestionSubmitted, conversationReset, conversationSeen, messageResent, outboxRestored, sendStatusChecked } from './chatActions';
import type { PendingMessage } from './chatMessage';
import { emptyMessageStore, insertMessage, mergeMessages, seqOfClientMsgId, type MessageStore } from './messageStore';

export interface MessagesState {
  /** Stored messages, ascending by seq, without duplicates. */
  stored: MessageStore<WireMessage>;
  /** The outbox: local echoes awaiting their acknowledgement, in the order they were composed. */
  pending: readonly PendingMessage[];
  /** The server's lowest seq of the conversation (older pages exist while the first stored is above it). */
  serverMinSeq: number;
  /** Unread count from the server, cleared when the user sees the conversation. */
  unread: number;
}

export const initialMessagesState: MessagesState = { stored: emptyMessageStore(), pending: [], serverMinSeq: 0, unread: 0 };

/** The outbox without echoes the store now holds: a stored copy is the delivery proof. */
function withoutDelivered(pending: readonly PendingMessage[], stored: MessageStore<WireMessage>): readonly PendingMessage[] {
  if (pending.length === 0) return pending;
  const remaining = pending.filter((message) => seqOfClientMsgId(stored, message.client_msg_id) === undefined);
  return remaining.length === pending.length ? pending : remaining;
}

function withStored(state: MessagesState, stored: MessageStore<WireMessage>): MessagesState {
  if (stored === state.stored) return state;
  return { ...state, stored, pending: withoutDelivered(state.pending, stored) };
}

function updatePending(state: MessagesState, clientMsgId: string, update: (message: PendingMessage) => PendingMessage): MessagesState {
  const index = state.pending.findIndex((message) => message.client_msg_id === clientMsgId);
  if (index < 0) return state;
  const pending = state.pending.slice();
  pending[index] = update(pending[index]);
  return { ...state, pending };
}

function deliver(state: MessagesState, clientMsgId: string, seq: number, details: Partial<WireMessage> = {}): MessagesState {
  const echo = state.pending.find((message) => message.client_msg_id === clientMsgId);
  if (!echo) return state;
  const { status: _status, sentAt: _sentAt, resent: _resent, ...wire } = echo;
  return withStored(state, insertMessage(state.stored, { ...wire, ...details, seq }));
}

/**
 * Every push_msg passes here, so this reducer is written without Immer: Immer would copy and walk the
 * whole conversation per frame, while the chunked store copies one chunk (bench/frames.bench.ts).
 */
export function messagesReducer(state: MessagesState = initialMessagesState, action: UnknownAction): MessagesState {
  if (frameReceived.push_msg.match(action)) return withStored(state, insertMessage(state.stored, action.payload.data));
  if (frameReceived.send_msg.match(action)) {
    const ack = action.payload.data;
    return deliver(state, ack.client_msg_id, ack.seq, { server_msg_id: ack.server_msg_id, ...(ack.send_time ? { send_time: ack.send_time } : {}) });
  }
  if (frameReceived.pull_msg_by_max_seq.match(action)) return withStored(state, mergeMessages(state.stored, action.payload.data.messages));
  if (frameReceived.get_unread_msg_by_max_seq.match(action)) {
    const { messages, unread } = action.payload.data;
    return { ...withStored(state, mergeMessages(state.stored, messages)), unread };
  }
  if (frameReceived.get_max_and_min_seq.match(action)) return { ...state, serverMinSeq: action.payload.data.min_seq };
  if (chatApi.endpoints.historyList.matchFulfilled(action)) return withStored(state, mergeMessages(state.stored, action.payload.messages));
  if (aiQuestionSubmitted.match(action)) return { ...state, pending: [...state.pending, action.payload] };
  if (messageResent.match(action)) {
    const { clientMsgId, msgIncr, at, reason } = action.payload;
    return updatePending(state, clientMsgId, (message) => ({
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
    return updatePending(state, clientMsgId, (message) => (message.resent ? { ...message, status: 'failed' } : message));
  }
  if (replyFailed.match(action) && action.payload.identify === 'send_msg') {
    const msgIncr = action.payload.msg_incr;
    const echo = state.pending.find((message) => message.incr === msgIncr);
    return echo ? updatePending(state, echo.client_msg_id, (message) => ({ ...message, status: 'failed' })) : state;
  }
  if (outboxRestored.match(action)) {
    const known = new Set(state.pending.map((message) => message.client_msg_id));
    const restored = action.payload.filter((message) => !known.has(message.client_msg_id));
    return restored.length === 0 ? state : { ...state, pending: withoutDelivered([...restored, ...state.pending], state.stored) };
  }
  if (conversationReset.match(action)) return { ...state, stored: emptyMessageStore(), unread: 0 };
  if (conversationSeen.match(action)) return state.unread === 0 ? state : { ...state, unread: 0 };
  return state;
}
