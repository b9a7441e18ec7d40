import { CONTENT_TYPE } from '../../src/protocol/codes';
import {
  companiesOfAgents,
  companiesOfRows,
  companyMatches,
  companyOfProduct,
  sendToEachCompany,
  type AgentCompanies,
} from '../agents/companies';
import type { SharedState } from '../cluster';
import type { AgentChannel } from '../ports';
import type { Store } from '../store';
import type { ReceptionRow } from '../store/receptions';
import { HANDLING_SAMPLE, leastLoaded, placesInQueues, type OfferCandidate } from './offers';
import { customerOf, receptionSignal, type CustomerPushes } from './pushes';
import { availableOf, presenceFrame, type AgentRoster, type Presences } from './roster';
import { waitingListFrame, type QueueView, type QueueWait } from './waitingList';

/** The queue's state in `cluster.shared`, so that every node sees one queue. */
const SHARED = {
  /** reception id → the agent it is offered to. */
  offers: 'queue:offers',
  /** agent id → the turn of their latest offer (a tie goes to the one longest without an offer). */
  turns: 'queue:turns',
  /** Counts offers made: the turns. */
  offerCount: 'queue:offerCount',
  /** reception id → the 304 content its customer was last told. */
  toldWaits: 'queue:told',
  /** agent id → the presence frame their consoles were last told. */
  toldPresence: 'agents:told',
  /** reception id → the agent who handed it back to the queue: offered to someone else when anyone has room. */
  handedBack: 'queue:handedBack',
} as const;

/** What an online agent holds: their capacity and the receptions they serve. */
interface AgentLoad {
  capacity: number;
  serving: string[];
}

/** An agent with a console open, as a transfer sees them: away or not, and the chats they hold (served + offered) of how many. */
export interface AgentLoadView {
  agentId: string;
  away: boolean;
  load: number;
  capacity: number;
}

/** The queue as one event reads it, once: who is online, the offers, the waiting receptions, the agents' loads. */
interface QueueState {
  presences: Presences;
  available: string[];
  /** Changed in place by `rebalance`, which writes its changes to the shared state. */
  offers: Map<string, string>;
  /** Oldest first. */
  waiting: ReceptionRow[];
  /** Of every connected agent. */
  loads: Map<string, AgentLoad>;
  /** Of every connected agent: a reception is offered to, and listed for, only its company's agents. */
  agentCompanies: AgentCompanies;
  /** reception id → the company of its product. */
  receptionCompanies: ReadonlyMap<string, string | undefined>;
}

/**
 * The waiting receptions and who gets them (docs/protocol.md, "Agents": offers and the queue). In
 * order of asking, each waiting reception is offered to the least-loaded online agent of its company with
 * room; only that agent may accept it. The rest wait in their company's queue, whose places and estimates
 * (from measured handling times) are pushed to their customers (304) whenever they change. Offers live in the
 * cluster's shared state and are recomputed after every change; receptions and who serves whom live
 * in the store. Each call reads the shared state once and writes back what it changed. Not safe to
 * enter twice at once: its callers run one call at a time, cluster-wide (events.ts).
 */
export class ReceptionQueue {
  constructor(
    private readonly store: Store,
    private readonly shared: SharedState,
    private readonly roster: AgentRoster,
    private readonly agents: AgentChannel,
    private readonly pushes: CustomerPushes,
  ) {}

  /** Whether an agent of the product's company is online and not away. */
  async hasAvailableAgent(productId: string): Promise<boolean> {
    const [available, company] = await Promise.all([
      this.roster.presences().then(availableOf),
      companyOfProduct(this.store, productId),
    ]);
    if (company === undefined) return false;
    const companies = await companiesOfAgents(this.store, available);
    return available.some((agentId) => companies.get(agentId) === company);
  }

  offeredTo(receptionId: string): Promise<string | undefined> {
    return this.shared.hashGet(SHARED.offers, receptionId);
  }

  /** Undefined when the reception is offered to an agent (or not waiting). */
  async waitOf(receptionId: string): Promise<QueueWait | undefined> {
    const state = await this.read();
    await this.rebalance(state);
    return (await this.view(state)).waits.get(receptionId);
  }

  /**
   * After any change to the waiting receptions, the agents' presence or whom they serve: offers move,
   * customers whose place or estimate moved get 304, agents get the waiting list and, when theirs
   * changed, their presence. `greeted`: an agent who just opened a console, told their presence anyway.
   */
  async changed(greeted?: string): Promise<void> {
    const state = await this.read();
    await this.rebalance(state);
    const view = await this.view(state);
    await this.tellCustomers(view);
    await this.tellWaitingLists(state, view);
    await this.tellPresence(state, greeted);
  }

  /** Every agent with a console open, in the order they came online. */
  async agentLoads(): Promise<AgentLoadView[]> {
    const state = await this.read();
    return state.presences.connected.map((agentId) => {
      const { load, capacity } = this.candidate(agentId, state.offers, state.loads, {});
      return { agentId, away: state.presences.away.has(agentId), load, capacity };
    });
  }

  /** The agent handed the reception back to the queue: its next offer goes to another agent with room, if any. */
  async handedBack(receptionId: string, agentId: string): Promise<void> {
    await this.shared.hashSet(SHARED.handedBack, receptionId, agentId);
  }

  /** Each company's agents get its waiting list again (its left messages changed). */
  async tellWaitingListsAgain(): Promise<void> {
    const state = await this.read();
    await this.tellWaitingLists(state, await this.view(state));
  }

  private async read(): Promise<QueueState> {
    const [presences, offers, waiting] = await Promise.all([
      this.roster.presences(),
      this.shared.hashGetAll(SHARED.offers),
      this.store.receptions.waiting(),
    ]);
    const [loads, agentCompanies, receptionCompanies] = await Promise.all([
      Promise.all(presences.connected.map(async (agentId) => [agentId, await this.loadOf(agentId)] as const)),
      companiesOfAgents(this.store, presences.connected),
      companiesOfRows(this.store, waiting),
    ]);
    return {
      presences,
      available: availableOf(presences),
      offers: new Map(Object.entries(offers)),
      waiting,
      loads: new Map(loads),
      agentCompanies,
      receptionCompanies,
    };
  }

  private async loadOf(agentId: string): Promise<AgentLoad> {
    const [capacity, served] = await Promise.all([
      this.roster.capacityOf(agentId),
      this.store.receptions.servedBy(agentId),
    ]);
    return { capacity, serving: served.map((reception) => reception.id) };
  }

  private async rebalance(state: QueueState): Promise<void> {
    const { available, offers, waiting, loads } = state;
    const ofItsCompany = (receptionId: string, agentId: string) =>
      companyMatches(state.receptionCompanies.get(receptionId), state.agentCompanies.get(agentId));
    const waitingIds = new Set(waiting.map((reception) => reception.id));
    const gone = [...offers]
      .filter(
        ([receptionId, agentId]) =>
          !waitingIds.has(receptionId) || !available.includes(agentId) || !ofItsCompany(receptionId, agentId),
      )
      .map(([receptionId]) => receptionId);
    for (const receptionId of gone) offers.delete(receptionId);
    if (gone.length > 0) await this.shared.hashDelete(SHARED.offers, ...gone);
    const unoffered = waiting.filter((reception) => !offers.has(reception.id));
    if (unoffered.length === 0 || available.length === 0) return;

    const [turns, handedBack] = await Promise.all([
      this.shared.hashGetAll(SHARED.turns),
      this.handedBackOf(waitingIds),
    ]);
    const candidates = available.map((agentId) => this.candidate(agentId, offers, loads, turns));
    for (const reception of unoffered) {
      const ofCompany = candidates.filter((candidate) => ofItsCompany(reception.id, candidate.agentId));
      const others = ofCompany.filter((candidate) => candidate.agentId !== handedBack[reception.id]);
      const chosen = leastLoaded(others) ?? leastLoaded(ofCompany);
      if (!chosen) continue;
      const turn = await this.shared.increment(SHARED.offerCount);
      offers.set(reception.id, chosen.agentId);
      await Promise.all([
        this.shared.hashSet(SHARED.offers, reception.id, chosen.agentId),
        this.shared.hashSet(SHARED.turns, chosen.agentId, String(turn)),
      ]);
      chosen.load += 1;
      chosen.lastOfferAt = turn;
    }
  }

  /** Who handed each waiting reception back to the queue; the entries of receptions no longer waiting are forgotten. */
  private async handedBackOf(waitingIds: ReadonlySet<string>): Promise<Readonly<Record<string, string>>> {
    const handedBack = await this.shared.hashGetAll(SHARED.handedBack);
    const stale = Object.keys(handedBack).filter((receptionId) => !waitingIds.has(receptionId));
    if (stale.length > 0) await this.shared.hashDelete(SHARED.handedBack, ...stale);
    return handedBack;
  }

  private candidate(
    agentId: string,
    offers: ReadonlyMap<string, string>,
    loads: ReadonlyMap<string, AgentLoad>,
    turns: Readonly<Record<string, string>>,
  ): OfferCandidate {
    let offered = 0;
    for (const holder of offers.values()) if (holder === agentId) offered += 1;
    const load = loads.get(agentId);
    return {
      agentId,
      load: (load?.serving.length ?? 0) + offered,
      capacity: load?.capacity ?? 0,
      lastOfferAt: Number(turns[agentId] ?? 0),
    };
  }

  /** Positions (from 1) and estimates of the receptions not offered, in order of asking, in each company's queue. */
  private async view({
    available,
    offers,
    waiting,
    loads,
    agentCompanies,
    receptionCompanies,
  }: QueueState): Promise<QueueView> {
    const facts = {
      waiting,
      offers,
      available: available.map((agentId) => ({ agentId, capacity: loads.get(agentId)?.capacity ?? 0 })),
      companyOfReception: (receptionId: string) => receptionCompanies.get(receptionId),
      companyOfAgent: (agentId: string) => agentCompanies.get(agentId),
    };
    const handlingTimes = await this.store.receptions.recentHandlingTimes(HANDLING_SAMPLE);
    return { waiting, waits: placesInQueues(facts, handlingTimes), offers };
  }

  /** Each company's agents get the company's waiting receptions and left messages; an agent of no company, none. */
  private async tellWaitingLists(state: QueueState, view: QueueView): Promise<void> {
    await sendToEachCompany(this.agents, state.agentCompanies, (companyId) => {
      const waiting = view.waiting.filter((reception) =>
        companyMatches(state.receptionCompanies.get(reception.id), companyId),
      );
      return waitingListFrame(this.store, { ...view, waiting }, companyId);
    });
  }

  private async tellCustomers({ waiting, waits }: QueueView): Promise<void> {
    const told = await this.shared.hashGetAll(SHARED.toldWaits);
    const telling: Promise<void>[] = [];
    for (const reception of waiting) {
      const wait = waits.get(reception.id);
      // Offered: position 0 tells a customer who was queued that an agent is about to join.
      if (!wait && told[reception.id] === undefined) continue;
      const content = JSON.stringify({
        position: wait?.queue_position ?? 0,
        estimated_wait_seconds: wait?.estimated_wait_seconds ?? 0,
      });
      if (told[reception.id] === content) continue;
      telling.push(this.shared.hashSet(SHARED.toldWaits, reception.id, content));
      this.pushes.signal(customerOf(reception), { ...receptionSignal(CONTENT_TYPE.queue, reception), content });
    }
    const waitingIds = new Set(waiting.map((reception) => reception.id));
    const stale = Object.keys(told).filter((receptionId) => !waitingIds.has(receptionId));
    if (stale.length > 0) telling.push(this.shared.hashDelete(SHARED.toldWaits, ...stale));
    await Promise.all(telling);
  }

  /** Each connected agent whose presence changed (and `greeted` anyway) is told it; agents gone are forgotten. */
  private async tellPresence({ presences, loads }: QueueState, greeted: string | undefined): Promise<void> {
    const told = await this.shared.hashGetAll(SHARED.toldPresence);
    const telling: Promise<void>[] = [];
    for (const agentId of presences.connected) {
      const load = loads.get(agentId);
      const frame = presenceFrame(agentId, presences.away, load?.capacity ?? 0, load?.serving ?? []);
      const text = JSON.stringify(frame);
      if (agentId !== greeted && told[agentId] === text) continue;
      if (told[agentId] !== text) telling.push(this.shared.hashSet(SHARED.toldPresence, agentId, text));
      this.agents.send(agentId, frame);
    }
    const connected = new Set(presences.connected);
    const gone = Object.keys(told).filter((agentId) => !connected.has(agentId));
    if (gone.length > 0) telling.push(this.shared.hashDelete(SHARED.toldPresence, ...gone));
    await Promise.all(telling);
  }
}
