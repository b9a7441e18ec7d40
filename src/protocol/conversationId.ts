import { CHAT_TYPE, type ChatType } from './codes';

/** Conversation ids are derived, never invented (docs/protocol.md, "Conversations"). */
export function conversationIdOf(chatType: ChatType, selfId: string, otherIdOrGroupId: string): string {
  if (chatType === CHAT_TYPE.group) return `sg_${otherIdOrGroupId}`;
  const [a, b] = [selfId, otherIdOrGroupId].sort();
  return `si_${a}_${b}`;
}

/** The conversation a message belongs to, from the message alone (docs/protocol.md, "Conversations"). */
export function conversationIdOfMessage(message: {
  chat_type: number;
  sender_id: string;
  receiver_id: string;
  group_id: string;
}): string {
  if (message.chat_type === CHAT_TYPE.group) return `sg_${message.group_id}`;
  return message.sender_id < message.receiver_id
    ? `si_${message.sender_id}_${message.receiver_id}`
    : `si_${message.receiver_id}_${message.sender_id}`;
}
