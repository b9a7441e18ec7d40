import { CONTENT_TYPE, LIMITS, RECEPTION_PHASE } from '../../src/protocol/codes';
import { GROUP_NOTICE } from '../../src/protocol/supportGroup';
import { signalOf } from '../messaging/signals';
import type { CustomerRef } from '../ports';
import type { Store } from '../store';
import type { ReceptionRow } from '../store/receptions';
import { ownReception, parameterError, servedReception } from './access';
import type { AgentPushes } from './agentPushes';
import type { ReceptionEvaluations } from './evaluation';
import type { ReceptionEvents } from './events';
import type { GroupMessages } from './groupMessages';
import { customerOf, receptionSignal, type CustomerPushes } from './pushes';
import type { ReceptionQueue } from './queue';
import type { After, CustomerOrigin, ReceptionStatus } from './types';

/**
 * A reception's life (issue 5): the customer asks for a human and waits in the queue, the agent it is
 * offered to accepts, either of them ends it. Each step moves the queue, so each runs one at a time.
 */
export class ReceptionLifecycle {
  constructor(
    private readonly store: Store,
    private readonly events: ReceptionEvents,
    private readonly queue: ReceptionQueue,
    private readonly groups: GroupMessages,
    private readonly evaluations: ReceptionEvaluations,
    private readonly pushes: CustomerPushes,
    private readonly agentPushes: AgentPushes,
  ) {}

  /** One at a time (a waiting reception's place moves offers). */
  status(customer: CustomerRef, receptionId?: string): Promise<ReceptionStatus> {
    return this.events.oneAtATime(async () => {
      const reception = receptionId
        ? await ownReception(this.store, customer, receptionId)
        : await this.store.receptions.latestOfCustomer(customer.productId, customer.userId);
      return reception ? this.statusOf(reception) : {};
    });
  }

  /** seat_reception_contact and seat_reception_new. One at a time. */
  contact(customer: CustomerRef, reason: string, origin: CustomerOrigin, afterReply: After): Promise<ReceptionStatus> {
    return this.events.oneAtATime(async () => {
      const open = await this.store.receptions.openOfCustomer(customer.productId, customer.userId);
      if (open) return this.statusOf(open);
      if (!(await this.queue.hasAvailableAgent(customer.productId))) {
        afterReply(async () => this.pushes.signal(customer, signalOf(CONTENT_TYPE.noAgentOnline)));
        return {};
      }
      const group = await this.groups.ensureGroup(customer);
      const reception = await this.store.receptions.create({
        productId: customer.productId,
        customerId: customer.userId,
        groupId: group.groupId,
        reason: reason.slice(0, LIMITS.maxTextChars),
        locale: origin.locale,
        timeZone: origin.timeZone,
      });
      afterReply(() => this.events.oneAtATime(() => this.queue.changed()));
      return this.statusOf(reception);
    });
  }

  /** seat_reception_end: the customer stops (phase 5); the agent is told, the customer gets 307 and the card. One at a time. */
  endByCustomer(customer: CustomerRef, receptionId: string, afterReply: After): Promise<void> {
    return this.events.oneAtATime(async () => {
      const reception = await ownReception(this.store, customer, receptionId);
      if (!(await this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByUser))) return;
      afterReply(() =>
        this.events.oneAtATime(async () => {
          this.agentPushes.ended(reception, 'customer');
          this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.stopSignal, reception));
          this.pushes.message(reception, await this.evaluations.storeCard(reception));
          await this.queue.changed();
        }),
      );
    });
  }

  /** Only the agent a waiting reception is offered to may accept it. One at a time. */
  accept(agentId: string, receptionId: string): Promise<void> {
    return this.events.oneAtATime(async () => {
      const reception = await this.store.receptions.find(receptionId);
      if (!reception || reception.phase !== RECEPTION_PHASE.humanRequested)
        throw parameterError('the reception is not waiting');
      if ((await this.queue.offeredTo(receptionId)) !== agentId)
        throw parameterError('the reception is not offered to you');
      if (!(await this.store.receptions.accept(receptionId, agentId)))
        throw parameterError('the reception is not waiting');
      const agent = (await this.store.users.findById(agentId))?.nickname || agentId;
      await this.store.receptions.addMember(reception.groupId, agentId, 'agent');
      const serving = { ...reception, agentId, phase: RECEPTION_PHASE.humanServing };
      const joined = await this.groups.append(
        serving,
        agentId,
        CONTENT_TYPE.groupSystem,
        JSON.stringify({ text: `${agent} joined the chat`, notice: GROUP_NOTICE.agentJoined, agent }),
      );
      await this.agentPushes.accepted(agentId, serving, false);
      this.pushes.message(serving, joined);
      await this.groups.readByAgent(serving, agentId);
      await this.queue.changed();
    });
  }

  /** The agent stops (phase 4): 307, the evaluation card, then 308 (opens the evaluation popup). One at a time. */
  endByAgent(agentId: string, receptionId: string): Promise<void> {
    return this.events.oneAtATime(async () => {
      const reception = await servedReception(this.store, agentId, receptionId);
      await this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByAgent);
      const card = await this.evaluations.storeCard(reception);
      const customer = customerOf(reception);
      this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.stopSignal, reception));
      this.pushes.message(reception, card);
      this.pushes.signal(customer, { ...receptionSignal(CONTENT_TYPE.evaluateSignal, reception), group_type: 1 });
      this.agentPushes.ended(reception, 'agent');
      await this.queue.changed();
    });
  }

  private async statusOf(reception: ReceptionRow): Promise<ReceptionStatus> {
    const evaluation = await this.store.receptions.evaluationOf(reception.id);
    const status: ReceptionStatus = {
      reception: { id: reception.id, phase: reception.phase, problem_finished: evaluation?.problemFinished ?? 0 },
    };
    return reception.phase === RECEPTION_PHASE.humanRequested
      ? { ...status, ...(await this.queue.waitOf(reception.id)) }
      : status;
  }
}
