import type { WireMessage } from '../../../protocol/entities';

/** What the customer sees of their own message: on its way, stored by the server, read by the other side, or given up. */
export type DeliveryStatus = 'sending' | 'sent' | 'read' | 'failed';

/** A local echo in the outbox, awaiting its acknowledgement (spec §4, "Message resend"). */
export interface PendingMessage extends WireMessage {
  status: 'sending' | 'failed';
  /** When it last went out on an open socket (or was composed), for the 3-second resend check. */
  sentAt: number;
  /** Whether the one resend spec §9 allows after a failed check has been used. */
  resent: boolean;
  /** The error code of a refused send (e.g. 2005, 2006 for picked withdrawal orders), shown on the message. */
  errorCode?: number;
}

/**
 * Stored messages are the decoded wire objects themselves, never copied per frame; of spec §3's
 * local-only fields, is_me and is_read are derived (sender, read marks) and only echoes carry a status.
 */
export type ChatMessage = WireMessage | PendingMessage;

/** `readUpTo`: the highest seq the other side of the message's conversation has read. */
export function deliveryStatusOf(message: ChatMessage, readUpTo: number): DeliveryStatus {
  if ('status' in message) return message.status;
  return message.seq > 0 && message.seq <= readUpTo ? 'read' : 'sent';
}

/** What goes on the wire for an echo: the message without its local bookkeeping. */
export function wireOf(message: PendingMessage): WireMessage {
  const { status: _status, sentAt: _sentAt, resent: _resent, errorCode: _errorCode, ...wire } = message;
  return wire;
}
