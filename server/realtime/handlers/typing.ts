import type { Handler, RealtimeDeps } from './types';

/**
 * The customer is typing in their support group (docs/protocol.md, "typing"); who types is the
 * socket's session, never the frame.
 */
export function typing({ groups }: RealtimeDeps): Handler<'typing'> {
  return async ({ data, connection }) => {
    await groups.customerTyping(connection.session, data.group_id);
    return {};
  };
}
