import { randomUUID } from 'node:crypto';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE, LIMITS, RECEPTION_PHASE, STOPPED_PHASES } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import type { WireMessage } from '../../src/protocol/entities';
import type { IncomingData } from '../../src/protocol/frames';
import { SandboxError } from '../errors';
import type { AgentChannel } from '../realtime/agentChannel';
import { ReadReceipts } from '../realtime/readReceipts';
import type { ConnectionRegistry } from '../realtime/registry';
import { signalOf } from '../realtime/signals';
import type { Store } from '../store';
import type { ConversationRow } from '../store/conversations';
import { toWireMessage, type NewMessage, type StoredMessage, type StoreResult } from '../store/messages';
import type { ReceptionRow, SupportGroup } from '../store/receptions';
import { characterCount, checkClientMsgId } from '../validation';
import { checkEvaluation, type EvaluationInput } from './evaluation';
import { CustomerPushes, customerOf, receptionSignal, type CustomerRef } from './pushes';
import type { AgentStatus } from '../../src/protocol/agentFrames';
import { QueueAbandonment } from './abandonment';
import { receptionContext } from './context';
import { ReceptionQueue } from './queue';
import { AgentRoster } from './roster';

export type ReceptionStatus = IncomingData['seat_reception_status'];

/** Runs work once the customer's reply has been written (pushes must follow the reply). */
export type After = (task: () => void) => void;

/** Where the customer asks from: kept on the reception for the agent's context. */
export interface CustomerOrigin {
  locale: string;
  timeZone: string;
}

export interface ReceptionOptions {
  /** How long a waiting customer may be gone before their request leaves the queue (DEFAULT_QUEUE_GRACE_MS). */
  queueGraceMs: number;
}

/** Messages per `messages` frame (the answer to an agent's `sync`), and in an `accepted` frame's history. */
export const AGENT_PAGE = 100;

function parameterError(message: string): SandboxError {
  return new SandboxError(ERROR_CODE.parameterError, message);
}

/**
 * The reception lifecycle (issue 5): a customer asks for a human, waits in the queue, an agent of the
 * sandbox-only agent socket accepts, both write in the support group, either ends it, the customer
 * evaluates. Receptions, groups and evaluations live in SQLite; who is online in the agent channel.
 */
export class ReceptionService {
  private readonly pushes: CustomerPushes;
  private readonly queue: ReceptionQueue;
  private readonly receipts: ReadReceipts;
  private readonly roster: AgentRoster;
  private readonly abandonment: QueueAbandonment;
  /** Set when the sandbox closes: sockets that close after it touch no store. */
  private disposed = false;

  constructor(
    private readonly store: Store,
    registry: ConnectionRegistry,
    private readonly agents: AgentChannel,
    options: ReceptionOptions,
  ) {
    this.pushes = new CustomerPushes(registry);
    this.roster = new AgentRoster(store, agents);
    this.queue = new ReceptionQueue(store, this.roster, agents, this.pushes);
    this.receipts = new ReadReceipts(store, registry);
    this.abandonment = new QueueAbandonment(options.queueGraceMs, (customer) => this.dropAbandoned(customer));
    registry.watch({
      connected: (userId, productId) => this.abandonment.customerBack({ userId, productId }),
      disconnected: (userId, productId) => {
        if (!this.disposed && this.store.receptions.openOfCustomer(productId, userId)?.phase === RECEPTION_PHASE.humanRequested) this.abandonment.customerLeft({ userId, productId });
      },
    });
    // After a restart nobody is connected yet: every waiting customer has the grace period to come back.
    for (const reception of store.receptions.waiting()) this.abandonment.customerLeft(customerOf(reception));
  }

  dispose(): void {
    this.disposed = true;
    this.abandonment.dispose();
  }

  // -------------------------------------------------------------------------------------------
  // Customer side (socket handlers and REST)

  status(customer: CustomerRef, receptionId?: string): ReceptionStatus {
    const reception = receptionId ? this.ownReception(customer, receptionId) : this.store.receptions.latestOfCustomer(customer.productId, customer.userId);
    return reception ? this.statusOf(reception) : {};
  }

  /** seat_reception_contact and seat_reception_new. */
  contact(customer: CustomerRef, reason: string, origin: CustomerOrigin, afterReply: After): ReceptionStatus {
    const open = this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open) return this.statusOf(open);
    if (!this.queue.hasAvailableAgent()) {
      afterReply(() => this.pushes.signal(customer, signalOf(CONTENT_TYPE.noAgentOnline)));
      return {};
    }
    const group = this.ensureGroup(customer);
    const reception = this.store.receptions.create({
      productId: customer.productId,
      customerId: customer.userId,
      groupId: group.groupId,
      reason: reason.slice(0, LIMITS.maxTextChars),
      locale: origin.locale,
      timeZone: origin.timeZone,
    });
    afterReply(() => this.queue.changed());
    return this.statusOf(reception);
  }

  leaveMessage(customer: CustomerRef, content: string, afterReply: After): void {
    if (content.trim() === '') throw parameterError('content is empty');
    if (characterCount(content) > LIMITS.maxTextChars) throw parameterError(`content is longer than ${LIMITS.maxTextChars} characters`);
    this.store.receptions.leaveMessage(customer.productId, customer.userId, content);
    afterReply(() => this.queue.broadcastWaitingList());
  }

  /** seat_reception_end: the customer stops (phase 5); the agent is told, the customer gets 307 and the card. */
  endByCustomer(customer: CustomerRef, receptionId: string, afterReply: After): void {
    const reception = this.ownReception(customer, receptionId);
    if (!this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByUser)) return;
    afterReply(() => {
      this.tellAgentEnded(reception, 'customer');
      this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.stopSignal, reception));
      this.pushes.message(reception, this.storeEvaluationCard(reception, this.cardSender(reception)));
      this.queue.changed();
    });
  }

  /** seat_reception_end_and_evaluate: phase 5 and the evaluation at once; no card. */
  endAndEvaluate(customer: CustomerRef, input: EvaluationInput, afterReply: After): void {
    checkEvaluation(input);
    const reception = this.ownReception(customer, input.reception_id);
    if (this.store.receptions.evaluationOf(reception.id)) throw new SandboxError(ERROR_CODE.alreadySubmitted);
    const stopped = this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByUser);
    this.store.receptions.evaluate({ receptionId: reception.id, score: input.score, content: input.content, problemFinished: input.problem_finished });
    if (stopped) {
      afterReply(() => {
        this.tellAgentEnded(reception, 'customer');
        this.queue.changed();
      });
    }
  }

  /** POST reception/submit-evaluate: only for a stopped reception, once; then 312 greys the card out. */
  submitEvaluation(customer: CustomerRef, input: EvaluationInput): void {
    checkEvaluation(input);
    const reception = this.ownReception(customer, input.reception_id);
    if (!STOPPED_PHASES.includes(reception.phase)) throw parameterError('the reception is not stopped yet');
    const created = this.store.receptions.evaluate({
      receptionId: reception.id,
      score: input.score,
      content: input.content,
      problemFinished: input.problem_finished,
    });
    if (!created) throw new SandboxError(ERROR_CODE.alreadySubmitted);
    this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.evaluationGreyed, reception));
  }

  /** A customer's message to their support group (send_msg, chat_type 2), forwarded to the serving agent. */
  groupMessage(customer: CustomerRef, data: WireMessage, afterReply: After): StoredMessage {
    const group = this.store.receptions.groupOfCustomer(customer.productId, customer.userId);
    if (!group || data.group_id !== group.groupId) throw parameterError('unknown group_id');
    if (data.receiver_id !== '') throw parameterError('receiver_id must be empty in a group');
    const conversation = this.store.conversations.ensureGroup(customer.productId, customer.userId, group.groupId);
    const elsewhere = this.store.messages.findSentInProduct(customer.productId, customer.userId, data.client_msg_id);
    if (elsewhere && elsewhere.conversationId !== conversation.conversationId) {
      throw parameterError('client_msg_id was already used in another conversation');
    }
    const open = this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    const { message, created }: StoreResult = this.store.messages.storeOnce({
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
      afterReply(() => this.agents.send(agentId, { type: 'message', reception_id: open.id, message: toWireMessage(message) }));
    }
    return message;
  }

  /** The customer is typing in their support group: the agent serving them is told. */
  customerTyping(customer: CustomerRef): void {
    const open = this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open?.agentId && open.phase === RECEPTION_PHASE.humanServing) this.agents.send(open.agentId, { type: 'typing', reception_id: open.id });
  }

  /** The customer's support group, created with its conversation when missing. */
  ensureGroup(customer: CustomerRef): SupportGroup {
    const ai = this.store.users.aiOfProduct(customer.productId);
    const group = this.store.receptions.ensureGroup(customer.productId, customer.userId, ai?.id);
    this.store.conversations.ensureGroup(customer.productId, customer.userId, group.groupId);
    return group;
  }

  // -------------------------------------------------------------------------------------------
  // Agent side (the sandbox-only agent socket, realtime/agentGateway.ts)

  /** An agent opened a console: offers may move to them; this console gets the queue, their presence and their chats. */
  agentConnected(agentId: string): void {
    this.queue.changed(agentId);
    for (const reception of this.store.receptions.servedBy(agentId)) this.sendAccepted(agentId, reception, true);
  }

  /** The agent's last console closed: their offers go to others. */
  agentDisconnected(): void {
    this.queue.changed();
  }

  /** Online or away: away agents get no new offers. */
  setPresence(agentId: string, status: AgentStatus): void {
    if (this.roster.setStatus(agentId, status)) this.queue.changed();
  }

  /** Only the agent a waiting reception is offered to may accept it. */
  accept(agentId: string, receptionId: string): void {
    const reception = this.store.receptions.find(receptionId);
    if (!reception || reception.phase !== RECEPTION_PHASE.humanRequested) throw parameterError('the reception is not waiting');
    if (this.queue.offeredTo(receptionId) !== agentId) throw parameterError('the reception is not offered to you');
    if (!this.store.receptions.accept(receptionId, agentId)) throw parameterError('the reception is not waiting');
    const agent = this.store.users.findById(agentId);
    this.store.receptions.addMember(reception.groupId, agentId, 'agent');
    const serving = { ...reception, agentId, phase: RECEPTION_PHASE.humanServing };
    const joined = this.storeGroupMessage(serving, agentId, CONTENT_TYPE.groupSystem, JSON.stringify({ text: `${agent?.nickname || agentId} joined the chat` }));
    this.sendAccepted(agentId, serving, false);
    this.pushes.message(serving, joined);
    this.readByAgent(serving, agentId);
    this.queue.changed();
  }

  /**
   * The agent's text to the customer of a reception they serve; they have read what they answer. The
   * stored message goes back to all the agent's consoles; a repeated client_msg_id stores nothing new.
   */
  sendToCustomer(agentId: string, receptionId: string, content: string, clientMsgId: string): void {
    const reception = this.servedReception(agentId, receptionId);
    if (content.trim() === '') throw parameterError('content is empty');
    if (characterCount(content) > LIMITS.maxTextChars) throw parameterError('content is too long');
    if (clientMsgId !== '') checkClientMsgId(clientMsgId);
    this.readByAgent(reception, agentId);
    const { message, created } = this.store.messages.storeOnce(this.groupDraft(reception, agentId, CONTENT_TYPE.text, content, clientMsgId || randomUUID()));
    if (created) this.pushes.message(reception, message);
    this.agents.send(agentId, { type: 'message', reception_id: reception.id, message: toWireMessage(message) });
  }

  /** Catch-up: the served reception's messages after `afterSeq`, a page at a time (`more` when the agent should ask again). */
  syncForAgent(agentId: string, receptionId: string, afterSeq: number): void {
    const conversation = this.groupConversation(this.servedReception(agentId, receptionId));
    const from = Math.max(afterSeq, 0) + 1;
    const messages = this.store.messages.inSeqRange(conversation.conversationId, from, from + AGENT_PAGE - 1);
    const more = from + AGENT_PAGE - 1 < conversation.maxSeq;
    this.agents.send(agentId, { type: 'messages', reception_id: receptionId, messages: messages.map(toWireMessage), more });
  }

  /** The agent stops (phase 4): 307, the evaluation card, then 308 (opens the evaluation popup). */
  endByAgent(agentId: string, receptionId: string): void {
    const reception = this.servedReception(agentId, receptionId);
    this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByAgent);
    const customer = customerOf(reception);
    this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.stopSignal, reception));
    this.pushes.message(reception, this.storeEvaluationCard(reception, agentId));
    this.pushes.signal(customer, { ...receptionSignal(CONTENT_TYPE.evaluateSignal, reception), group_type: 1 });
    this.agents.send(agentId, { type: 'ended', reception_id: reception.id, by: 'agent' });
    this.queue.changed();
  }

  /** The agent has the conversation of the reception they serve on screen, on a visible page (`seen`). */
  seenByAgent(agentId: string, receptionId: string): void {
    this.readByAgent(this.servedReception(agentId, receptionId), agentId);
  }

  /** The agent is typing to the customer of a reception they serve: signal 311. */
  agentTyping(agentId: string, receptionId: string): void {
    const reception = this.servedReception(agentId, receptionId);
    this.pushes.signal(customerOf(reception), receptionSignal(CONTENT_TYPE.agentTyping, reception));
  }

  private servedReception(agentId: string, receptionId: string): ReceptionRow {
    const reception = this.store.receptions.servedBy(agentId).find((served) => served.id === receptionId);
    if (!reception) throw parameterError('you are not serving this reception');
    return reception;
  }

  /** A customer waiting for a human has been gone longer than the grace period: their place frees. */
  private dropAbandoned(customer: CustomerRef): void {
    const open = this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open?.phase === RECEPTION_PHASE.humanRequested && this.store.receptions.abandon(open.id)) this.queue.changed();
  }

  private sendAccepted(agentId: string, reception: ReceptionRow, resumed: boolean): void {
    const conversationId = conversationIdOf(CHAT_TYPE.group, reception.customerId, reception.groupId);
    const history = this.store.messages.pageBefore(conversationId, undefined, AGENT_PAGE).messages.map(toWireMessage);
    const context = receptionContext(this.store, reception);
    this.agents.send(agentId, { type: 'accepted', reception_id: reception.id, group_id: reception.groupId, history, context, resumed });
  }

  // -------------------------------------------------------------------------------------------
  // Helpers

  private statusOf(reception: ReceptionRow): ReceptionStatus {
    const evaluation = this.store.receptions.evaluationOf(reception.id);
    const status: ReceptionStatus = {
      reception: { id: reception.id, phase: reception.phase, problem_finished: evaluation?.problemFinished ?? 0 },
    };
    return reception.phase === RECEPTION_PHASE.humanRequested ? { ...status, ...this.queue.waitOf(reception.id) } : status;
  }

  private ownReception(customer: CustomerRef, receptionId: string): ReceptionRow {
    const reception = this.store.receptions.find(receptionId);
    if (!reception || reception.customerId !== customer.userId || reception.productId !== customer.productId) {
      throw new SandboxError(ERROR_CODE.notFound, 'reception not found');
    }
    return reception;
  }

  /** The evaluation card comes from the agent who served, else from the product's AI. */
  private cardSender(reception: ReceptionRow): string {
    return reception.agentId ?? this.store.users.aiOfProduct(reception.productId)?.id ?? '';
  }

  private tellAgentEnded(reception: ReceptionRow, by: 'agent' | 'customer'): void {
    if (reception.agentId) this.agents.send(reception.agentId, { type: 'ended', reception_id: reception.id, by });
  }

  private storeEvaluationCard(reception: ReceptionRow, senderId: string): StoredMessage {
    return this.storeGroupMessage(reception, senderId, CONTENT_TYPE.evaluationCard, JSON.stringify({ reception_id: reception.id }));
  }

  /** Everything stored so far in the reception's group conversation is read by the agent. */
  private readByAgent(reception: ReceptionRow, agentId: string): void {
    const conversation = this.groupConversation(reception);
    this.receipts.read(customerOf(reception), conversation.conversationId, agentId, conversation.maxSeq);
  }

  private groupConversation(reception: ReceptionRow): ConversationRow {
    return this.store.conversations.ensureGroup(reception.productId, reception.customerId, reception.groupId);
  }

  private storeGroupMessage(reception: ReceptionRow, senderId: string, contentType: number, content: string): StoredMessage {
    return this.store.messages.append(this.groupDraft(reception, senderId, contentType, content, randomUUID()));
  }

  private groupDraft(reception: ReceptionRow, senderId: string, contentType: number, content: string, clientMsgId: string): NewMessage {
    const conversation = this.groupConversation(reception);
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
