import { arrayOf, id, int, literal, object, optional, str, withDefault, type Infer } from './validate';

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

export const userCardSchema = object({
  id: id,
  nickname: withDefault(str, ''),
  avatar: withDefault(str, ''),
  kind: withDefault(literal('customer', 'agent', 'ai'), 'agent'),
});
export type UserCard = Infer<typeof userCardSchema>;

/** GET user/find-by-ids (repeated `ids`). */
export const userCardsSchema = object({ users: arrayOf(userCardSchema) });
export type UserCards = Infer<typeof userCardsSchema>;

/** Content of a 201 group system message and a 202 evaluation card. */
export const groupSystemContentSchema = object({ text: str });
export const evaluationCardContentSchema = object({ reception_id: id });
