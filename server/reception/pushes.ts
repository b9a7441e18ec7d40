import type { Signal } from '../../src/protocol/frames';
import type { CustomerChannel, CustomerRef } from '../ports';
import { signalOf } from '../messaging/signals';
import { toWireMessage, type StoredMessage } from '../store/messages';
import type { ReceptionRow } from '../store/receptions';

export function customerOf(reception: ReceptionRow): CustomerRef {
  return { userId: reception.customerId, productId: reception.productId };
}

/** A signal about one reception: it names the support group and the reception. */
export function receptionSignal(contentType: number, reception: ReceptionRow): Signal {
  return { ...signalOf(contentType), group_id: reception.groupId, reception_id: reception.id };
}

/** Pushes to a customer's current connection on whichever node holds it, or nowhere when they have none. */
export class CustomerPushes {
  constructor(private readonly customers: CustomerChannel) {}

  signal(customer: CustomerRef, signal: Signal): void {
    this.customers.push(customer, 'push_signal_msg', signal);
  }

  /** A stored support-group message to the reception's customer. */
  message(reception: ReceptionRow, message: StoredMessage): void {
    this.messageTo(customerOf(reception), message);
  }

  /** A stored support-group message to its customer, whether or not a reception is open. */
  messageTo(customer: CustomerRef, message: StoredMessage): void {
    this.customers.push(customer, 'push_msg', toWireMessage(message));
  }
}
