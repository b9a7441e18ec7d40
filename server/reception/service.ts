import type { AgentStatus } from '../../src/protocol/agentFrames';
import type { WireMessage } from '../../src/protocol/entities';
import type { CustomerEvaluationsData } from '../../src/protocol/evaluations';
import type { Cluster } from '../cluster';
import { ReadReceipts } from '../messaging/readReceipts';
import type { AgentChannel, CustomerConnections, CustomerRef } from '../ports';
import type { Store } from '../store';
import type { StoredMessage } from '../store/messages';
import type { SupportGroup } from '../store/receptions';
import { AgentPushes } from './agentPushes';
import { ReceptionAttendance } from './attendance';
import { ReceptionEvaluations, type EvaluationInput } from './evaluation';
import { ReceptionEvents } from './events';
import { GroupMessages } from './groupMessages';
import { ReceptionLifecycle } from './lifecycle';
import { CustomerPushes } from './pushes';
import { ReceptionQueue } from './queue';
import { AgentRoster } from './roster';
import type { After, CustomerOrigin, ReceptionOptions, ReceptionStatus } from './types';

/**
 * The reception (issue 5): a customer asks for a human, waits in the queue, an agent of the
 * sandbox-only agent socket accepts, both write in the support group, either ends it, the customer
 * evaluates. Receptions, groups and evaluations live in the store; who is online in the agent channel.
 *
 * The one entry for the transport, made of smaller services that share one lock (events.ts: the
 * methods marked "one at a time" run one after the other, cluster-wide): the reception's life
 * (lifecycle.ts), who is there (attendance.ts), the support group's messages (groupMessages.ts) and
 * the evaluation (evaluation.ts).
 */
export class ReceptionService {
  private readonly events: ReceptionEvents;
  private readonly lifecycle: ReceptionLifecycle;
  private readonly attendance: ReceptionAttendance;
  private readonly groups: GroupMessages;
  private readonly evaluations: ReceptionEvaluations;
  private readonly queue: ReceptionQueue;

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
    this.groups = new GroupMessages(store, agents, agentPushes, pushes, receipts);
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
  }

  /** Starts no more timers or socket events; resolves once this node's events in progress have ended. */
  async dispose(): Promise<void> {
    this.attendance.dispose();
    await this.events.dispose();
  }

  // Customer side (socket handlers and REST)

  /** Whether an agent could take a chat now (the AI says so before handing over). */
  agentAvailable(): Promise<boolean> {
    return this.queue.hasAvailableAgent();
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
    return this.lifecycle.leaveMessage(customer, content, afterReply);
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

  sendToCustomer(agentId: string, receptionId: string, content: string, clientMsgId: string): Promise<void> {
    return this.groups.fromAgent(agentId, receptionId, content, clientMsgId);
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
}
