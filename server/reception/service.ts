import type { AgentStatus } from '../../src/protocol/agentFrames';
import type { WireMessage } from '../../src/protocol/entities';
import type { CustomerEvaluationsData } from '../../src/protocol/evaluations';
import type { Cluster } from '../cluster';
import { ReadReceipts } from '../messaging/readReceipts';
import type { AgentChannel, CustomerConnections, CustomerRef } from '../ports';
import type { Store } from '../store';
import type { StoredMessage } from '../store/messages';
import type { SupportGroup } from '../store/receptions';
import type { AgentContent } from './agentContent';
import { AgentPushes } from './agentPushes';
import { ReceptionAttendance } from './attendance';
import { ReceptionEvaluations, type EvaluationInput } from './evaluation';
import { ReceptionEvents } from './events';
import { GroupMessages } from './groupMessages';
import { LeftMessages } from './leftMessages';
import { ReceptionNotes } from './notes';
import { ReceptionLifecycle } from './lifecycle';
import { CustomerPushes } from './pushes';
import { ReceptionQueue } from './queue';
import { AgentRoster } from './roster';
import { ReceptionTransfers } from './transfers';
import type { After, CustomerOrigin, ReceptionOptions, ReceptionStatus } from './types';

/**
 * The reception (issue 5): a customer asks for a human, waits in the queue, an agent of the
 * sandbox-only agent socket accepts, both write in the support group, either ends it, the customer
 * evaluates. Receptions, groups and evaluations live in the store; who is online in the agent channel.
 *
 * The one entry for the transport, made of smaller services that share one lock (events.ts: the
 * methods marked "one at a time" run one after the other, cluster-wide): the reception's life
 * (lifecycle.ts), who is there (attendance.ts), the support group's messages (groupMessages.ts),
 * the evaluation (evaluation.ts), transfers (transfers.ts) and agents' private notes (notes.ts).
 */
export class ReceptionService {
  private readonly events: ReceptionEvents;
  private readonly lifecycle: ReceptionLifecycle;
  private readonly attendance: ReceptionAttendance;
  private readonly groups: GroupMessages;
  private readonly evaluations: ReceptionEvaluations;
  private readonly queue: ReceptionQueue;
  private readonly leftMessages: LeftMessages;
  private readonly notes: ReceptionNotes;
  private readonly transfers: ReceptionTransfers;

  constructor(
    store: Store,
    customers: CustomerConnections,
    agents: AgentChannel,
    cluster: Cluster,
    options: ReceptionOptions,
  ) {
    this.events = new ReceptionEvents(cluster, options.log);
    const pushes = new CustomerPushes(customers);
    const agentPushes = new AgentPushes(store, agents);
    const roster = new AgentRoster(store, agents, cluster.shared);
    const queue = new ReceptionQueue(store, cluster.shared, roster, agents, pushes);
    this.queue = queue;
    const receipts = new ReadReceipts(store, customers);
    this.groups = new GroupMessages(store, agents, agentPushes, pushes, receipts, options.citations);
    this.evaluations = new ReceptionEvaluations(store, this.events, queue, this.groups, pushes, agentPushes);
    this.lifecycle = new ReceptionLifecycle(
      store,
      this.events,
      queue,
      this.groups,
      this.evaluations,
      pushes,
      agentPushes,
    );
    this.attendance = new ReceptionAttendance(
      store,
      this.events,
      queue,
      roster,
      agentPushes,
      cluster,
      options.queueGraceMs,
    );
    this.attendance.watch(customers);
    this.leftMessages = new LeftMessages(store, this.events, queue, this.groups, pushes);
    this.notes = new ReceptionNotes(store, this.events, agents);
    this.transfers = new ReceptionTransfers(store, this.events, queue, this.groups, pushes, agentPushes, agents);
  }

  /** Starts no more timers or socket events; resolves once this node's events in progress have ended. */
  async dispose(): Promise<void> {
    this.attendance.dispose();
    await this.events.dispose();
  }

  // Customer side (socket handlers and REST)

  /** Whether an agent of the product's company could take a chat now (the AI says so before handing over). */
  agentAvailable(productId: string): Promise<boolean> {
    return this.queue.hasAvailableAgent(productId);
  }

  /** One at a time (a waiting reception's place moves offers). */
  status(customer: CustomerRef, receptionId?: string): Promise<ReceptionStatus> {
    return this.lifecycle.status(customer, receptionId);
  }

  /** seat_reception_contact and seat_reception_new. One at a time. */
  contact(customer: CustomerRef, reason: string, origin: CustomerOrigin, afterReply: After): Promise<ReceptionStatus> {
    return this.lifecycle.contact(customer, reason, origin, afterReply);
  }

  leaveMessage(customer: CustomerRef, content: string, afterReply: After): Promise<void> {
    return this.leftMessages.leave(customer, content, afterReply);
  }

  /** seat_reception_end: the customer stops (phase 5). One at a time. */
  endByCustomer(customer: CustomerRef, receptionId: string, afterReply: After): Promise<void> {
    return this.lifecycle.endByCustomer(customer, receptionId, afterReply);
  }

  /** seat_reception_end_and_evaluate: phase 5 and the evaluation at once. One at a time. */
  endAndEvaluate(customer: CustomerRef, input: EvaluationInput, afterReply: After): Promise<void> {
    return this.evaluations.endAndEvaluate(customer, input, afterReply);
  }

  /** POST reception/submit-evaluate. */
  submitEvaluation(customer: CustomerRef, input: EvaluationInput): Promise<void> {
    return this.evaluations.submit(customer, input);
  }

  /** The customer's evaluations, and which session can still be rated. */
  evaluationsOf(customer: CustomerRef): Promise<CustomerEvaluationsData> {
    return this.evaluations.ofCustomer(customer);
  }

  /** send_msg, chat_type 2. */
  groupMessage(customer: CustomerRef, data: WireMessage, afterReply: After): Promise<StoredMessage> {
    return this.groups.fromCustomer(customer, data, afterReply);
  }

  customerTyping(customer: CustomerRef): Promise<void> {
    return this.groups.customerTyping(customer);
  }

  ensureGroup(customer: CustomerRef): Promise<SupportGroup> {
    return this.groups.ensureGroup(customer);
  }

  // Agent side (the sandbox-only agent socket)

  /** One at a time. */
  agentConnected(agentId: string): Promise<void> {
    return this.attendance.agentConnected(agentId);
  }

  /** One at a time. */
  agentDisconnected(): Promise<void> {
    return this.attendance.agentDisconnected();
  }

  /** One at a time. */
  setPresence(agentId: string, status: AgentStatus): Promise<void> {
    return this.attendance.setPresence(agentId, status);
  }

  /** One at a time. */
  accept(agentId: string, receptionId: string): Promise<void> {
    return this.lifecycle.accept(agentId, receptionId);
  }

  /** A text, or an image the agent uploaded (agentContent.ts). */
  sendToCustomer(agentId: string, receptionId: string, sent: AgentContent, clientMsgId: string): Promise<void> {
    return this.groups.fromAgent(agentId, receptionId, sent, clientMsgId);
  }

  /** An agent of the customer's company answers a left message: into the customer's support group. */
  answerLeftMessage(agentId: string, leftMessageId: string, content: string): Promise<void> {
    return this.leftMessages.answer(agentId, leftMessageId, content);
  }

  syncForAgent(agentId: string, receptionId: string, afterSeq: number): Promise<void> {
    return this.groups.syncForAgent(agentId, receptionId, afterSeq);
  }

  /** One at a time. */
  endByAgent(agentId: string, receptionId: string): Promise<void> {
    return this.lifecycle.endByAgent(agentId, receptionId);
  }

  seenByAgent(agentId: string, receptionId: string): Promise<void> {
    return this.groups.seenByAgent(agentId, receptionId);
  }

  agentTyping(agentId: string, receptionId: string): Promise<void> {
    return this.groups.agentTyping(agentId, receptionId);
  }

  /** To another agent (`toAgentId`) or back to the queue (""). One at a time. */
  transfer(agentId: string, receptionId: string, toAgentId: string, note: string): Promise<void> {
    return this.transfers.transfer(agentId, receptionId, toAgentId, note);
  }

  transferTargets(agentId: string, receptionId: string): Promise<void> {
    return this.transfers.targets(agentId, receptionId);
  }

  /** A private note. One at a time. */
  writeNote(agentId: string, receptionId: string, content: string): Promise<void> {
    return this.notes.write(agentId, receptionId, content);
  }
}
