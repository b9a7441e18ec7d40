import { arrayOf, id, literal, object, str, withDefault, type Infer } from './validate';

/** Who is who in the support group (docs/protocol.md, "Support group"): asked only once an agent wrote. */
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
