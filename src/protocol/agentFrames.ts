import { pastSessionSchema } from './customerProfiles';
import { CONTENT_TYPE } from './codes';
import { messageSchema } from './entities';
import { withdrawOrderSchema, WORK_ORDER_STATUSES } from './orders';
import {
  arrayOf,
  bool,
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

/**
 * Frames of the sandbox-only agent socket (server/README.md, "Agent socket"), both ways: the sandbox
 * decodes what the agent console sends, the console decodes what the sandbox sends. Not part of the
 * customer protocol (docs/protocol.md).
 */

type FrameSchemas = Record<string, Validator<{ type: string }>>;
type FrameOf<S extends FrameSchemas> = { [K in keyof S]: Infer<S[K]> }[keyof S];
export type DecodedFrame<F> = { ok: true; frame: F } | { ok: false; reason: string };

/** A string that must be there and not be empty; anything else is reported as missing. */
function required(inner: Validator<string>): Validator<string> {
  return (input, path = '') => {
    const result = inner(input, path);
    return result.ok && result.value !== '' ? result : { ok: false, error: `${path} is required` };
  };
}

/** A text frame of JSON whose `type` picks its schema; the reason names fields, never values. */
function frameDecoder<S extends FrameSchemas>(schemas: S): (text: string) => DecodedFrame<FrameOf<S>> {
  const types = Object.keys(schemas);
  const typeError = `type must be ${types.slice(0, -1).join(', ')} or ${types.at(-1)}`;
  return (text) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'frame is not JSON' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return { ok: false, reason: 'frame is not a JSON object' };
    const type = (parsed as { type?: unknown }).type;
    // Object.hasOwn: an inherited name such as "toString" is not a frame type.
    if (typeof type !== 'string' || !Object.hasOwn(schemas, type)) return { ok: false, reason: typeError };
    const result = schemas[type](parsed);
    return result.ok ? { ok: true, frame: result.value as FrameOf<S> } : { ok: false, reason: result.error };
  };
}

// -------------------------------------------------------------------------------------------------
// Sign-in (REST, docs/protocol.md "Agent sign-in")

export const AGENT_REST = {
  login: '/api/v1/agent/login',
  logout: '/api/v1/agent/logout',
  /** GET: what the company's products' uploads hold on the storage host (docs/protocol.md, "Quotas"). */
  storageUse: '/api/v1/agent/storage-use',
  /**
   * GET: one upload URL for a file the agent sends to the customer of a reception they serve (query
   * `reception_id`, `file_name`, `content_type`, `size`); answered like the customer's sign-upload-object.
   */
  signUpload: '/api/v1/agent/sign-upload-object',
} as const;

const productStorageUseSchema = object({ product_id: id, name: str, bytes: int, files: int });
const storageUseSchema = object({ products: arrayOf(productStorageUseSchema) });
export type StorageUse = Infer<typeof storageUseSchema>;
export const decodeStorageUse: Validator<StorageUse> = storageUseSchema;

/** The socket's path; the token goes in its `token` query value (docs/security.md, "Agents"). */
export const AGENT_SOCKET_PATH = '/agent-ws';

// supervisor: the agent may open the Supervisor view (absent from a sign-in stored before the role existed).
const agentSignInSchema = object({
  agent_id: id,
  nickname: withDefault(str, ''),
  token: str,
  expires_at: num,
  supervisor: optional(bool),
});
export type AgentSignIn = Infer<typeof agentSignInSchema>;
export const decodeAgentSignIn: Validator<AgentSignIn> = agentSignInSchema;

// -------------------------------------------------------------------------------------------------
// Agent → server

/** Online agents get offers; away agents keep the chats they serve but get no new ones. */
export const AGENT_STATUSES = ['online', 'away'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

const agentToServerSchemas = {
  accept: object({ type: literal('accept'), reception_id: required(str) }),
  // A missing content is an empty text, which the sandbox refuses as such once it knows the reception.
  // client_msg_id (optional) comes back on the stored message, so that the console can match its own text.
  // content_type 102: content is the image's JSON { url, width, height }, a file the agent uploaded.
  send: object({
    type: literal('send'),
    reception_id: required(str),
    content: withDefault(str, ''),
    client_msg_id: withDefault(str, ''),
    content_type: withDefault(literal(CONTENT_TYPE.text, CONTENT_TYPE.image), CONTENT_TYPE.text),
  }),
  // A reply to a message a customer left while no agent was online: stored in their support group.
  answer_left_message: object({
    type: literal('answer_left_message'),
    left_message_id: required(id),
    content: withDefault(str, ''),
  }),
  end: object({ type: literal('end'), reception_id: required(str) }),
  // The agent has the reception's conversation on screen: the customer's messages so far count as read.
  seen: object({ type: literal('seen'), reception_id: required(str) }),
  // Work-order ids are SQLite integers: the console sends them as strings, a frame typed by hand may hold a number.
  advance_work_order: object({ type: literal('advance_work_order'), id: required(id) }),
  // Away: no new offers; the chats the agent serves go on.
  presence: object({ type: literal('presence'), status: literal(...AGENT_STATUSES) }),
  // Catch-up: the messages of a served reception's conversation after `after_seq`, in pages.
  sync: object({ type: literal('sync'), reception_id: required(str), after_seq: int }),
  // The agent is typing to the customer of a reception they serve; the console repeats it while typing.
  typing: object({ type: literal('typing'), reception_id: required(str) }),
  // Hands a served reception to another online agent of the company with room, or back to the queue
  // (`to_agent_id` ""), with a note for whoever takes it next (agents only, like every note).
  transfer: object({
    type: literal('transfer'),
    reception_id: required(str),
    to_agent_id: withDefault(id, ''),
    note: withDefault(str, ''),
  }),
  // Asks who a served reception may be transferred to now: answered by `transfer_targets`.
  transfer_targets: object({ type: literal('transfer_targets'), reception_id: required(str) }),
  // A private note on a served reception's conversation: its agents see it, its customer never does.
  note: object({ type: literal('note'), reception_id: required(str), content: withDefault(str, '') }),
} satisfies FrameSchemas;

export type AgentToServerFrame = FrameOf<typeof agentToServerSchemas>;
export type AgentToServerFrameType = AgentToServerFrame['type'];

export const decodeAgentToServerFrame = frameDecoder(agentToServerSchemas);

// -------------------------------------------------------------------------------------------------
// Server → agent

const customerSchema = object({ id, nickname: withDefault(str, '') });
export type AgentCustomer = Infer<typeof customerSchema>;

const agentRefSchema = object({ id, nickname: withDefault(str, '') });
export type AgentRef = Infer<typeof agentRefSchema>;

const waitingReceptionSchema = object({
  reception_id: id,
  customer: customerSchema,
  /** The customer's locale when they asked for a human (e.g. "pt-BR"), as in `accepted`'s context; "" when unknown. */
  locale: withDefault(str, ''),
  summary: object({ questions: withDefault(arrayOf(str), []), since: num }),
  /** The agent this reception is offered to (only they may accept it); null while it waits in the queue. */
  offered_to: withDefault(optional(agentRefSchema), undefined),
  /** Its place in the customer-facing queue (from 1); 0 when offered. */
  position: withDefault(int, 0),
  estimated_wait_seconds: withDefault(int, 0),
});
export type WaitingReception = Infer<typeof waitingReceptionSchema>;

const leftMessageSchema = object({
  /** Its id for `answer_left_message` ('' from a sandbox that sends none: it cannot be answered). */
  id: withDefault(id, ''),
  customer: customerSchema,
  content: str,
  at: num,
  /** Who answered it, when, and with what; absent while nobody has. */
  answered: withDefault(optional(object({ by: agentRefSchema, at: num, content: withDefault(str, '') })), undefined),
});
export type LeftMessage = Infer<typeof leftMessageSchema>;

const agentWorkOrderSchema = object({
  id,
  order_no: str,
  customer: customerSchema,
  kind: literal(1, 2),
  type: num,
  status: literal(...WORK_ORDER_STATUSES),
  created_at: num,
  summary: withDefault(str, ''),
});
export type AgentWorkOrder = Infer<typeof agentWorkOrderSchema>;

const cannedReplySchema = object({ id, title: str, text: str });
export type CannedReply = Infer<typeof cannedReplySchema>;

/** What the agent knows of the customer when they accept: who, where from, and what happened before. */
const receptionContextSchema = object({
  customer: object({
    id,
    nickname: withDefault(str, ''),
    /** The customer's locale when they asked for a human (e.g. "pt-BR"). */
    locale: withDefault(str, ''),
    /** IANA time zone from the customer's client, or "" when it never said. */
    time_zone: withDefault(str, ''),
    product: object({ id, name: withDefault(str, '') }),
  }),
  /** The customer's AI conversation before the handover, oldest first (at most 50 messages). */
  ai_history: withDefault(arrayOf(messageSchema), []),
  handoff: object({
    /** What the customer asked the AI, oldest first. */
    questions: withDefault(arrayOf(str), []),
    /** The AI reply codes the conversation reached (ANSWER, CONTACT_HUMAN, TO_CREATE_WORK_ORDER …), first time order. */
    reply_codes: withDefault(arrayOf(str), []),
    /** Withdrawal order ids the customer picked for the AI. */
    orders: withDefault(arrayOf(str), []),
    /** Images the customer sent in the AI conversation before the handover (as images or with their questions). */
    files: withDefault(int, 0),
    /** Why the customer asked for a human (their last question), when known. */
    reason: withDefault(str, ''),
    since: num,
  }),
  withdrawal_orders: withDefault(arrayOf(withdrawOrderSchema), []),
  /** Saved replies in the customer's locale (English when none are seeded for it). */
  canned_replies: withDefault(arrayOf(cannedReplySchema), []),
  /** The customer's sessions in this product, newest first (at most 50): the history's messages name theirs by reception_id. */
  sessions: withDefault(arrayOf(pastSessionSchema), []),
  /** The support group's members (the customer, the AI, every agent who served), to name who wrote what. */
  members: withDefault(arrayOf(object({ id, nickname: withDefault(str, '') })), []),
});
export type ReceptionContext = Infer<typeof receptionContextSchema>;

/** A private note on a customer's conversation, or the note left with a transfer (`kind` "transfer"). */
const agentNoteSchema = object({
  id,
  reception_id: id,
  author: agentRefSchema,
  content: withDefault(str, ''),
  at: num,
  kind: withDefault(literal('note', 'transfer'), 'note'),
  /** A transfer's target agent; absent for a note, or a transfer back to the queue. */
  to: withDefault(optional(agentRefSchema), undefined),
});
export type AgentNote = Infer<typeof agentNoteSchema>;

/** How a reception reached the agent it is now served by, when it came from another agent. */
const transferSchema = object({ from: agentRefSchema, note: withDefault(str, ''), at: num });
export type TransferToYou = Infer<typeof transferSchema>;

/** An agent a reception may be transferred to: `load` counts the chats they serve and the offers they hold. */
const transferTargetSchema = object({ id, nickname: withDefault(str, ''), load: int, max_chats: int });
export type TransferTarget = Infer<typeof transferTargetSchema>;

const serverToAgentSchemas = {
  waiting: object({
    type: literal('waiting'),
    receptions: arrayOf(waitingReceptionSchema),
    left_messages: withDefault(arrayOf(leftMessageSchema), []),
  }),
  /**
   * After this agent's `accept`, a transfer to this agent, and again on every (re)connect for each
   * reception the agent serves (`resumed`: true): the group's last 100 messages, the context, the
   * conversation's latest private notes and, when another agent handed it on, who and with what note.
   */
  accepted: object({
    type: literal('accepted'),
    reception_id: id,
    group_id: withDefault(id, ''),
    history: arrayOf(messageSchema),
    context: optional(receptionContextSchema),
    resumed: withDefault(bool, false),
    notes: withDefault(arrayOf(agentNoteSchema), []),
    transfer: withDefault(optional(transferSchema), undefined),
  }),
  /** A new message in a served reception's group: the customer's, or this agent's own `send` (with its client_msg_id). */
  message: object({ type: literal('message'), reception_id: id, message: messageSchema }),
  /** The answer to `sync`: messages after its `after_seq`, oldest first; `more` when another page follows. */
  messages: object({
    type: literal('messages'),
    reception_id: id,
    messages: arrayOf(messageSchema),
    more: withDefault(bool, false),
  }),
  /** This agent's status and load, on connect and whenever they change; the same on all their consoles. */
  presence: object({
    type: literal('presence'),
    status: literal(...AGENT_STATUSES),
    max_chats: int,
    serving: withDefault(arrayOf(id), []),
  }),
  /** The customer of a served reception is typing (repeated while they type; gone after TYPING_SHOWN_MS). */
  typing: object({ type: literal('typing'), reception_id: id }),
  ended: object({ type: literal('ended'), reception_id: id, by: literal('agent', 'customer') }),
  error: object({ type: literal('error'), message: str }),
  work_orders: object({ type: literal('work_orders'), work_orders: arrayOf(agentWorkOrderSchema) }),
  /** A served reception went to another agent (`to`) or back to the queue (no `to`): it is no longer this agent's. */
  transferred: object({
    type: literal('transferred'),
    reception_id: id,
    to: withDefault(optional(agentRefSchema), undefined),
  }),
  /** The answer to `transfer_targets`: the company's other online agents with room, least loaded first. */
  transfer_targets: object({
    type: literal('transfer_targets'),
    reception_id: id,
    agents: arrayOf(transferTargetSchema),
  }),
  /** A new private note on a served reception's conversation, to the consoles of the agent serving it. */
  note: object({ type: literal('note'), reception_id: id, note: agentNoteSchema }),
} satisfies FrameSchemas;

export type ServerToAgentFrame = FrameOf<typeof serverToAgentSchemas>;

export const decodeServerToAgentFrame = frameDecoder(serverToAgentSchemas);
