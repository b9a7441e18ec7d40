import type { TransferTarget } from '../../src/protocol/agentFrames';
import { CONTENT_TYPE, RECEPTION_PHASE } from '../../src/protocol/codes';
import { GROUP_NOTICE } from '../../src/protocol/supportGroup';
import { companyOfProduct } from '../agents/companies';
import type { AgentChannel } from '../ports';
import type { Store } from '../store';
import type { ReceptionRow } from '../store/receptions';
import type { User } from '../store/users';
import { parameterError, servedReception } from './access';
import type { AgentPushes } from './agentPushes';
import type { ReceptionEvents } from './events';
import type { GroupMessages } from './groupMessages';
import { checkNoteText } from './notes';
import type { CustomerPushes } from './pushes';
import type { AgentLoadView, ReceptionQueue } from './queue';

/** English for readers that do not word the notices themselves (the client translates them: supportGroup.ts). */
const NOW_TALKING_TO = (name: string) => `You are now talking to ${name}`;
const BACK_IN_QUEUE = 'You are back in the queue: the next available agent will be with you shortly.';

/** Why an agent cannot take the reception now; undefined when they can. */
function refusalOf(target: User, load: AgentLoadView | undefined): string | undefined {
  const name = target.nickname || target.id;
  if (!load) return `${name} is not online`;
  if (load.away) return `${name} is away`;
  if (load.load >= load.capacity) return `${name} has no room for another chat`;
  return undefined;
}

/**
 * Transfers (issue 31): the agent serving a reception hands it to another online agent of the
 * reception's company who has room, or back to the queue, with a note for whoever takes it. The new
 * agent gets `accepted` as after an accept (history, context, notes, and who handed it on with what
 * note); the customer a 201 notice worded by their client ("You are now talking to Ben"); the old
 * agent `transferred`, and their `send`s are refused from then on. Every step moves the queue's loads
 * and offers, so each runs one at a time.
 */
export class ReceptionTransfers {
  constructor(
    private readonly store: Store,
    private readonly events: ReceptionEvents,
    private readonly queue: ReceptionQueue,
    private readonly groups: GroupMessages,
    private readonly pushes: CustomerPushes,
    private readonly agentPushes: AgentPushes,
    private readonly agents: AgentChannel,
  ) {}

  /** `toAgentId` "": back to the queue. One at a time. */
  transfer(agentId: string, receptionId: string, toAgentId: string, note: string): Promise<void> {
    return this.events.oneAtATime(async () => {
      const reception = await servedReception(this.store, agentId, receptionId);
      checkNoteText(note, true);
      if (toAgentId === '') await this.toQueue(agentId, reception, note);
      else await this.toAgent(agentId, reception, await this.targetOf(agentId, reception, toAgentId), note);
      await this.queue.changed();
    });
  }

  /** The answer to `transfer_targets`: the company's other online agents with room, least loaded first. */
  async targets(agentId: string, receptionId: string): Promise<void> {
    const reception = await servedReception(this.store, agentId, receptionId);
    const company = await this.companyOfReception(reception);
    const loads = await this.queue.agentLoads();
    const open = loads.filter((load) => load.agentId !== agentId && !load.away && load.load < load.capacity);
    const ofCompany = await Promise.all(
      open.map(async (load) => (await this.store.users.companyOf(load.agentId)) === company),
    );
    const chosen = open.filter((_load, index) => company !== undefined && ofCompany[index]);
    const nicknames = new Map(
      (await this.store.users.findByIds(chosen.map((load) => load.agentId))).map((user) => [user.id, user.nickname]),
    );
    const agents: TransferTarget[] = chosen
      .map((load) => ({
        id: load.agentId,
        nickname: nicknames.get(load.agentId) ?? '',
        load: load.load,
        max_chats: load.capacity,
      }))
      .sort((a, b) => a.load - b.load);
    this.agents.send(agentId, { type: 'transfer_targets', reception_id: receptionId, agents });
  }

  private companyOfReception(reception: ReceptionRow): Promise<string | undefined> {
    return companyOfProduct(this.store, reception.productId);
  }

  /** The agent the reception may go to: another agent of its company, online, not away, with room. */
  private async targetOf(agentId: string, reception: ReceptionRow, toAgentId: string): Promise<User> {
    if (toAgentId === agentId) throw parameterError('you already serve this reception');
    const [target, targetCompany, company] = await Promise.all([
      this.store.users.findById(toAgentId),
      this.store.users.companyOf(toAgentId),
      this.companyOfReception(reception),
    ]);
    // Another company's agent is as unknown as one who does not exist.
    if (!target || target.kind !== 'agent' || company === undefined || targetCompany !== company)
      throw parameterError('no such agent');
    const refusal = refusalOf(
      target,
      (await this.queue.agentLoads()).find((load) => load.agentId === toAgentId),
    );
    if (refusal) throw parameterError(refusal);
    return target;
  }

  private async toAgent(agentId: string, reception: ReceptionRow, target: User, note: string): Promise<void> {
    if (!(await this.store.transfers.toAgent(reception.id, agentId, target.id)))
      throw parameterError('you are not serving this reception');
    await this.store.receptions.addMember(reception.groupId, target.id, 'agent');
    await this.recordTransfer(agentId, reception, target.id, note);
    const serving: ReceptionRow = { ...reception, agentId: target.id };
    const name = target.nickname || target.id;
    const notice = await this.groups.append(
      serving,
      target.id,
      CONTENT_TYPE.groupSystem,
      JSON.stringify({ text: NOW_TALKING_TO(name), notice: GROUP_NOTICE.agentChanged, agent: name }),
    );
    this.agentPushes.transferred(agentId, reception.id, { id: target.id, nickname: target.nickname });
    await this.agentPushes.accepted(target.id, serving, false);
    this.pushes.message(serving, notice);
  }

  private async toQueue(agentId: string, reception: ReceptionRow, note: string): Promise<void> {
    if (!(await this.store.transfers.toQueue(reception.id, agentId)))
      throw parameterError('you are not serving this reception');
    await this.recordTransfer(agentId, reception, null, note);
    await this.queue.handedBack(reception.id, agentId);
    const waiting: ReceptionRow = {
      ...reception,
      agentId: null,
      phase: RECEPTION_PHASE.humanRequested,
      acceptedAt: null,
    };
    const notice = await this.groups.append(
      waiting,
      agentId,
      CONTENT_TYPE.groupSystem,
      JSON.stringify({ text: BACK_IN_QUEUE, notice: GROUP_NOTICE.backInQueue }),
    );
    this.agentPushes.transferred(agentId, reception.id, undefined);
    this.pushes.message(waiting, notice);
  }

  private async recordTransfer(
    agentId: string,
    reception: ReceptionRow,
    toAgentId: string | null,
    note: string,
  ): Promise<void> {
    await this.store.agentNotes.add({
      groupId: reception.groupId,
      receptionId: reception.id,
      authorId: agentId,
      kind: 'transfer',
      toAgentId,
      content: note,
    });
  }
}
