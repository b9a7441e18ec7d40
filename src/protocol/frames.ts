import { aiQuerySchema, aiWelcomeSchema, conversationSchema, messageSchema, receptionSchema } from './entities';
import type { IncomingIdentifier, OutgoingIdentifier } from './identifiers';
import {
  arrayOf,
  id,
  int,
  literal,
  num,
  object,
  optional,
  str,
  withDefault,
  type Infer,
  type Validator,
} from './validate';

const empty = object({});
const conversationRef = object({ conversation_id: str });

export const sendAckSchema = object({
  client_msg_id: str,
  seq: int,
  server_msg_id: optional(str),
  send_time: withDefault(num, 0),
});

/** Signals are not stored and carry no seq (docs/protocol.md, "Signals"). */
export const signalSchema = object({
  content_type: int,
  content: withDefault(str, ''),
  sender_id: withDefault(id, ''),
  group_id: withDefault(id, ''),
  group_type: optional(int),
  reception_id: optional(id),
  send_time: withDefault(num, 0),
});

/** peer_read_seq: the highest seq another participant (the AI, an agent) has read; 0 when none (docs/protocol.md). */
export const seqRangeSchema = object({
  conversation_id: str,
  max_seq: int,
  min_seq: int,
  peer_read_seq: withDefault(int, 0),
});

/** The content of a read-receipt signal (310): the other side read `conversation_id` up to `read_seq`. */
export const readReceiptSchema = object({ conversation_id: str, read_seq: int });
export type ReadReceipt = Infer<typeof readReceiptSchema>;

const messagePage = object({
  conversation_id: str,
  messages: arrayOf(messageSchema),
  is_end: withDefault(literal(0, 1), 0),
});

export const inboxEntrySchema = object({
  conversation_id: str,
  opposite_id: id,
  chat_type: literal(1, 2),
  group_id: withDefault(id, ''),
  unread: withDefault(int, 0),
  max_seq: withDefault(int, 0),
  last_message: optional(messageSchema),
});

const receptionStatus = object({
  reception: optional(receptionSchema),
  queue_position: optional(int),
  estimated_wait_seconds: optional(int),
});

/** Data of every frame the client sends, validated by the sandbox with the same schemas. */
export const outgoingDataSchemas = {
  send_msg: messageSchema,
  ping: empty,
  init_ai_customer_conversation: object({ time_zone: str }),
  mark_msg_by_seq: object({ conversation_id: str, seqs: arrayOf(int) }),
  get_unread_msg_by_max_seq: object({ conversation_id: str, max_seq: int }),
  pull_msg_by_max_seq: object({ conversation_id: str, max_seq: int, count: int }),
  get_max_and_min_seq: conversationRef,
  inbox_msg_list: empty,
  seat_reception_status: object({ reception_id: optional(id) }),
  seat_reception_contact: object({ conversation_id: str, reason: withDefault(str, '') }),
  seat_reception_new: conversationRef,
  seat_reception_leave_msg: object({ content: str }),
  seat_reception_end: object({ reception_id: id }),
  seat_reception_end_and_evaluate: object({
    reception_id: id,
    score: int,
    content: withDefault(str, ''),
    problem_finished: literal(0, 1),
  }),
  clear_conversation_unread: conversationRef,
  typing: object({ group_id: id }),
} satisfies Record<OutgoingIdentifier, Validator<unknown>>;

/** Data of every frame the server sends (replies share their request's identify). */
export const incomingDataSchemas = {
  send_msg: sendAckSchema,
  ping: object({ server_time: optional(num) }),
  init_ai_customer_conversation: object({ conversation: conversationSchema, welcome: aiWelcomeSchema }),
  mark_msg_by_seq: empty,
  get_unread_msg_by_max_seq: object({ conversation_id: str, unread: int, messages: arrayOf(messageSchema) }),
  pull_msg_by_max_seq: messagePage,
  get_max_and_min_seq: seqRangeSchema,
  inbox_msg_list: object({ conversations: arrayOf(inboxEntrySchema) }),
  seat_reception_status: receptionStatus,
  seat_reception_contact: receptionStatus,
  seat_reception_new: receptionStatus,
  seat_reception_leave_msg: empty,
  seat_reception_end: empty,
  seat_reception_end_and_evaluate: empty,
  clear_conversation_unread: empty,
  typing: empty,
  push_msg: messageSchema,
  push_signal_msg: signalSchema,
} satisfies Record<IncomingIdentifier, Validator<unknown>>;

export type OutgoingData = { [I in OutgoingIdentifier]: Infer<(typeof outgoingDataSchemas)[I]> };
export type IncomingData = { [I in IncomingIdentifier]: Infer<(typeof incomingDataSchemas)[I]> };
export type SendAck = IncomingData['send_msg'];
export type Signal = IncomingData['push_signal_msg'];
export type InboxEntry = IncomingData['inbox_msg_list']['conversations'][number];
export type { Infer };
export { aiQuerySchema };
