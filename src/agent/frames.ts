import { messageSchema, type WireMessage } from '../protocol/entities';
import { arrayOf, id, literal, num, object, str, withDefault, type Infer, type Validator } from '../protocol/validate';

/** Frames of the sandbox's agent socket (server/README.md, "Agent socket"). */

const customerSchema = object({ id, nickname: withDefault(str, '') });
export type Customer = Infer<typeof customerSchema>;

const waitingReceptionSchema = object({
  reception_id: id,
  customer: customerSchema,
  summary: object({ questions: withDefault(arrayOf(str), []), since: num }),
});
export type WaitingReception = Infer<typeof waitingReceptionSchema>;

const leftMessageSchema = object({ customer: customerSchema, content: str, at: num });
export type LeftMessage = Infer<typeof leftMessageSchema>;

export const WORK_ORDER_STATUSES = ['submitted', 'in_review', 'resolved'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

const workOrderSchema = object({
  id,
  order_no: str,
  customer: customerSchema,
  kind: literal(1, 2),
  type: num,
  status: literal(...WORK_ORDER_STATUSES),
  created_at: num,
  summary: withDefault(str, ''),
});
export type WorkOrder = Infer<typeof workOrderSchema>;

const serverFrameSchemas = {
  waiting: object({
    type: literal('waiting'),
    receptions: arrayOf(waitingReceptionSchema),
    left_messages: withDefault(arrayOf(leftMessageSchema), []),
  }),
  accepted: object({ type: literal('accepted'), reception_id: id, history: arrayOf(messageSchema) }),
  message: object({ type: literal('message'), reception_id: id, message: messageSchema }),
  ended: object({ type: literal('ended'), reception_id: id, by: literal('agent', 'customer') }),
  error: object({ type: literal('error'), message: str }),
  work_orders: object({ type: literal('work_orders'), work_orders: arrayOf(workOrderSchema) }),
} satisfies Record<string, Validator<{ type: string }>>;

type ServerFrameSchemas = typeof serverFrameSchemas;
export type ServerFrame = { [K in keyof ServerFrameSchemas]: Infer<ServerFrameSchemas[K]> }[keyof ServerFrameSchemas];
export type { WireMessage };

function isServerFrameType(type: unknown): type is keyof ServerFrameSchemas {
  return typeof type === 'string' && Object.hasOwn(serverFrameSchemas, type);
}

/** A server frame, or null for anything that is not JSON, has an unknown type or a wrong shape. */
export function parseServerFrame(text: unknown): ServerFrame | null {
  if (typeof text !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const type = (parsed as { type?: unknown }).type;
  if (!isServerFrameType(type)) return null;
  const result = serverFrameSchemas[type](parsed);
  return result.ok ? (result.value as ServerFrame) : null;
}

export type AgentFrame =
  | { type: 'accept'; reception_id: string }
  | { type: 'send'; reception_id: string; content: string }
  | { type: 'end'; reception_id: string }
  | { type: 'advance_work_order'; id: string };
