import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE, LIMITS, RECEPTION_PHASE, STOPPED_PHASES } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import type { WireMessage } from '../../src/protocol/entities';
import type { IncomingData } from '../../src/protocol/frames';
import type { Cluster } from '../cluster';
import { SandboxError } from '../errors';
import type { AgentChannel, CustomerConnections, CustomerRef } from '../ports';
import { ReadReceipts } from '../messaging/readReceipts';
import { signalOf } from '../messaging/signals';
import type { Store } from '../store';
import type { ConversationRow } from '../store/conversations';
import { toWireMessage, type NewMessage, type StoredMessage, type StoreResult } from '../store/messages';
import type { ReceptionRow, SupportGroup } from '../store/receptions';
import { characterCount, checkClientMsgId } from '../validation';
import { checkEvaluation, type EvaluationInput } from './evaluation';
import { CustomerPushes, customerOf, receptionSignal } from './pushes';
import type { AgentStatus } from '../../src/protocol/agentFrames';
import { QueueAbandonment } from './abandonment';
import { receptionContext } from './context';
import { ReceptionQueue } from './queue';
import { AgentRoster } from './roster';

export type ReceptionStatus = IncomingData['seat_reception_status'];

/** Runs work once the customer's reply has been written (pushes must follow the reply). */
export type After = (task: () => Promise<void>) => void;

/** The customers' connections on any node: pushes to them, and word of them coming and going. */

/** Where the customer asks from: kept on the reception for the agent's context. */
export interface CustomerOrigin {
  locale: string;
  timeZone: string;
}

export interface ReceptionOptions {
  /** How long a waiting customer may be gone before their request leaves the queue (DEFAULT_QUEUE_GRACE_MS). */
  queueGraceMs: number;
  /** Where events that run on their own (timers, sockets coming and going) report their failures. */
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Messages per `messages` frame (the answer to an agent's `sync`), and in an `accepted` frame's history. */
export const AGENT_PAGE = 100;

const noop = () => {};

function parameterError(message: string): SandboxError {
  return new SandboxError(ERROR_CODE.parameterError, message);
}

/**
 * The reception lifecycle (issue 5): a customer asks for a human, waits in the queue, an agent of the
 * sandbox-only agent socket accepts, both write in the support group, either ends it, the customer
 * evaluates. Receptions, groups and evaluations live in the store; who is online in the agent channel.
 *
 * The queue's offers and the roster's away set live in the cluster's shared state, the abandonment
 * timers in this node; they are read, then the store is awaited, then they are written: every event
 * that touches them (the public methods marked "one at a time", their after-reply work, timers,
 * customers and agents coming and going, a node gone) runs under one cluster-wide lock
 * (`cluster.exclusive('reception')`), so that no two interleave on any node. Those methods never call
 * each other (the lock is not reentrant): they share the private, unlocked steps below. Messages,
 * typing and reads touch only the store and run freely.
 */
export class ReceptionService {
  private readonly pushes: CustomerPushes;
  private readonly queue: ReceptionQueue;
  private readonly receipts: ReadReceipts;
  private readonly roster: AgentRoster;
  private readonly abandonment: QueueAbandonment;
  /** This node's events that have started (waiting for the lock or holding it) and not ended. */
  private readonly running = new Set<Promise<unknown>>();
  private readonly log: ReceptionOptions['log'];
  /** Set when the sandbox closes: events that come after it touch no store. */
  private disposed = false;

  constructor(
    private readonly store: Store,
    customers: CustomerConnections,
    private readonly agents: AgentChannel,
    private readonly cluster: Cluster,
    options: ReceptionOptions,
  ) {
    this.log = options.log;
    this.pushes = new CustomerPushes(customers);
    this.roster = new AgentRoster(store, agents, cluster.shared);
    this.queue = new ReceptionQueue(store, cluster.shared, this.roster, agents, this.pushes);
    this.receipts = new ReadReceipts(store, customers);
    this.abandonment = new QueueAbandonment(options.queueGraceMs, cluster.shared, (customer) =>
      this.inBackground(() => this.dropAbandoned(customer)),
    );
    customers.watch({
      connected: (userId, productId) => this.inBackground(() => this.abandonment.customerBack({ userId, productId })),
      disconnected: (userId, productId) => this.inBackground(() => this.customerGone({ userId, productId })),
    });
    cluster.onNodeGone((gone) => this.inBackground(() => this.nodeGone(gone.customers)));
    // After a restart nobody is connected here yet: every waiting customer has the grace period to come back.
    this.inBackground(() => this.startGracePeriods());
  }

  /** Starts no more timers or socket events; resolves once this node's events in progress have ended. */
  async dispose(): Promise<void> {
    this.disposed = true;
    this.abandonment.dispose();
    await Promise.allSettled([...this.running]);
  }

  // -------------------------------------------------------------------------------------------
  // Customer side (socket handlers and REST)

  /** One at a time (a waiting reception's place moves offers). */
  status(customer: CustomerRef, receptionId?: string): Promise<ReceptionStatus> {
    return this.oneAtATime(async () => {
      const reception = receptionId
        ? await this.ownReception(customer, receptionId)
        : await this.store.receptions.latestOfCustomer(customer.productId, customer.userId);
      return reception ? this.statusOf(reception) : {};
    });
  }

  /** seat_reception_contact and seat_reception_new. One at a time. */
  contact(customer: CustomerRef, reason: string, origin: CustomerOrigin, afterReply: After): Promise<ReceptionStatus> {
    return this.oneAtATime(async () => {
      const open = await this.store.receptions.openOfCustomer(customer.productId, customer.userId);
      if (open) return this.statusOf(open);
      if (!(await this.queue.hasAvailableAgent())) {
        afterReply(async () => this.pushes.signal(customer, signalOf(CONTENT_TYPE.noAgentOnline)));
        return {};
      }
      const group = await this.ensureGroup(customer);
      const reception = await this.store.receptions.create({
        productId: customer.productId,
        customerId: customer.userId,
        groupId: group.groupId,
        reason: reason.slice(0, LIMITS.maxTextChars),
        locale: origin.locale,
        timeZone: origin.timeZone,
      });
      afterReply(() => this.oneAtATime(() => this.queue.changed()));
      return this.statusOf(reception);
    });
  }

  async leaveMessage(customer: CustomerRef, content: string, afterReply: After): Promise<void> {
    if (content.trim() === '') throw parameterError('content is empty');
    if (characterCount(content) > LIMITS.maxTextChars)
      throw parameterError(`content is longer than ${LIMITS.maxTextChars} characters`);
    await this.store.receptions.leaveMessage(customer.productId, customer.userId, content);
    afterReply(() => this.oneAtATime(() => this.queue.broadcastWaitingList()));
  }

  /** seat_reception_end: the customer stops (phase 5); the agent is told, the customer gets 307 and the card. One at a time. */
  endByCustomer(customer: CustomerRef, receptionId: string, afterReply: After): Promise<void> {
    return this.oneAtATime(async () => {
      const reception = await this.ownReception(customer, receptionId);
      if (!(await this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByUser))) return;
      afterReply(() =>
        this.oneAtATime(async () => {
          this.tellAgentEnded(reception, 'customer');
          this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.stopSignal, reception));
          this.pushes.message(reception, await this.storeEvaluationCard(reception, await this.cardSender(reception)));
          await this.queue.changed();
        }),
      );
    });
  }

  /** seat_reception_end_and_evaluate: phase 5 and the evaluation at once; no card. One at a time. */
  async endAndEvaluate(customer: CustomerRef, input: EvaluationInput, afterReply: After): Promise<void> {
    checkEvaluation(input);
    return this.oneAtATime(async () => {
      const reception = await this.ownReception(customer, input.reception_id);
      if (await this.store.receptions.evaluationOf(reception.id)) throw new SandboxError(ERROR_CODE.alreadySubmitted);
      const stopped = await this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByUser);
      await this.store.receptions.evaluate({
        receptionId: reception.id,
        score: input.score,
        content: input.content,
        problemFinished: input.problem_finished,
      });
      if (stopped) {
        afterReply(() =>
          this.oneAtATime(async () => {
            this.tellAgentEnded(reception, 'customer');
            await this.queue.changed();
          }),
        );
      }
    });
  }

  /** POST reception/submit-evaluate: only for a stopped reception, once; then 312 greys the card out. */
  async submitEvaluation(customer: CustomerRef, input: EvaluationInput): Promise<void> {
    checkEvaluation(input);
    const reception = await this.ownReception(customer, input.reception_id);
    if (!STOPPED_PHASES.includes(reception.phase)) throw parameterError('the reception is not stopped yet');
    const created = await this.store.receptions.evaluate({
      receptionId: reception.id,
      score: input.score,
      content: input.content,
      problemFinished: input.problem_finished,
    });
    if (!created) throw new SandboxError(ERROR_CODE.alreadySubmitted);
    this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.evaluationGreyed, reception));
  }

  /** A customer's message to their support group (send_msg, chat_type 2), forwarded to the serving agent. */
  async groupMessage(customer: CustomerRef, data: WireMessage, afterReply: After): Promise<StoredMessage> {
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
      afterReply(async () =>
        this.agents.send(agentId, { type: 'message', reception_id: open.id, message: toWireMessage(message) }),
      );
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

  // -------------------------------------------------------------------------------------------
  // Agent side (the sandbox-only agent socket, realtime/agentGateway.ts)

  /** An agent opened a console: offers may move to them; this console gets the queue, their presence and their chats. One at a time. */
  agentConnected(agentId: string): Promise<void> {
    return this.oneAtATime(async () => {
      await this.queue.changed(agentId);
      for (const reception of await this.store.receptions.servedBy(agentId))
        await this.sendAccepted(agentId, reception, true);
    });
  }

  /** The agent's last console closed: their offers go to others. One at a time; nothing once the sandbox closes. */
  agentDisconnected(): Promise<void> {
    return this.oneAtATime(async () => {
      if (!this.disposed) await this.queue.changed();
    });
  }

  /** Online or away: away agents get no new offers. One at a time. */
  setPresence(agentId: string, status: AgentStatus): Promise<void> {
    return this.oneAtATime(async () => {
      if (await this.roster.setStatus(agentId, status)) await this.queue.changed();
    });
  }

  /** Only the agent a waiting reception is offered to may accept it. One at a time. */
  accept(agentId: string, receptionId: string): Promise<void> {
    return this.oneAtATime(async () => {
      const reception = await this.store.receptions.find(receptionId);
      if (!reception || reception.phase !== RECEPTION_PHASE.humanRequested)
        throw parameterError('the reception is not waiting');
      if ((await this.queue.offeredTo(receptionId)) !== agentId)
        throw parameterError('the reception is not offered to you');
      if (!(await this.store.receptions.accept(receptionId, agentId)))
        throw parameterError('the reception is not waiting');
      const agent = await this.store.users.findById(agentId);
      await this.store.receptions.addMember(reception.groupId, agentId, 'agent');
      const serving = { ...reception, agentId, phase: RECEPTION_PHASE.humanServing };
      const joined = await this.storeGroupMessage(
        serving,
        agentId,
        CONTENT_TYPE.groupSystem,
        JSON.stringify({ text: `${agent?.nickname || agentId} joined the chat` }),
      );
      await this.sendAccepted(agentId, serving, false);
      this.pushes.message(serving, joined);
      await this.readByAgent(serving, agentId);
      await this.queue.changed();
    });
  }

  /**
   * The agent's text to the customer of a reception they serve; they have read what they answer. The
   * stored message goes back to all the agent's consoles; a repeated client_msg_id stores nothing new.
   */
  async sendToCustomer(agentId: string, receptionId: string, content: string, clientMsgId: string): Promise<void> {
    const reception = await this.servedReception(agentId, receptionId);
    if (content.trim() === '') throw parameterError('content is empty');
    if (characterCount(content) > LIMITS.maxTextChars) throw parameterError('content is too long');
    if (clientMsgId !== '') checkClientMsgId(clientMsgId);
    await this.readByAgent(reception, agentId);
    const { message, created } = await this.store.messages.storeOnce(
      await this.groupDraft(reception, agentId, CONTENT_TYPE.text, content, clientMsgId || randomUUID()),
    );
    if (created) this.pushes.message(reception, message);
    this.agents.send(agentId, { type: 'message', reception_id: reception.id, message: toWireMessage(message) });
  }

  /** Catch-up: the served reception's messages after `afterSeq`, a page at a time (`more` when the agent should ask again). */
  async syncForAgent(agentId: string, receptionId: string, afterSeq: number): Promise<void> {
    const conversation = await this.groupConversation(await this.servedReception(agentId, receptionId));
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

  /** The agent stops (phase 4): 307, the evaluation card, then 308 (opens the evaluation popup). One at a time. */
  endByAgent(agentId: string, receptionId: string): Promise<void> {
    return this.oneAtATime(async () => {
      const reception = await this.servedReception(agentId, receptionId);
      await this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByAgent);
      const card = await this.storeEvaluationCard(reception, agentId);
      const customer = customerOf(reception);
      this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.stopSignal, reception));
      this.pushes.message(reception, card);
      this.pushes.signal(customer, { ...receptionSignal(CONTENT_TYPE.evaluateSignal, reception), group_type: 1 });
      this.agents.send(agentId, { type: 'ended', reception_id: reception.id, by: 'agent' });
      await this.queue.changed();
    });
  }

  /** The agent has the conversation of the reception they serve on screen, on a visible page (`seen`). */
  async seenByAgent(agentId: string, receptionId: string): Promise<void> {
    await this.readByAgent(await this.servedReception(agentId, receptionId), agentId);
  }

  /** The agent is typing to the customer of a reception they serve: signal 311. */
  async agentTyping(agentId: string, receptionId: string): Promise<void> {
    const reception = await this.servedReception(agentId, receptionId);
    this.pushes.signal(customerOf(reception), receptionSignal(CONTENT_TYPE.agentTyping, reception));
  }

  private async servedReception(agentId: string, receptionId: string): Promise<ReceptionRow> {
    const reception = (await this.store.receptions.servedBy(agentId)).find((served) => served.id === receptionId);
    if (!reception) throw parameterError('you are not serving this reception');
    return reception;
  }

  // -------------------------------------------------------------------------------------------
  // Events that run on their own, one at a time

  /** One event at a time, cluster-wide (see the class comment); never called from inside another. */
  private oneAtATime<T>(event: () => Promise<T>): Promise<T> {
    const running = this.cluster.exclusive('reception', event);
    const ended: Promise<void> = running.then(noop, noop).finally(() => this.running.delete(ended));
    this.running.add(ended);
    return running;
  }

  /** An event nobody waits for (a timer, a socket coming or going): one at a time, its failure logged. */
  private inBackground(event: () => Promise<void>): void {
    // Once disposed, not even the lock: the cluster may be closing under it.
    if (this.disposed) return;
    this.oneAtATime(async () => {
      if (!this.disposed) await event();
    }).catch((error: unknown) => this.log.error({ err: error }, 'a reception event failed'));
  }

  private async startGracePeriods(): Promise<void> {
    for (const reception of await this.store.receptions.waiting())
      await this.abandonment.customerLeft(customerOf(reception));
  }

  /** The customer's last connection closed: if they wait for a human, the grace period starts. */
  private async customerGone(customer: CustomerRef): Promise<void> {
    const open = await this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open?.phase === RECEPTION_PHASE.humanRequested) await this.abandonment.customerLeft(customer);
  }

  /** The customers of a node that stopped: as if each had left (grace starts here); its agents' offers move. */
  private async nodeGone(customers: readonly CustomerRef[]): Promise<void> {
    for (const customer of customers) await this.customerGone(customer);
    await this.queue.changed();
  }

  /**
   * A customer waiting for a human left this node longer than the grace period ago: unless they are
   * back on some node or left another one later, their place frees.
   */
  private async dropAbandoned(customer: CustomerRef): Promise<void> {
    if ((await this.cluster.customers.isOnline(customer)) || !(await this.abandonment.gracePassed(customer))) return;
    const open = await this.store.receptions.openOfCustomer(customer.productId, customer.userId);
    if (open?.phase === RECEPTION_PHASE.humanRequested && (await this.store.receptions.abandon(open.id)))
      await this.queue.changed();
  }

  private async sendAccepted(agentId: string, reception: ReceptionRow, resumed: boolean): Promise<void> {
    const conversationId = conversationIdOf(CHAT_TYPE.group, reception.customerId, reception.groupId);
    const [page, context] = await Promise.all([
      this.store.messages.pageBefore(conversationId, undefined, AGENT_PAGE),
      receptionContext(this.store, reception),
    ]);
    this.agents.send(agentId, {
      type: 'accepted',
      reception_id: reception.id,
      group_id: reception.groupId,
      history: page.messages.map(toWireMessage),
      context,
      resumed,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Helpers

  private async statusOf(reception: ReceptionRow): Promise<ReceptionStatus> {
    const evaluation = await this.store.receptions.evaluationOf(reception.id);
    const status: ReceptionStatus = {
      reception: { id: reception.id, phase: reception.phase, problem_finished: evaluation?.problemFinished ?? 0 },
    };
    return reception.phase === RECEPTION_PHASE.humanRequested
      ? { ...status, ...(await this.queue.waitOf(reception.id)) }
      : status;
  }

  private async ownReception(customer: CustomerRef, receptionId: string): Promise<ReceptionRow> {
    const reception = await this.store.receptions.find(receptionId);
    if (!reception || reception.customerId !== customer.userId || reception.productId !== customer.productId) {
      throw new SandboxError(ERROR_CODE.notFound, 'reception not found');
    }
    return reception;
  }

  /** The evaluation card comes from the agent who served, else from the product's AI. */
  private async cardSender(reception: ReceptionRow): Promise<string> {
    return reception.agentId ?? (await this.store.users.aiOfProduct(reception.productId))?.id ?? '';
  }

  private tellAgentEnded(reception: ReceptionRow, by: 'agent' | 'customer'): void {
    if (reception.agentId) this.agents.send(reception.agentId, { type: 'ended', reception_id: reception.id, by });
  }

  private storeEvaluationCard(reception: ReceptionRow, senderId: string): Promise<StoredMessage> {
    return this.storeGroupMessage(
      reception,
      senderId,
      CONTENT_TYPE.evaluationCard,
      JSON.stringify({ reception_id: reception.id }),
    );
  }

  /** Everything stored so far in the reception's group conversation is read by the agent. */
  private async readByAgent(reception: ReceptionRow, agentId: string): Promise<void> {
    const conversation = await this.groupConversation(reception);
    await this.receipts.read(customerOf(reception), conversation.conversationId, agentId, conversation.maxSeq);
  }

  private groupConversation(reception: ReceptionRow): Promise<ConversationRow> {
    return this.store.conversations.ensureGroup(reception.productId, reception.customerId, reception.groupId);
  }

  private async storeGroupMessage(
    reception: ReceptionRow,
    senderId: string,
    contentType: number,
    content: string,
  ): Promise<StoredMessage> {
    return this.store.messages.append(await this.groupDraft(reception, senderId, contentType, content, randomUUID()));
  }

  private async groupDraft(
    reception: ReceptionRow,
    senderId: string,
    contentType: number,
    content: string,
    clientMsgId: string,
  ): Promise<NewMessage> {
    const conversation = await this.groupConversation(reception);
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
