import { CONTENT_TYPE } from '../protocol/codes';
import type { WireMessage } from './frames';

/** One line of a conversation: a stored message, or a text this console sent that is not stored yet. */
export interface ConversationEntry {
  /** The stored message's server_msg_id; `pending:<client_msg_id>` while the text waits for its echo. */
  key: string;
  clientMsgId: string;
  /** 0 while pending. */
  seq: number;
  senderId: string;
  contentType: number;
  content: string;
  sentAt: number;
  pending: boolean;
  /** The reception the message was written in; '' outside one, and for a pending text (this session's). */
  receptionId: string;
}

export function entryOf(message: WireMessage): ConversationEntry {
  return {
    key: message.server_msg_id ?? `${message.sender_id}:${message.client_msg_id}`,
    clientMsgId: message.client_msg_id,
    seq: message.seq,
    senderId: message.sender_id,
    contentType: message.content_type,
    content: message.content,
    sentAt: message.send_time,
    pending: false,
    receptionId: message.reception_id ?? '',
  };
}

export function pendingEntry(
  senderId: string,
  clientMsgId: string,
  content: string,
  sentAt: number,
): ConversationEntry {
  return {
    key: `pending:${clientMsgId}`,
    clientMsgId,
    seq: 0,
    senderId,
    contentType: CONTENT_TYPE.text,
    content,
    sentAt,
    pending: true,
    receptionId: '',
  };
}

/** Stored entries by seq; pending ones after them, in the order they were sent. */
function byConversationOrder(a: ConversationEntry, b: ConversationEntry): number {
  if (a.pending !== b.pending) return a.pending ? 1 : -1;
  return a.pending ? 0 : a.seq - b.seq;
}

/** A stored message is the same line as an entry with its server_msg_id, or as this sender's pending text. */
function sameLine(entry: ConversationEntry, stored: ConversationEntry): boolean {
  if (entry.key === stored.key) return true;
  return (
    entry.pending &&
    entry.clientMsgId !== '' &&
    entry.clientMsgId === stored.clientMsgId &&
    entry.senderId === stored.senderId
  );
}

/**
 * The conversation with `messages` merged in: each line once (a stored message replaces its pending
 * text), in seq order. Answers `entries` itself when nothing is new, so that a repeat changes nothing.
 */
export function mergeMessages(
  entries: readonly ConversationEntry[],
  messages: readonly WireMessage[],
): readonly ConversationEntry[] {
  let merged: ConversationEntry[] | null = null;
  for (const message of messages) {
    const stored = entryOf(message);
    const current: readonly ConversationEntry[] = merged ?? entries;
    const index = current.findIndex((entry) => sameLine(entry, stored));
    if (index !== -1 && !current[index].pending) continue;
    merged = index === -1 ? [...current, stored] : current.map((entry, at) => (at === index ? stored : entry));
  }
  return merged === null ? entries : merged.sort(byConversationOrder);
}

/**
 * The highest seq up to which the console holds the conversation without a hole (0 when it holds
 * nothing stored): where a catch-up `sync` starts, so that a hole gets filled.
 */
export function caughtUpSeq(entries: readonly ConversationEntry[]): number {
  let through = 0;
  for (const { pending, seq } of entries) {
    if (pending) continue;
    if (through !== 0 && seq > through + 1) break;
    through = Math.max(through, seq);
  }
  return through;
}

/** Whether a message with this seq leaves a hole after what the console holds. */
export function leavesHole(entries: readonly ConversationEntry[], seq: number): boolean {
  return seq > caughtUpSeq(entries) + 1;
}
