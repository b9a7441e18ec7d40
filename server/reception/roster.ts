import type { AgentStatus, ServerToAgentFrame } from '../../src/protocol/agentFrames';
import type { AgentChannel } from '../realtime/agentChannel';
import type { Store } from '../store';

type PresenceFrame = Extract<ServerToAgentFrame, { type: 'presence' }>;

/**
 * Who can take chats: agents with a console open, their online/away status and their capacity
 * (users.max_chats). Status is kept in memory per agent while the sandbox runs, across consoles and
 * reconnects; a restart brings everyone back online.
 */
export class AgentRoster {
  private readonly away = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly channel: AgentChannel,
  ) {}

  statusOf(agentId: string): AgentStatus {
    return this.away.has(agentId) ? 'away' : 'online';
  }

  /** False when the agent already had that status. */
  setStatus(agentId: string, status: AgentStatus): boolean {
    if (this.statusOf(agentId) === status) return false;
    if (status === 'away') this.away.add(agentId);
    else this.away.delete(agentId);
    return true;
  }

  /** Agents with a console open, in the order they came online. */
  connected(): string[] {
    return this.channel.onlineAgentIds();
  }

  /** Connected and online: the agents who may get offers. */
  available(): string[] {
    return this.connected().filter((agentId) => !this.away.has(agentId));
  }

  capacityOf(agentId: string): Promise<number> {
    return this.store.users.maxChatsOf(agentId);
  }

  async presenceOf(agentId: string): Promise<PresenceFrame> {
    return {
      type: 'presence',
      status: this.statusOf(agentId),
      max_chats: await this.capacityOf(agentId),
      serving: (await this.store.receptions.servedBy(agentId)).map((reception) => reception.id),
    };
  }
}
