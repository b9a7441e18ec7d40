import { CHAT_TYPE, ERROR_CODE } from '../../src/protocol/codes';
import type { HistoryPage } from '../../src/protocol/entities';
import type { SendStatus } from '../../src/protocol/sendStatus';
import type { IncomingData } from '../../src/protocol/frames';
import type { Assistant } from '../ai/assistant';
import { readableConversation } from './access';
import { SandboxError } from '../errors';
import type { LocaleCode } from '../locale';
import type { CustomerRef } from '../ports';
import type { Store } from '../store';
import type { ConversationRow } from '../store/conversations';
import { toWireMessage } from '../store/messages';
import { inboxEntryOf } from './inbox';

/** At most this many conversations in an inbox_msg_list reply, latest activity first. */
export const MAX_INBOX_CONVERSATIONS = 100;
/** At most this many unread messages travel in one get_unread_msg_by_max_seq reply (docs/protocol.md). */
export const MAX_UNREAD_MESSAGES = 100;

/** A user of the product reading their conversations (a customer's socket or token). */
export type Reader = CustomerRef;

/**
 * A user's conversations as the socket and REST serve them: the AI chat, the inbox, seq ranges,
 * history and unread. Every conversation_id is checked by readableConversation (members only, in the
 * product; notFound otherwise).
 */
export class ConversationService {
  constructor(
    private readonly store: Store,
    private readonly assistant: Assistant,
  ) {}

  /**
   * The customer's single chat with the product's AI, created on first use. The welcome travels in
   * the reply and is not stored, so a reload greets again without filling history (docs/protocol.md).
   */
  async openAiConversation(
    customer: Reader,
    locale: LocaleCode,
  ): Promise<IncomingData['init_ai_customer_conversation']> {
    const { userId, productId } = customer;
    const ai = await this.store.users.aiOfProduct(productId);
    if (!ai) throw new SandboxError(ERROR_CODE.notFound, 'this product has no AI assistant');
    const conversation = await this.store.conversations.ensureSingle(productId, userId, ai.id);
    const { maxSeq, minSeq } = await this.store.conversations.seqRange(conversation);
    return {
      conversation: {
        conversation_id: conversation.conversationId,
        opposite_id: ai.id,
        chat_type: CHAT_TYPE.single,
        group_id: '',
        max_seq: maxSeq,
        min_seq: minSeq,
      },
      welcome: this.assistant.welcome(locale),
    };
  }

  /** The conversation when the user may read it; see readableConversation. */
  readable(reader: Reader, conversationId: string): Promise<ConversationRow | undefined> {
    return readableConversation(this.store, reader.userId, reader.productId, conversationId);
  }

  /** The user's conversations in this product with unread count, max_seq and last message (docs/protocol.md). */
  async inbox(reader: Reader): Promise<IncomingData['inbox_msg_list']> {
    const rows = await this.store.conversations.ofUser(reader.productId, reader.userId, MAX_INBOX_CONVERSATIONS);
    return { conversations: await this.entriesOf(rows, reader.userId) };
  }

  /** One page of the inbox, newest activity first (GET conversation/recent-list). */
  async recentPage(reader: Reader, page: number, pageSize: number) {
    const { rows, total } = await this.store.conversations.pageOfUser(
      reader.productId,
      reader.userId,
      pageSize,
      (page - 1) * pageSize,
    );
    return { conversations: await this.entriesOf(rows, reader.userId), total };
  }

  /** The seq range, and how far the other side (the AI, an agent) has read: peer_read_seq (docs/protocol.md). */
  async seqRange(reader: Reader, conversationId: string): Promise<IncomingData['get_max_and_min_seq']> {
    const conversation = await this.readable(reader, conversationId);
    if (!conversation) return { conversation_id: conversationId, max_seq: 0, min_seq: 0, peer_read_seq: 0 };
    const [{ maxSeq, minSeq }, peerReadSeq] = await Promise.all([
      this.store.conversations.seqRange(conversation),
      this.store.unread.peerReadSeq(conversation.conversationId, reader.userId),
    ]);
    return { conversation_id: conversationId, max_seq: maxSeq, min_seq: minSeq, peer_read_seq: peerReadSeq };
  }

  /** The messages with seq in [fromSeq, toSeq], ascending; none for the user's own chat not made yet. */
  async inSeqRange(reader: Reader, conversationId: string, fromSeq: number, toSeq: number) {
    const conversation = await this.readable(reader, conversationId);
    const messages = conversation
      ? await this.store.messages.inSeqRange(conversation.conversationId, fromSeq, toSeq)
      : [];
    return messages.map(toWireMessage);
  }

  /** The page_size messages with the highest seqs below beforeSeq (default: the newest), ascending. */
  async history(
    reader: Reader,
    conversationId: string,
    beforeSeq: number | undefined,
    pageSize: number,
  ): Promise<HistoryPage> {
    const conversation = await this.readable(reader, conversationId);
    if (!conversation) return { messages: [], has_more: false };
    const page = await this.store.messages.pageBefore(conversation.conversationId, beforeSeq, pageSize);
    return { messages: page.messages.map(toWireMessage), has_more: page.hasMore };
  }

  /**
   * Scoped to the user and product. A client_msg_id names one message of its sender in a product
   * (send_msg refuses it in a second conversation), so there is one answer.
   */
  async sendStatus(reader: Reader, clientMsgId: string): Promise<SendStatus> {
    const stored = await this.store.messages.findSentInProduct(reader.productId, reader.userId, clientMsgId);
    return stored ? { is_send: true, seq: stored.seq } : { is_send: false };
  }

  /**
   * The user's unread count in the conversation, and the newest unread messages with seq ≤ maxSeq
   * (up to 100), ascending. What the user sent is never unread for them.
   */
  async unreadUpTo(
    reader: Reader,
    conversationId: string,
    maxSeq: number,
  ): Promise<IncomingData['get_unread_msg_by_max_seq']> {
    const conversation = await this.readable(reader, conversationId);
    if (!conversation) return { conversation_id: conversationId, unread: 0, messages: [] };
    const [unread, messages] = await Promise.all([
      this.store.unread.count(conversation.conversationId, reader.userId),
      this.store.unread.upTo(conversation.conversationId, reader.userId, maxSeq, MAX_UNREAD_MESSAGES),
    ]);
    return { conversation_id: conversation.conversationId, unread, messages: messages.map(toWireMessage) };
  }

  /** Marks single messages read; seqs that name no message (or the user's own) change nothing. */
  async markRead(reader: Reader, conversationId: string, seqs: readonly number[]): Promise<void> {
    const conversation = await this.readable(reader, conversationId);
    if (conversation && seqs.length > 0) await this.store.unread.mark(conversation.conversationId, reader.userId, seqs);
  }

  /** Every message stored so far in the conversation is read by the user. */
  async clearUnread(reader: Reader, conversationId: string): Promise<void> {
    const conversation = await this.readable(reader, conversationId);
    if (conversation) await this.store.unread.clear(conversation.conversationId, reader.userId);
  }

  private entriesOf(rows: readonly ConversationRow[], userId: string) {
    return Promise.all(rows.map((conversation) => inboxEntryOf(this.store, conversation, userId)));
  }
}
