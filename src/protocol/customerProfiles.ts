import { WORK_ORDER_STATUSES } from './orders';
import { arrayOf, bool, id, int, literal, num, object, optional, str, withDefault, type Infer } from './validate';

/**
 * The agent console's customer search and profile (docs/protocol.md, "Customer search and profiles"):
 * REST calls with an agent token, answered only with customers of the agent's company.
 */
export const PROFILE_REST = {
  /** GET `?q=`: customers by name, user id or order number (withdrawal, top-up or work order). */
  search: '/api/v1/agent/customers/search',
  /** GET `?customer_id=`: what the company knows of one customer. */
  profile: '/api/v1/agent/customers/profile',
} as const;

/** The longest `q` a search takes, in characters. */
export const MAX_SEARCH_LENGTH = 100;
/** The most customers one search answers. */
export const MAX_SEARCH_RESULTS = 20;

/** A product as the console names it: "Demo (product 1)", or its id alone while it has no name. */
export const productRefSchema = object({ id, name: withDefault(str, '') });
export type ProductRef = Infer<typeof productRefSchema>;

/** The customer's evaluation of a session: a score of 1 to 5, their comment, whether it was solved. */
export const ratingSchema = object({
  score: int,
  comment: withDefault(str, ''),
  problem_finished: withDefault(bool, false),
});
export type Rating = Infer<typeof ratingSchema>;

/**
 * One reception of the customer, as the profile and the `accepted` context label it: when, in which
 * product, who served it (absent while nobody did) and the customer's rating (absent until they rate).
 */
export const pastSessionSchema = object({
  reception_id: id,
  product: productRefSchema,
  /** The reception's phase (spec §4): 2 waiting, 3 served, 4–6 stopped. */
  phase: int,
  /** When the customer asked for a person. */
  started_at: num,
  accepted_at: optional(num),
  ended_at: optional(num),
  agent: optional(object({ id, nickname: withDefault(str, '') })),
  rating: optional(ratingSchema),
  /** The customer's locale and time zone when they asked ("" when unknown). */
  locale: withDefault(str, ''),
  time_zone: withDefault(str, ''),
});
export type PastSession = Infer<typeof pastSessionSchema>;

export const SEARCH_MATCHES = ['user_id', 'name', 'withdrawal_order', 'top_up_order', 'work_order'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

const searchResultSchema = object({
  customer: object({ id, nickname: withDefault(str, '') }),
  /** What the query matched: the customer's id or name, or one of their orders (`order_no`, in `product`). */
  match: literal(...SEARCH_MATCHES),
  order_no: withDefault(str, ''),
  product: optional(productRefSchema),
});
export type CustomerSearchResult = Infer<typeof searchResultSchema>;

export const customerSearchSchema = object({ customers: arrayOf(searchResultSchema) });
export type CustomerSearch = Infer<typeof customerSearchSchema>;

const profileWorkOrderSchema = object({
  id,
  order_no: str,
  product: productRefSchema,
  kind: literal(1, 2),
  type: num,
  status: literal(...WORK_ORDER_STATUSES),
  created_at: num,
  summary: withDefault(str, ''),
});
export type ProfileWorkOrder = Infer<typeof profileWorkOrderSchema>;

const profileLeftMessageSchema = object({ product: productRefSchema, content: str, at: num });
export type ProfileLeftMessage = Infer<typeof profileLeftMessageSchema>;

export const customerProfileSchema = object({
  customer: object({ id, nickname: withDefault(str, '') }),
  /** From the customer's latest session ("" before their first). */
  locale: withDefault(str, ''),
  time_zone: withDefault(str, ''),
  /** The product of their latest session, else the first they use. */
  product: optional(productRefSchema),
  /** The company's products they signed in to or hold orders in. */
  products: withDefault(arrayOf(productRefSchema), []),
  /** Newest first. */
  sessions: withDefault(arrayOf(pastSessionSchema), []),
  work_orders: withDefault(arrayOf(profileWorkOrderSchema), []),
  left_messages: withDefault(arrayOf(profileLeftMessageSchema), []),
});
export type CustomerProfile = Infer<typeof customerProfileSchema>;
