import { id, int, object, optional, str, withDefault, type Infer } from './validate';

/** The customer's support group (docs/protocol.md, "Support group"). */
export const supportGroupSchema = object({
  group_id: id,
  group_type: int,
  name: withDefault(str, ''),
  owner_id: withDefault(id, ''),
  reception_id: optional(id),
});
export type SupportGroup = Infer<typeof supportGroupSchema>;

/** GET group/customer-group-info: `group` is null until the customer first asked for a human. */
export const customerGroupInfoSchema = object({ group: optional(supportGroupSchema) });
export type CustomerGroupInfo = Infer<typeof customerGroupInfoSchema>;

/**
 * Content of a 201 group system message and a 202 evaluation card. A 201 with a `notice` is one the
 * client words itself in the customer's language, `text` being its English for any other reader
 * (docs/protocol.md, "Support group"); `agent` names the agent it is about.
 */
export const groupSystemContentSchema = object({
  text: str,
  notice: withDefault(str, ''),
  agent: withDefault(str, ''),
});
export const GROUP_NOTICE = {
  /** After a transfer: "You are now talking to <agent>". */
  agentChanged: 'agent_changed',
  /** An agent accepted the waiting customer: "<agent> joined the chat". */
  agentJoined: 'agent_joined',
  /** After a transfer back to the queue: the customer waits for the next agent. */
  backInQueue: 'back_in_queue',
} as const;
export const evaluationCardContentSchema = object({ reception_id: id });
