import { ERROR_CODE } from '../../src/protocol/codes';
import type { SupervisorRange, SupervisorStats, TeamLive } from '../../src/protocol/supervisor';
import { SandboxError } from '../errors';
import type { AgentRoster } from '../reception/roster';
import type { Store } from '../store';
import { bucketLayout, liveOf, seriesOf, totalsOf } from './figures';

/**
 * The supervisor's view (issue 31): how the team is doing now and over the last hours and days, for the
 * supervisor's own company only. Live figures come from the agents' presence (the cluster's, every node)
 * and the open receptions; the series from the receptions, messages and evaluations in the database.
 */
export class SupervisorService {
  constructor(
    private readonly store: Store,
    private readonly roster: AgentRoster,
    private readonly now: () => number = Date.now,
  ) {}

  /** The figures of the supervisor's company; an agent of no company is refused. */
  async stats(supervisorId: string, range: SupervisorRange, utcOffsetMinutes: number): Promise<SupervisorStats> {
    const companyId = await this.store.users.companyOf(supervisorId);
    if (companyId === undefined) throw new SandboxError(ERROR_CODE.forbidden, 'the supervisor works for no company');
    const now = this.now();
    const layout = bucketLayout(range, now, utcOffsetMinutes);
    const [rows, live] = await Promise.all([
      this.store.teamStats.buckets({ companyId, ...layout }),
      this.live(companyId, now),
    ]);
    return {
      range,
      now,
      utc_offset: utcOffsetMinutes,
      bucket_ms: layout.widthMs,
      live,
      buckets: seriesOf(layout, rows),
      totals: totalsOf(layout, rows),
    };
  }

  private async live(companyId: string, now: number): Promise<TeamLive> {
    const [products, waiting, serving, presences] = await Promise.all([
      this.store.products.ofCompany(companyId),
      this.store.receptions.waiting(),
      this.store.teamStats.serving(),
      this.roster.presences(),
    ]);
    const ours = new Set(products.map((product) => product.id));
    const agents = (await this.store.users.agentsByIds(presences.connected)).filter(
      (agent) => agent.companyId === companyId,
    );
    const chatsOf = (agentId: string) => serving.filter((reception) => reception.agentId === agentId).length;
    return liveOf(
      waiting.filter((reception) => ours.has(reception.productId)).map((reception) => reception.createdAt),
      agents.map((agent) => ({
        away: presences.away.has(agent.id),
        maxChats: agent.maxChats,
        serving: chatsOf(agent.id),
      })),
      serving.filter((reception) => ours.has(reception.productId)).length,
      now,
    );
  }
}
