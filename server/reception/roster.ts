import type { AgentStatus, ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { SharedState } from '../cluster';
import type { AgentChannel } from '../ports';
import type { Store } from '../store';

type PresenceFrame = Extract<ServerToAgentFrame, { type: 'presence' }>;

/** The shared set of agents who are away (in `cluster.shared`, so that every node sees it). */
const AWAY = 'agents:away';

/** Who is online and who of them is away, as read once for one event. */
export interface Presences {
  /** Agents with a console open on any node, in the order they came online. */
  connected: readonly string[];
  away: ReadonlySet<string>;
}

/** Connected and online: the agents who may get offers. */
export function availableOf({ connected, away }: Presences): string[] {
  return connected.filter((agentId) => !away.has(agentId));
}

/**
 * Who can take chats: agents with a console open, their online/away status and their capacity
 * (users.max_chats). Status is kept per agent in the cluster's shared state while the sandbox (the
 * cluster) runs, across consoles, reconnects and nodes; a restart of the sandbox brings everyone back
 * online.
 */
export class AgentRoster {
  constructor(
    private readonly store: Store,
    private readonly channel: AgentChannel,
    private readonly shared: SharedState,
  ) {}

  /** One read of who is connected and one of who is away. */
  async presences(): Promise<Presences> {
    const [connected, away] = await Promise.all([this.channel.onlineAgentIds(), this.shared.setMembers(AWAY)]);
    return { connected, away: new Set(away) };
  }

  /** False when the agent already had that status. */
  async setStatus(agentId: string, status: AgentStatus): Promise<boolean> {
    const away = new Set(await this.shared.setMembers(AWAY));
    if (away.has(agentId) === (status === 'away')) return false;
    if (status === 'away') await this.shared.setAdd(AWAY, agentId);
    else await this.shared.setRemove(AWAY, agentId);
    return true;
  }

  capacityOf(agentId: string): Promise<number> {
    return this.store.users.maxChatsOf(agentId);
  }
}

/** What an agent's consoles show of their own presence. */
export function presenceFrame(
  agentId: string,
  away: ReadonlySet<string>,
  capacity: number,
  servingIds: string[],
): PresenceFrame {
  return { type: 'presence', status: away.has(agentId) ? 'away' : 'online', max_chats: capacity, serving: servingIds };
}
