/** The sandbox's seeded support agents (server/db/seed.ts). */
export const DEMO_AGENTS = [
  { id: '30001', name: 'Ann' },
  { id: '30002', name: 'Ben' },
] as const;

/** The agent named by `?agent_id=` in the page's address, if any. */
export function agentIdFromSearch(search: string): string | null {
  const agentId = new URLSearchParams(search).get('agent_id')?.trim();
  return agentId ? agentId : null;
}

export function agentLabel(agentId: string): string {
  const agent = DEMO_AGENTS.find((candidate) => candidate.id === agentId);
  return agent ? `${agent.name} (${agent.id})` : `Agent ${agentId}`;
}
