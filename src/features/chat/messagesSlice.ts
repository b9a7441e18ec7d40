import type { UnknownAction } from '@reduxjs/toolkit';
import { frameReceived, replyFailed } from '../../realtime/socketActions';
import { aiQuestionSubmitted } from './chatActions';
import type { WireMessage } from '../../protocol/entities';
import type { PendingMessage } from './chatMessage';
import { emptyMessageStore, insertMessage, type MessageStore } from './messageStore';

export interface MessagesState {
  /** Stored messages, ascending by seq, without duplicates. */
  stored: MessageStore<WireMessage>;
  /** Local echoes awaiting their acknowledgement, in the order they were sent. */
  pending: readonly PendingMessage[];
}

export const initialMessagesState: MessagesState = { stored: emptyMessageStore(), pending: [] };

function withoutPending(pending: readonly PendingMessage[], clientMsgId: string): readonly PendingMessage[] {
  const index = pending.findIndex((message) => message.client_msg_id === clientMsgId);
  return index < 0 ? pending : [...pending.slice(0, index), ...pending.slice(index + 1)];
}

/**
 * Every push_msg passes here, so this reducer is written without Immer: Immer would copy and walk the
 * whole conversation per frame, while the chunked store copies one chunk (bench/frames.bench.ts).
 */
export function messagesReducer(state: MessagesState = initialMessagesState, action: UnknownAction): MessagesState {
  if (frameReceived.push_msg.match(action)) {
    const message = action.payload.data;
    const stored = insertMessage(state.stored, message);
    const pending = state.pending.length === 0 ? state.pending : withoutPending(state.pending, message.client_msg_id);
    return stored === state.stored && pending === state.pending ? state : { stored, pending };
  }
  if (aiQuestionSubmitted.match(action)) {
    return { ...state, pending: [...state.pending, action.payload] };
  }
  if (frameReceived.send_msg.match(action)) {
    const ack = action.payload.data;
    const echo = state.pending.find((message) => message.client_msg_id === ack.client_msg_id);
    if (!echo) return state;
    const { status: _status, ...wire } = echo;
    const sent: WireMessage = { ...wire, seq: ack.seq, server_msg_id: ack.server_msg_id, send_time: ack.send_time || echo.send_time };
    return { stored: insertMessage(state.stored, sent), pending: withoutPending(state.pending, ack.client_msg_id) };
  }
  if (replyFailed.match(action) && action.payload.identify === 'send_msg') {
    const msgIncr = action.payload.msg_incr;
    if (!state.pending.some((message) => message.incr === msgIncr)) return state;
    return { ...state, pending: state.pending.map((message) => (message.incr === msgIncr ? { ...message, status: 'failed' } : message)) };
  }
  return state;
}
