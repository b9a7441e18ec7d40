import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { conversationIdOfMessage } from '../../../protocol/conversationId';
import { replyFailed, socketOccupied } from '../../../realtime/socketActions';
import type { PendingMessage } from '../model/chatMessage';
import { seqOfClientMsgId } from '../model/messageStore';
import {
  aiQuestionSubmitted,
  failedMessageDeleted,
  groupMessageSubmitted,
  imageMessageSubmitted,
  messageResent,
  outboxRestored,
  sendingTimedOut,
  sendStatusChecked,
} from './chatActions';
import { conversationIn, type Conversations } from './storedMessagesReducer';

type Outbox = readonly PendingMessage[];

const composed = isAnyOf(aiQuestionSubmitted, groupMessageSubmitted, imageMessageSubmitted);

function updated(
  outbox: Outbox,
  found: (message: PendingMessage) => boolean,
  update: (message: PendingMessage) => PendingMessage,
): Outbox {
  const index = outbox.findIndex(found);
  if (index < 0) return outbox;
  const next = outbox.slice();
  next[index] = update(next[index]);
  return next;
}

const byClientMsgId = (clientMsgId: string) => (message: PendingMessage) => message.client_msg_id === clientMsgId;

/** The outbox messages still on their way that `failing` picks are failed (Retry or Delete is the customer's). */
function failSending(outbox: Outbox, failing: (message: PendingMessage) => boolean): Outbox {
  if (!outbox.some((message) => message.status === 'sending' && failing(message))) return outbox;
  return outbox.map((message) =>
    message.status === 'sending' && failing(message) ? { ...message, status: 'failed' } : message,
  );
}

/** Unsent messages of an earlier page load, minus those already in the outbox or stored. */
function restored(outbox: Outbox, saved: readonly PendingMessage[], conversations: Conversations): Outbox {
  const known = new Set(outbox.map((message) => message.client_msg_id));
  const missing = saved.filter(
    (message) =>
      !known.has(message.client_msg_id) &&
      seqOfClientMsgId(
        conversationIn(conversations, conversationIdOfMessage(message)).stored,
        message.client_msg_id,
      ) === undefined,
  );
  return missing.length === 0 ? outbox : [...missing, ...outbox];
}

/**
 * The outbox (spec §4): local echoes awaiting their acknowledgement, in the order they were composed,
 * and what became of each send. Reads the stored messages only to restore what they do not hold.
 */
export function outboxReducer(outbox: Outbox, action: UnknownAction, conversations: Conversations): Outbox {
  if (composed(action)) return [...outbox, action.payload];
  if (messageResent.match(action)) {
    const { clientMsgId, msgIncr, at, reason } = action.payload;
    return updated(outbox, byClientMsgId(clientMsgId), ({ errorCode: _errorCode, ...message }) => ({
      ...message,
      incr: msgIncr,
      status: 'sending',
      sentAt: at,
      resent: reason === 'notReceived' ? true : reason === 'userRetry' ? false : message.resent,
    }));
  }
  if (sendStatusChecked.match(action)) {
    const { clientMsgId, isSend, seq } = action.payload;
    // Received: the stored copy delivers it. Not received although already resent once: it has failed
    // (spec §4: one retry), the user may retry.
    if (isSend && seq) return outbox;
    return updated(outbox, byClientMsgId(clientMsgId), (message) =>
      message.resent ? { ...message, status: 'failed' } : message,
    );
  }
  if (replyFailed.match(action) && action.payload.identify === 'send_msg') {
    const { msg_incr: msgIncr, err_code: errorCode } = action.payload;
    return updated(
      outbox,
      (message) => message.incr === msgIncr,
      (message) => ({ ...message, status: 'failed', errorCode }),
    );
  }
  if (sendingTimedOut.match(action))
    return failSending(outbox, (message) => action.payload.clientMsgIds.includes(message.client_msg_id));
  // Another window took the chat over (signal 314): nothing more goes out from here until "Use here".
  if (socketOccupied.match(action)) return failSending(outbox, () => true);
  if (failedMessageDeleted.match(action)) {
    const remaining = outbox.filter(
      (message) => message.client_msg_id !== action.payload.clientMsgId || message.status !== 'failed',
    );
    return remaining.length === outbox.length ? outbox : remaining;
  }
  if (outboxRestored.match(action)) return restored(outbox, action.payload, conversations);
  return outbox;
}

/** The outbox without the echoes a store that changed now holds: a stored copy is the delivery proof. */
export function withoutDelivered(outbox: Outbox, before: Conversations, after: Conversations): Outbox {
  if (outbox.length === 0 || before === after) return outbox;
  const remaining = outbox.filter((message) => {
    const conversationId = conversationIdOfMessage(message);
    const stored = after[conversationId]?.stored;
    return (
      !stored ||
      stored === before[conversationId]?.stored ||
      seqOfClientMsgId(stored, message.client_msg_id) === undefined
    );
  });
  return remaining.length === outbox.length ? outbox : remaining;
}
