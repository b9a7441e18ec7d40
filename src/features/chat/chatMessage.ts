import type { WireMessage } from '../../protocol/entities';

export type DeliveryStatus = 'sending' | 'sent' | 'failed';

/** A local echo awaiting its acknowledgement (spec §4, "Message resend"). */
export interface PendingMessage extends WireMessage {
  status: 'sending' | 'failed';
}

/**
 * Stored messages are the decoded wire objects themselves, never copied per frame; of spec §3's
 * local-only fields, is_me and is_read are derived (sender, read seq) and only echoes carry a status.
 */
export type ChatMessage = WireMessage | PendingMessage;

export function deliveryStatusOf(message: ChatMessage): DeliveryStatus {
  return 'status' in message ? message.status : 'sent';
}
