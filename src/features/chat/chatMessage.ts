import type { WireMessage } from '../../protocol/entities';

export type DeliveryStatus = 'sending' | 'sent' | 'failed';

/** A message as the client keeps it: the wire fields plus spec §3's local-only fields. */
export interface ChatMessage extends WireMessage {
  status: DeliveryStatus;
  is_read: boolean;
  disable: boolean;
}

export function fromWire(message: WireMessage): ChatMessage {
  return { ...message, status: 'sent', is_read: false, disable: false };
}
