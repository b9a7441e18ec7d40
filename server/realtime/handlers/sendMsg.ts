import type { Handler, RealtimeDeps } from './types';

/** send_msg (docs/protocol.md): the connection's session is the sender; messaging does the rest. */
export function sendMsg({ messaging }: RealtimeDeps): Handler<'send_msg'> {
  return async ({ data, connection, afterReply }) =>
    messaging.send({ ...connection.session, timeZone: connection.timeZone }, data, afterReply);
}
