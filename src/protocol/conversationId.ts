import { CHAT_TYPE, type ChatType } from './codes';

/** Conversation ids are derived, never invented (docs/protocol.md, "Conversations"). */
export function conversationIdOf(chatType: ChatType, selfId: string, otherIdOrGroupId: string): string {
  if (chatType === CHAT_TYPE.group) return `sg_${otherIdOrGroupId}`;
  const [a, b] = [selfId, otherIdOrGroupId].sort();
  return `si_${a}_${b}`;
}
