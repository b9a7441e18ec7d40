import { randomUUID } from 'node:crypto';
import { CHAT_TYPE, CONTENT_TYPE, RECEPTION_PHASE } from '../../src/protocol/codes';
import type { WireMessage } from '../../src/protocol/entities';
import type { ReadReceipts } from '../messaging/readReceipts';
import type { AgentChannel, CustomerRef } from '../ports';
import type { CitationSources } from '../storage/citations';
import type { Store } from '../store';
import type { ConversationRow } from '../store/conversations';
import { toWireMessage, type NewMessage, type StoredMessage, type StoreResult } from '../store/messages';
import type { ReceptionRow, SupportGroup } from '../store/receptions';
import { checkClientMsgId } from '../validation';
import { parameterError, servedReception } from './access';
import { checkAgentContent, type AgentContent } from './agentContent';
import { AGENT_PAGE, type AgentPushes } from './agentPushes';
import { customerOf, receptionSignal, type CustomerPushes } from './pushes';
import type { After } from './types';

/**
 * The support group's messages between a customer and the agent serving them: texts, typing, reads and
 * the agent's catch-up. They touch only the store and the channels, never the queue: they run freely,
 * outside the reception's lock. Its steps that store system messages and reads serve the other services.
 */
export class GroupMessages {
  constructor(
    private readonly store: Store,
    private readonly agents: AgentChannel,
    private readonly agentPushes: AgentPushes,
    private readonly pushes: CustomerPushes,
    private readonly receipts: ReadReceipts,
    /** Where agents' images are checked; without it (no storage host) an agent sends texts only. */
    private readonly citations: CitationSources | undefined,
  ) {}

  /** A customer's message to their support group (send_msg, chat_type 2), forwarded to the serving agent. */
  async fromCustomer(customer: CustomerRef, data: WireMessage, afterReply: After): Promise<StoredMessage> {
    const group = await this.store.receptions.groupOfCustomer(customer.productId, customer.userId);
    if (!group || data.group_id !== group.groupId) throw parameterError('unknown group_id');
    if (data.receiver_id !== '') throw parameterError('receiver_id must be empty in a group');
    const conversation = await this.store.conversations.ensureGroup(customer.productId, customer.userId, group.groupId);
    const elsewhere = await this.store.messages.findSentInProduct(
      customer.productId,
      customer.userId,
      data.client_msg_id,
    );
    if (elsewhere && elsewhere.conversationId !== conversation.conversationId) {
      throw parameterError('client_msg_id was already used in another conversation');
    }
    const open = await this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    const { message, created }: StoreResult = await this.store.messages.storeOnce({
      conversationId: conversation.conversationId,
      clientMsgId: data.client_msg_id,
      senderId: customer.userId,
      receiverId: '',
      groupId: group.groupId,
      chatType: CHAT_TYPE.group,
      contentType: data.content_type,
      content: data.content,
      receptionId: open?.id,
    });
    if (created && open?.agentId && open.phase === RECEPTION_PHASE.humanServing) {
      const agentId = open.agentId;
      afterReply(async () => this.agentPushes.message(agentId, open.id, message));
    }
    return message;
  }

  /** The customer is typing in their support group: the agent serving them is told. */
  async customerTyping(customer: CustomerRef): Promise<void> {
    const open = await this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open?.agentId && open.phase === RECEPTION_PHASE.humanServing)
      this.agents.send(open.agentId, { type: 'typing', reception_id: open.id });
  }

  /** The customer's support group, created with its conversation when missing. */
  async ensureGroup(customer: CustomerRef): Promise<SupportGroup> {
    const ai = await this.store.users.aiOfProduct(customer.productId);
    const group = await this.store.receptions.ensureGroup(customer.productId, customer.userId, ai?.id);
    await this.store.conversations.ensureGroup(customer.productId, customer.userId, group.groupId);
    return group;
  }

  /**
   * The agent's text or image to the customer of a reception they serve; they have read what they
   * answer. The stored message goes back to all the agent's consoles; a repeated client_msg_id stores
   * nothing new.
   */
  async fromAgent(agentId: string, receptionId: string, sent: AgentContent, clientMsgId: string): Promise<void> {
    const reception = await servedReception(this.store, agentId, receptionId);
    await checkAgentContent(sent, { agentId, productId: reception.productId }, this.citations);
    if (clientMsgId !== '') checkClientMsgId(clientMsgId);
    await this.readByAgent(reception, agentId);
    const { message, created } = await this.store.messages.storeOnce(
      await this.draft(reception, agentId, sent.contentType, sent.content, clientMsgId || randomUUID()),
    );
    if (created) this.pushes.message(reception, message);
    this.agentPushes.message(agentId, reception.id, message);
  }

  /** Catch-up: the served reception's messages after `afterSeq`, a page at a time (`more` when the agent should ask again). */
  async syncForAgent(agentId: string, receptionId: string, afterSeq: number): Promise<void> {
    const conversation = await this.conversationOf(await servedReception(this.store, agentId, receptionId));
    const from = Math.max(afterSeq, 0) + 1;
    const messages = await this.store.messages.inSeqRange(conversation.conversationId, from, from + AGENT_PAGE - 1);
    const more = from + AGENT_PAGE - 1 < conversation.maxSeq;
    this.agents.send(agentId, {
      type: 'messages',
      reception_id: receptionId,
      messages: messages.map(toWireMessage),
      more,
    });
  }

  /** The agent has the conversation of the reception they serve on screen, on a visible page (`seen`). */
  async seenByAgent(agentId: string, receptionId: string): Promise<void> {
    await this.readByAgent(await servedReception(this.store, agentId, receptionId), agentId);
  }

  /** The agent is typing to the customer of a reception they serve: signal 311. */
  async agentTyping(agentId: string, receptionId: string): Promise<void> {
    const reception = await servedReception(this.store, agentId, receptionId);
    this.pushes.signal(customerOf(reception), receptionSignal(CONTENT_TYPE.agentTyping, reception));
  }

  /** Everything stored so far in the reception's group conversation is read by the agent. */
  async readByAgent(reception: ReceptionRow, agentId: string): Promise<void> {
    const conversation = await this.conversationOf(reception);
    await this.receipts.read(customerOf(reception), conversation.conversationId, agentId, conversation.maxSeq);
  }

  /** A message of the service itself (a system line, the evaluation card), always stored anew. */
  async append(
    reception: ReceptionRow,
    senderId: string,
    contentType: number,
    content: string,
  ): Promise<StoredMessage> {
    return this.store.messages.append(await this.draft(reception, senderId, contentType, content, randomUUID()));
  }

  private conversationOf(reception: ReceptionRow): Promise<ConversationRow> {
    return this.store.conversations.ensureGroup(reception.productId, reception.customerId, reception.groupId);
  }

  private async draft(
    reception: ReceptionRow,
    senderId: string,
    contentType: number,
    content: string,
    clientMsgId: string,
  ): Promise<NewMessage> {
    const conversation = await this.conversationOf(reception);
    return {
      conversationId: conversation.conversationId,
      clientMsgId,
      senderId,
      receiverId: '',
      groupId: reception.groupId,
      chatType: CHAT_TYPE.group,
      contentType,
      content,
      receptionId: reception.id,
    };
  }
}
