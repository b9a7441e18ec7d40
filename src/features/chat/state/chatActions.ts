import { createAction, nanoid } from '@reduxjs/toolkit';
import { CHAT_TYPE, CONTENT_TYPE, PLATFORM_ID } from '../../../protocol/codes';
import type { AiQueryPayload, QuickQuestion } from '../../../protocol/entities';
import { frameIntent } from '../../../realtime/frameIntent';
import { wireOf, type PendingMessage } from '../model/chatMessage';

function readTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

let timeZone: string | undefined;

/** The device's IANA time zone, read once per page: a page's first use of Intl costs tens of milliseconds. */
export function currentTimeZone(): string {
  timeZone ??= readTimeZone();
  return timeZone;
}

/** The AI conversation is asked for once the socket is open (its reply carries the welcome). */
export const aiConversationRequested = createAction('chat/aiConversationRequested', () => ({
  payload: undefined,
  meta: frameIntent('init_ai_customer_conversation', { time_zone: currentTimeZone() }),
}));

/** Where an outgoing message goes: the AI's single chat, or the support group. */
type Destination = { aiUserId: string } | { groupId: string };

/**
 * A message the customer composed: a local echo shown at once as sending (spec §4, the outbox), and
 * the send_msg frame that carries it, sharing one msg_incr.
 */
function outgoing(senderId: string, destination: Destination, contentType: number, content: string) {
  const msgIncr = nanoid(12);
  const now = Date.now();
  const group = 'groupId' in destination;
  const message: PendingMessage = {
    client_msg_id: nanoid(),
    seq: 0,
    incr: msgIncr,
    sender_id: senderId,
    receiver_id: group ? '' : destination.aiUserId,
    group_id: group ? destination.groupId : '',
    chat_type: group ? CHAT_TYPE.group : CHAT_TYPE.single,
    content_type: contentType,
    content,
    sender_platform_id: PLATFORM_ID,
    send_time: now,
    status: 'sending',
    sentAt: now,
    resent: false,
  };
  return { payload: message, meta: frameIntent('send_msg', wireOf(message), msgIncr) };
}

export interface AiQuestion {
  senderId: string;
  aiUserId: string;
  query: string;
  question?: QuickQuestion;
  /** Spec §4: 1 once the AI stage is over (AI status 2, or the AI handed over), else 2. */
  msgStage?: 1 | 2;
  /** "Start over" after DETECTED_SAME_QUESTIONS: the question type being reset (0 when none). */
  resetQuestionType?: number;
  /** Picked withdrawal orders (their order_id), at most 3 (spec §5). */
  withdrawOrderIds?: readonly string[];
}

/** A question to the AI: shown at once as sending (local echo), sent as content type 203. */
export const aiQuestionSubmitted = createAction('chat/aiQuestionSubmitted', (question: AiQuestion) => {
  // Fields left undefined are not written: JSON.stringify leaves them out.
  const payload: AiQueryPayload = {
    time_zone: currentTimeZone(),
    query: question.query,
    images: [],
    withdraw_order_ids: [...(question.withdrawOrderIds ?? [])],
    select_question_type: question.question?.question_type,
    reset_question_type: question.resetQuestionType,
    msg_stage: question.msgStage,
  };
  return outgoing(question.senderId, { aiUserId: question.aiUserId }, CONTENT_TYPE.aiQuery, JSON.stringify(payload));
});

export interface GroupMessage {
  senderId: string;
  groupId: string;
  text: string;
}

/** A text to the support group during the human stage (docs/protocol.md, "Support group"): a 101, chat_type 2. */
export const groupMessageSubmitted = createAction(
  'chat/groupMessageSubmitted',
  ({ senderId, groupId, text }: GroupMessage) => outgoing(senderId, { groupId }, CONTENT_TYPE.text, text),
);

export interface ImageMessage {
  senderId: string;
  /** Before and after the human stage: the AI conversation's opposite id; during it, the support group. */
  target: Destination;
  image: { url: string; width: number; height: number };
}

/** An uploaded image (or video, by its URL) sent to the chat: a 102 with JSON { url, width, height }. */
export const imageMessageSubmitted = createAction(
  'chat/imageMessageSubmitted',
  ({ senderId, target, image }: ImageMessage) =>
    outgoing(
      senderId,
      target,
      CONTENT_TYPE.image,
      JSON.stringify({ url: image.url, width: image.width, height: image.height }),
    ),
);

export type ResendReason = 'reconnected' | 'notReceived' | 'userRetry';

/**
 * An outbox message goes out again with the same client_msg_id: after a reconnect, once when
 * check-send-status says the server never got it (spec §4), or when the user taps retry.
 */
export const messageResent = createAction('chat/messageResent', (message: PendingMessage, reason: ResendReason) => {
  const msgIncr = nanoid(12);
  return {
    payload: { clientMsgId: message.client_msg_id, msgIncr, at: Date.now(), reason },
    meta: frameIntent('send_msg', { ...wireOf(message), incr: msgIncr }, msgIncr),
  };
});

/** Unacknowledged for too long while the server could not be reached: these messages failed (docs/realtime.md, "Send states"). */
export const sendingTimedOut = createAction<{ clientMsgIds: string[] }>('chat/sendingTimedOut');

/** The customer removed a message that failed to send. */
export const failedMessageDeleted = createAction<{ clientMsgId: string }>('chat/failedMessageDeleted');

export const sendStatusChecked = createAction<{ clientMsgId: string; isSend: boolean; seq?: number }>(
  'chat/sendStatusChecked',
);

/** Unsent messages of an earlier page load of this tab, back in the outbox. */
export const outboxRestored = createAction<PendingMessage[]>('chat/outboxRestored');

/** The customer asked to talk to a person (the button under an AI answer): handled as the AI handing over (spec §4). */
export const personAskedFor = createAction('chat/personAskedFor');

/** A 311 said the agent serving the customer is typing (reception/typingListeners.ts). */
export const agentTypingNoticed = createAction('chat/agentTypingNoticed');

/**
 * The typing notice is over without the typist's answer: the AI said it was typing but no answer came
 * in time (a lost answer, a crashed server); no 311 came for TYPING_SHOWN_MS, or the reception stopped.
 */
export const typingOver = createAction('chat/typingOver');

/** The customer changed the composer's draft; only whether it is blank travels (the text stays in the composer). */
export const draftEdited = createAction<{ blank: boolean }>('chat/draftEdited');

/** Continuity with the server could not be proven: the conversation's stored messages are dropped and reloaded. */
export const conversationReset = createAction<{ conversationId: string }>('chat/conversationReset');

/** The user saw the conversation (screen open, page visible): its unread marks are cleared. */
export const conversationSeen = createAction('chat/conversationSeen', (conversationId: string) => ({
  payload: { conversationId },
  meta: frameIntent('clear_conversation_unread', { conversation_id: conversationId }),
}));

/** Messages from others arrived while the conversation was in view: mark them read (spec §7). */
export const messagesSeen = createAction('chat/messagesSeen', (conversationId: string, seqs: number[]) => ({
  payload: { conversationId, seqs },
  meta: frameIntent('mark_msg_by_seq', { conversation_id: conversationId, seqs }),
}));
