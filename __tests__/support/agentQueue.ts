/** The agent queue as an agent's socket sees it: offers in its waiting lists, and taking one. */
import type { AgentFrame, AgentSocket } from './agentSocket';

/** What every entry of a `waiting` frame's receptions says; tests widen it with the fields they read. */
export interface WaitingEntry {
  reception_id: string;
  offered_to?: { id: string };
}

/** Matches a waiting list in which `receptionId` is offered to `agentId`. */
export const offeredTo = (receptionId: string, agentId: string) => (frame: AgentFrame) =>
  frame.type === 'waiting' &&
  (frame.receptions as WaitingEntry[]).some(
    (entry) => entry.reception_id === receptionId && entry.offered_to?.id === agentId,
  );

/** Sends `accept`; the `accepted` frame for the reception, or the `error` frame, whichever comes first. */
export async function accept(agent: AgentSocket, receptionId: string): Promise<AgentFrame> {
  const from = agent.received.length;
  agent.send({ type: 'accept', reception_id: receptionId });
  return agent.waitFor(
    (frame) => (frame.type === 'accepted' && frame.reception_id === receptionId) || frame.type === 'error',
    from,
  );
}
