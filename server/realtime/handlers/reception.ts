import type { HandlerTable, RealtimeDeps } from './types';

/** seat_reception_*: the customer's side of the reception lifecycle (reception/service.ts). */
export function receptionHandlers({ reception }: RealtimeDeps): HandlerTable {
  const customerOf = (session: { userId: string; productId: string }) => ({ userId: session.userId, productId: session.productId });
  return {
    seat_reception_status: ({ data, connection }) => reception.status(customerOf(connection.session), data.reception_id),
    seat_reception_contact: ({ data, connection, afterReply }) => reception.contact(customerOf(connection.session), data.reason, afterReply),
    seat_reception_new: ({ connection, afterReply }) => reception.contact(customerOf(connection.session), '', afterReply),
    seat_reception_leave_msg: ({ data, connection, afterReply }) => {
      reception.leaveMessage(customerOf(connection.session), data.content, afterReply);
      return {};
    },
    seat_reception_end: ({ data, connection, afterReply }) => {
      reception.endByCustomer(customerOf(connection.session), data.reception_id, afterReply);
      return {};
    },
    seat_reception_end_and_evaluate: ({ data, connection, afterReply }) => {
      reception.endAndEvaluate(customerOf(connection.session), data, afterReply);
      return {};
    },
  };
}
