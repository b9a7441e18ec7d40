import { messageSchema } from './entities';
import { WORK_ORDER_STATUSES } from './orders';
import { arrayOf, id, literal, num, object, str, withDefault, type Infer, type Validator } from './validate';

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
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: 'frame is not a JSON object' };
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
} as const;

/** The socket's path; the token goes in its `token` query value (docs/security.md, "Agents"). */
export const AGENT_SOCKET_PATH = '/agent-ws';

const agentSignInSchema = object({ agent_id: id, nickname: withDefault(str, ''), token: str, expires_at: num });
export type AgentSignIn = Infer<typeof agentSignInSchema>;
export const decodeAgentSignIn: Validator<AgentSignIn> = agentSignInSchema;

// -------------------------------------------------------------------------------------------------
// Agent → server

const agentToServerSchemas = {
  accept: object({ type: literal('accept'), reception_id: required(str) }),
  // A missing content is an empty text, which the sandbox refuses as such once it knows the reception.
  send: object({ type: literal('send'), reception_id: required(str), content: withDefault(str, '') }),
  end: object({ type: literal('end'), reception_id: required(str) }),
  // The agent has the reception's conversation on screen: the customer's messages so far count as read.
  seen: object({ type: literal('seen'), reception_id: required(str) }),
  // Work-order ids are SQLite integers: the console sends them as strings, a frame typed by hand may hold a number.
  advance_work_order: object({ type: literal('advance_work_order'), id: required(id) }),
} satisfies FrameSchemas;

export type AgentToServerFrame = FrameOf<typeof agentToServerSchemas>;
export type AgentToServerFrameType = AgentToServerFrame['type'];

export const decodeAgentToServerFrame = frameDecoder(agentToServerSchemas);

// -------------------------------------------------------------------------------------------------
// Server → agent

const customerSchema = object({ id, nickname: withDefault(str, '') });
export type AgentCustomer = Infer<typeof customerSchema>;

const waitingReceptionSchema = object({
  reception_id: id,
  customer: customerSchema,
  summary: object({ questions: withDefault(arrayOf(str), []), since: num }),
});
export type WaitingReception = Infer<typeof waitingReceptionSchema>;

const leftMessageSchema = object({ customer: customerSchema, content: str, at: num });
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

const serverToAgentSchemas = {
  waiting: object({
    type: literal('waiting'),
    receptions: arrayOf(waitingReceptionSchema),
    left_messages: withDefault(arrayOf(leftMessageSchema), []),
  }),
  accepted: object({ type: literal('accepted'), reception_id: id, group_id: withDefault(id, ''), history: arrayOf(messageSchema) }),
  message: object({ type: literal('message'), reception_id: id, message: messageSchema }),
  ended: object({ type: literal('ended'), reception_id: id, by: literal('agent', 'customer') }),
  error: object({ type: literal('error'), message: str }),
  work_orders: object({ type: literal('work_orders'), work_orders: arrayOf(agentWorkOrderSchema) }),
} satisfies FrameSchemas;

export type ServerToAgentFrame = FrameOf<typeof serverToAgentSchemas>;

export const decodeServerToAgentFrame = frameDecoder(serverToAgentSchemas);
