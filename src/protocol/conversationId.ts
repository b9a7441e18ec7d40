import { CHAT_TYPE } from './codes';

/** Conversation ids are derived, never invented (docs/protocol.md, "Conversations"): a single chat's ids in order. */
export function conversationIdOf(chatType: number, selfId: string, otherIdOrGroupId: string): string {
  if (chatType === CHAT_TYPE.group) return `sg_${otherIdOrGroupId}`;
  return selfId < otherIdOrGroupId ? `si_${selfId}_${otherIdOrGroupId}` : `si_${otherIdOrGroupId}_${selfId}`;
}

interface MessageParties {
  chat_type: number;
  sender_id: string;
  receiver_id: string;
  group_id: string;
}

/**
 * The last answer, handed out again for the same parties: every pushed message asks, and the same id
 * string (already hashed as a key of the stored conversations) looks up faster than a new one.
 */
let lastAnswer: { parties: MessageParties; conversationId: string } | null = null;

const sameParties = (a: MessageParties, b: MessageParties) =>
  a.chat_type === b.chat_type &&
  a.sender_id === b.sender_id &&
  a.receiver_id === b.receiver_id &&
  a.group_id === b.group_id;

/** The conversation a message belongs to, from the message alone (docs/protocol.md, "Conversations"). */
export function conversationIdOfMessage(message: MessageParties): string {
  if (lastAnswer && sameParties(lastAnswer.parties, message)) return lastAnswer.conversationId;
  const { chat_type, sender_id, receiver_id, group_id } = message;
  const conversationId = conversationIdOf(chat_type, sender_id, chat_type === CHAT_TYPE.group ? group_id : receiver_id);
  lastAnswer = { parties: { chat_type, sender_id, receiver_id, group_id }, conversationId };
  return conversationId;
}
