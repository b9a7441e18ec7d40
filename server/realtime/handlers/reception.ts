import { LOCALE_TAGS, type LocaleCode } from '../../../src/protocol/locales';
import type { HandlerTable, RealtimeDeps } from './types';

/** seat_reception_*: the customer's side of the reception lifecycle (reception/service.ts). */
export function receptionHandlers({ reception, conversations }: RealtimeDeps): HandlerTable {
  const customerOf = (session: { userId: string; productId: string }) => ({
    userId: session.userId,
    productId: session.productId,
  });
  /** The conversation a customer asks from must be theirs (notFound otherwise, as for every conversation_id). */
  const askedFromOwn = async (session: { userId: string; productId: string }, conversationId: string) => {
    await conversations.readable(session, conversationId);
    return customerOf(session);
  };
  const originOf = (connection: { session: { locale: LocaleCode }; timeZone: string }) => ({
    locale: LOCALE_TAGS[connection.session.locale],
    timeZone: connection.timeZone,
  });
  return {
    seat_reception_status: ({ data, connection }) =>
      reception.status(customerOf(connection.session), data.reception_id),
    seat_reception_contact: async ({ data, connection, afterReply }) =>
      reception.contact(
        await askedFromOwn(connection.session, data.conversation_id),
        data.reason,
        originOf(connection),
        afterReply,
      ),
    seat_reception_new: async ({ data, connection, afterReply }) =>
      reception.contact(
        await askedFromOwn(connection.session, data.conversation_id),
        '',
        originOf(connection),
        afterReply,
      ),
    seat_reception_leave_msg: async ({ data, connection, afterReply }) => {
      await reception.leaveMessage(customerOf(connection.session), data.content, afterReply);
      return {};
    },
    seat_reception_end: async ({ data, connection, afterReply }) => {
      await reception.endByCustomer(customerOf(connection.session), data.reception_id, afterReply);
      return {};
    },
    seat_reception_end_and_evaluate: async ({ data, connection, afterReply }) => {
      await reception.endAndEvaluate(customerOf(connection.session), data, afterReply);
      return {};
    },
  };
}
