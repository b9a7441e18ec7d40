import { CHAT_TYPE, ERROR_CODE } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import { SandboxError } from '../errors';
import type { Store } from '../store';
import { isMember, type ConversationRow } from '../store/conversations';

/** True when `conversationId` is the canonical id of a single chat that has `userId` as a member. */
function namesUser(conversationId: string, userId: string): boolean {
  const match = /^si_([^_]+)_([^_]+)$/.exec(conversationId);
  if (!match) return false;
  const [, a, b] = match;
  return (a === userId || b === userId) && conversationIdOf(CHAT_TYPE.single, a, b) === conversationId;
}

/**
 * The conversation when the user may read it in this product, or undefined when it is one of the
 * user's own single chats that has not been created yet (it is then empty: conversations are made on
 * first use). Anything else — another product's conversation, someone else's, an id that names
 * neither — is notFound, the same answer whether or not it exists, so nothing leaks.
 */
export async function readableConversation(
  store: Store,
  userId: string,
  productId: string,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const conversation = await store.conversations.find(conversationId);
  if (conversation) {
    if (conversation.productId === productId && isMember(conversation, userId)) return conversation;
  } else if (namesUser(conversationId, userId)) {
    return undefined;
  }
  throw new SandboxError(ERROR_CODE.notFound, 'conversation not found');
}
