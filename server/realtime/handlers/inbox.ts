import type { Handler, RealtimeDeps } from './types';

/** The user's conversations in this product with unread count, max_seq and last message (docs/protocol.md). */
export function inboxMsgList({ conversations }: RealtimeDeps): Handler<'inbox_msg_list'> {
  return async ({ connection }) => conversations.inbox(connection.session);
}
