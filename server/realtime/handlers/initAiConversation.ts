import type { Handler, RealtimeDeps } from './types';

/**
 * The customer's single chat with the product's AI, created on first use (docs/protocol.md); the time
 * zone is the connection's from now on.
 */
export function initAiConversation({ conversations }: RealtimeDeps): Handler<'init_ai_customer_conversation'> {
  return async ({ data, connection }) => {
    connection.timeZone = data.time_zone;
    return conversations.openAiConversation(connection.session, connection.session.locale);
  };
}
