/** WebSocket frame identifiers (spec §7). */
export const OUTGOING_IDENTIFIERS = [
  'send_msg',
  'ping',
  'init_ai_customer_conversation',
  'mark_msg_by_seq',
  'get_unread_msg_by_max_seq',
  'pull_msg_by_max_seq',
  'get_max_and_min_seq',
  'inbox_msg_list',
  'seat_reception_status',
  'seat_reception_contact',
  'seat_reception_new',
  'seat_reception_leave_msg',
  'seat_reception_end',
  'seat_reception_end_and_evaluate',
  'clear_conversation_unread',
  // Ours (docs/protocol.md, "typing"): the spec's chat screen shows a typing indicator but §7 names no frame for it.
  'typing',
] as const;
export type OutgoingIdentifier = (typeof OUTGOING_IDENTIFIERS)[number];

/**
 * Frames the server sends. Every request is answered by a reply frame with the same identify and
 * msg_incr (docs/protocol.md, "Replies"), so every outgoing identifier can also arrive; the two push
 * identifiers arrive unasked.
 */
export const PUSH_IDENTIFIERS = ['push_msg', 'push_signal_msg'] as const;
export type PushIdentifier = (typeof PUSH_IDENTIFIERS)[number];

export const INCOMING_IDENTIFIERS = [...OUTGOING_IDENTIFIERS, ...PUSH_IDENTIFIERS] as const;
export type IncomingIdentifier = OutgoingIdentifier | PushIdentifier;

const incomingSet: ReadonlySet<string> = new Set(INCOMING_IDENTIFIERS);
export function isIncomingIdentifier(value: string): value is IncomingIdentifier {
  return incomingSet.has(value);
}

/**
 * REST paths of the session and the chat (spec §7). Each other screen's paths live with its protocol
 * module (faq.ts, workOrderFiling.ts, uploads.ts, contact.ts), so they download with that screen;
 * restCatalog.ts lists them all.
 */
export const REST = {
  login: '/api/v1/user/login',
  logout: '/api/v1/user/logout',
  userInfo: '/api/v1/user/info',
  productByAppKey: '/api/v1/product/by-app-key',
  faqConf: '/api/v1/faq/conf',
  checkSendStatus: '/api/v1/msg/check-send-status',
  historyList: '/api/v1/msg/history-list',
  submitEvaluate: '/api/v1/reception/submit-evaluate',
  groupMemberList: '/api/v1/group/member-list',
  customerGroupInfo: '/api/v1/group/customer-group-info',
  createGroup: '/api/v1/group/create-group',
  findUsersByIds: '/api/v1/user/find-by-ids',
  userByUsername: '/api/v1/user/by-username',
  recentConversations: '/api/v1/conversation/recent-list',
} as const;

/** The WebSocket endpoint path on the API host (docs/protocol.md, "Connecting"). */
export const WS_PATH = '/ws';

/** Request headers of the main API client (spec §7: token, product id and company id). */
export const HEADERS = {
  token: 'X-Token',
  productId: 'X-Product-Id',
  companyId: 'X-Company-Id',
} as const;
