import type { Store } from '../store';
import type { CustomerChannel, CustomerRef } from '../ports';
import { KeyedQueue } from '../lib/keyedQueue';
import { readReceiptSignal } from './signals';

/**
 * The other side of a customer's conversation reads it: the AI when it answers, an agent who has it on
 * screen (docs/protocol.md, "Read receipts"). A read is the reader's read cursor in the database, so
 * get_max_and_min_seq reports it after a reconnect or a restart; the customer's current connection
 * (on whichever node) is told with a 310 only when the read covers a message of theirs the reader had not read, so that
 * reading again, or reading only one's own messages, sends nothing.
 */
export class ReadReceipts {
  /**
   * One reader's reads of one conversation, one at a time: a read that moved the cursor pushes its 310
   * before a later read does, so the customer never sees read_seq go back.
   */
  private readonly reads = new KeyedQueue<string>();

  constructor(
    private readonly store: Store,
    private readonly customers: CustomerChannel,
  ) {}

  read(customer: CustomerRef, conversationId: string, readerId: string, readSeq: number): Promise<void> {
    return this.reads.run(`${conversationId}:${readerId}`, async () => {
      if (!(await this.store.unread.readUpTo(conversationId, readerId, readSeq, customer.userId))) return;
      const signal = readReceiptSignal({ conversation_id: conversationId, read_seq: readSeq }, readerId);
      this.customers.push(customer, 'push_signal_msg', signal);
    });
  }
}
