import { CHAT_TYPE, CONTENT_TYPE, LIMITS } from '../../src/protocol/codes';
import type { CustomerRef } from '../ports';
import type { Store } from '../store';
import type { LeftMessageOfCompany } from '../store/leftMessages';
import { characterCount } from '../validation';
import { checkAgentText } from './agentContent';
import { parameterError } from './access';
import type { ReceptionEvents } from './events';
import type { GroupMessages } from './groupMessages';
import type { CustomerPushes } from './pushes';
import type { ReceptionQueue } from './queue';
import type { After } from './types';

/**
 * Messages customers leave while no agent is online, and the agents' answers to them (issue 31). An
 * answer is the agent's text in the customer's support group, so it is in their history, unread, the
 * next time they open support (and pushed at once if they are connected); the left message is marked
 * answered, by whom and when, for every agent.
 */
export class LeftMessages {
  constructor(
    private readonly store: Store,
    private readonly events: ReceptionEvents,
    private readonly queue: ReceptionQueue,
    private readonly groups: GroupMessages,
    private readonly pushes: CustomerPushes,
  ) {}

  /** seat_reception_leave_msg: kept for the agents' waiting list. */
  async leave(customer: CustomerRef, content: string, afterReply: After): Promise<void> {
    if (content.trim() === '') throw parameterError('content is empty');
    if (characterCount(content) > LIMITS.maxTextChars)
      throw parameterError(`content is longer than ${LIMITS.maxTextChars} characters`);
    await this.store.leftMessages.leave(customer.productId, customer.userId, content);
    afterReply(() => this.events.oneAtATime(() => this.queue.tellWaitingListsAgain()));
  }

  /**
   * The agent's answer, once per left message: only an agent of the company whose product the customer
   * wrote in (any other is told it does not exist), and only while nobody has answered it.
   */
  async answer(agentId: string, leftMessageId: string, content: string): Promise<void> {
    checkAgentText(content);
    const left = await this.answerable(agentId, leftMessageId);
    if (!(await this.store.leftMessages.claim(left.id, agentId, content)))
      throw parameterError('the left message was answered already');
    const customer = { productId: left.productId, userId: left.customerId };
    try {
      const group = await this.groups.ensureGroup(customer);
      await this.store.receptions.addMember(group.groupId, agentId, 'agent');
      const conversation = await this.store.conversations.ensureGroup(left.productId, left.customerId, group.groupId);
      const { message } = await this.store.messages.storeOnce({
        conversationId: conversation.conversationId,
        clientMsgId: `left-message-${left.id}`,
        senderId: agentId,
        receiverId: '',
        groupId: group.groupId,
        chatType: CHAT_TYPE.group,
        contentType: CONTENT_TYPE.text,
        content,
      });
      this.pushes.messageTo(customer, message);
    } catch (error) {
      await this.store.leftMessages.release(left.id, agentId);
      throw error;
    }
    await this.events.oneAtATime(() => this.queue.tellWaitingListsAgain());
  }

  private async answerable(agentId: string, leftMessageId: string): Promise<LeftMessageOfCompany> {
    const [left, company] = await Promise.all([
      this.store.leftMessages.find(leftMessageId),
      this.store.users.companyOf(agentId),
    ]);
    if (!left || company === undefined || left.companyId !== company) throw parameterError('left message not found');
    if (left.answeredAt !== null) throw parameterError('the left message was answered already');
    return left;
  }
}
