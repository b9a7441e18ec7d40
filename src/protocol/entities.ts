import { withdrawOrderSchema } from './orders';
import type { CapturePolicy } from './recordings';
import {
  arrayOf,
  bool,
  id,
  int,
  jsonString,
  literal,
  num,
  object,
  optional,
  str,
  withDefault,
  type Infer,
} from './validate';

/** A chat message as it travels (spec §3). Local-only fields live in the client's own type. */
export const messageSchema = object({
  client_msg_id: str,
  server_msg_id: optional(str),
  seq: withDefault(int, 0),
  incr: optional(str),
  sender_id: id,
  receiver_id: withDefault(id, ''),
  group_id: withDefault(id, ''),
  chat_type: literal(1, 2),
  content_type: int,
  content: str,
  sender_platform_id: withDefault(int, 1),
  reception_id: optional(id),
  send_time: withDefault(num, 0),
});
export type WireMessage = Infer<typeof messageSchema>;

/** A question to the AI assistant (content_type 203; spec §7 "AI message payloads"). */
export const aiQuerySchema = object({
  time_zone: str,
  query: str,
  images: withDefault(arrayOf(str), []),
  select_question_type: optional(int),
  reset_question_type: optional(int),
  withdraw_order_ids: withDefault(arrayOf(str), []),
  msg_stage: optional(literal(1, 2)),
});
export type AiQueryPayload = Infer<typeof aiQuerySchema>;

export const quickQuestionSchema = object({ id: id, title: str, question_type: optional(int) });
export type QuickQuestion = Infer<typeof quickQuestionSchema>;

/** A help-centre article an AI answer was taken from: `id` as `/api/v1/faq/details` takes it. */
export const answerSourceSchema = object({ id: id, title: str });
export type AnswerSource = Infer<typeof answerSourceSchema>;

/** The content of an AI reply (content_type 205; spec §3). `data` is validated per reply_code. */
export const aiReplySchema = object({
  reply_code: str,
  contact_human: withDefault(literal(0, 1), 0),
  reset_question: withDefault(literal(0, 1), 0),
  data: withDefault(
    object({
      text: optional(str),
      questions: optional(arrayOf(quickQuestionSchema)),
      order_ids: optional(arrayOf(str)),
      withdraw_orders: optional(arrayOf(withdrawOrderSchema)),
      question_type: optional(int),
      work_order_type: optional(int),
      sources: optional(arrayOf(answerSourceSchema)),
      /** 1: the chat offers a "Talk to a person" button with this reply (docs/assistant.md, "No dead ends"). */
      offer_human: optional(literal(0, 1)),
    }),
    {},
  ),
});
export type AiReply = Infer<typeof aiReplySchema>;
/** A 205's content, read. */
export const aiReplyContent = jsonString(aiReplySchema);

/** The AI greeting, sent in the init_ai_customer_conversation reply rather than stored in history. */
export const aiWelcomeSchema = object({ text: str, questions: withDefault(arrayOf(quickQuestionSchema), []) });
export type AiWelcome = Infer<typeof aiWelcomeSchema>;

export const conversationSchema = object({
  conversation_id: str,
  opposite_id: id,
  chat_type: literal(1, 2),
  group_id: withDefault(id, ''),
  max_seq: withDefault(int, 0),
  min_seq: withDefault(int, 0),
});
export type Conversation = Infer<typeof conversationSchema>;

export const receptionSchema = object({
  id: id,
  phase: int,
  problem_finished: withDefault(literal(0, 1), 0),
});
export type Reception = Infer<typeof receptionSchema>;

export const evaluationSchema = object({
  reception_id: id,
  score: int,
  content: withDefault(str, ''),
  problem_finished: literal(0, 1),
});
export type Evaluation = Infer<typeof evaluationSchema>;

export interface LoginPayload {
  username?: string;
  password: string;
  nickname?: string;
  user_id?: string;
  distinct_id?: string;
  app_key: string;
  sign?: string;
  ts?: string;
  nonce?: string;
  language: string;
}
export const loginResponseSchema = object({ id: id, token: str });
export type LoginResponse = Infer<typeof loginResponseSchema>;

export const userInfoSchema = object({
  id: id,
  username: str,
  nickname: withDefault(str, ''),
  avatar: withDefault(str, ''),
});
export type UserInfo = Infer<typeof userInfoSchema>;

export const faqConfigSchema = object({
  is_force_faq: literal(0, 1),
  is_report_data: literal(0, 1),
  ai_michat_status: int,
  color_scheme: int,
  faq_url: withDefault(str, ''),
  /** Field recordings (src/protocol/recordings.ts); an older server sends none: no recorder. */
  // Spelled out: importing CAPTURE_POLICIES would bring all of recordings.ts into the entry.
  capture_policy: withDefault(literal<CapturePolicy>('off', 'on_support', 'always'), 'off'),
  capture_sample_rate: withDefault(num, 1),
});
export type FaqConfig = Infer<typeof faqConfigSchema>;

/** `host_origins`: the product's host allowlist (src/protocol/hostOrigins.ts), for the host bridge. */
export const productLookupSchema = object({ id: id, company_id: id, host_origins: withDefault(arrayOf(str), []) });
export type ProductLookup = Infer<typeof productLookupSchema>;

/** GET msg/history-list: the page below before_seq, ascending (docs/protocol.md). */
export const historyPageSchema = object({ messages: arrayOf(messageSchema), has_more: bool });
export type HistoryPage = Infer<typeof historyPageSchema>;
