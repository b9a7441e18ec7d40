import { createAction, nanoid } from '@reduxjs/toolkit';
import { CHAT_TYPE, CONTENT_TYPE, PLATFORM_ID } from '../../protocol/codes';
import type { AiQueryPayload, QuickQuestion } from '../../protocol/entities';
import { frameIntent } from '../../realtime/frameIntent';
import type { PendingMessage } from './chatMessage';

export function currentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The AI conversation is asked for once the socket is open (its reply carries the welcome). */
export const aiConversationRequested = createAction('chat/aiConversationRequested', () => ({
  payload: undefined,
  meta: frameIntent('init_ai_customer_conversation', { time_zone: currentTimeZone() }),
}));

export interface AiQuestion {
  senderId: string;
  aiUserId: string;
  query: string;
  question?: QuickQuestion;
}

/** A question to the AI: shown at once as sending (local echo), sent as content type 203. */
export const aiQuestionSubmitted = createAction('chat/aiQuestionSubmitted', (question: AiQuestion) => {
  const clientMsgId = nanoid();
  const msgIncr = nanoid(12);
  const payload: AiQueryPayload = {
    time_zone: currentTimeZone(),
    query: question.query,
    images: [],
    withdraw_order_ids: [],
    ...(question.question?.question_type !== undefined ? { select_question_type: question.question.question_type } : {}),
  };
  const message: PendingMessage = {
    client_msg_id: clientMsgId,
    seq: 0,
    incr: msgIncr,
    sender_id: question.senderId,
    receiver_id: question.aiUserId,
    group_id: '',
    chat_type: CHAT_TYPE.single,
    content_type: CONTENT_TYPE.aiQuery,
    content: JSON.stringify(payload),
    sender_platform_id: PLATFORM_ID,
    send_time: Date.now(),
    status: 'sending',
  };
  const { status: _status, ...wire } = message;
  return { payload: message, meta: frameIntent('send_msg', wire, msgIncr) };
});
