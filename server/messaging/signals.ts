import { AI_REPLY_CODE, CONTENT_TYPE } from '../../src/protocol/codes';
import type { ReadReceipt, Signal } from '../../src/protocol/frames';

/** Signals are transient: never stored, no seq (docs/protocol.md, "Signals"). */
export function signalOf(contentType: number, content = '', senderId = ''): Signal {
  return { content_type: contentType, content, sender_id: senderId, group_id: '', send_time: Date.now() };
}

export function aiTypingSignal(aiUserId: string): Signal {
  return signalOf(CONTENT_TYPE.aiReply, JSON.stringify({ reply_code: AI_REPLY_CODE.inputting }), aiUserId);
}

export function socketOccupiedSignal(): Signal {
  return signalOf(CONTENT_TYPE.socketOccupied);
}

/** 310: `readerId` (the AI, an agent) read the customer's conversation up to `read_seq`. */
export function readReceiptSignal(receipt: ReadReceipt, readerId: string): Signal {
  return signalOf(CONTENT_TYPE.readReceipt, JSON.stringify(receipt), readerId);
}
