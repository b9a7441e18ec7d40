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

/** Content of a 201 group system message and a 202 evaluation card. */
export const groupSystemContentSchema = object({ text: str });
export const evaluationCardContentSchema = object({ reception_id: id });
