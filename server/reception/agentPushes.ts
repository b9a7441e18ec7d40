import type { AgentRef } from '../../src/protocol/agentFrames';
import { CHAT_TYPE } from '../../src/protocol/codes';
import { conversationIdOf } from '../../src/protocol/conversationId';
import type { AgentChannel } from '../ports';
import type { Store } from '../store';
import { toWireMessage, type StoredMessage } from '../store/messages';
import type { ReceptionRow } from '../store/receptions';
import { receptionContext } from './context';
import { notesOfGroup, transferTo } from './notes';

/** Messages per `messages` frame (the answer to an agent's `sync`), and in an `accepted` frame's history. */
export const AGENT_PAGE = 100;

/** What the reception tells agents about the receptions they serve, on whichever node their consoles are. */
export class AgentPushes {
  constructor(
    private readonly store: Store,
    private readonly agents: AgentChannel,
  ) {}

  /**
   * A reception the agent serves: its latest messages, the customer's context, the conversation's
   * private notes and, when another agent handed it on, how (`resumed`: served before).
   */
  async accepted(agentId: string, reception: ReceptionRow, resumed: boolean): Promise<void> {
    const conversationId = conversationIdOf(CHAT_TYPE.group, reception.customerId, reception.groupId);
    const [page, context, notes] = await Promise.all([
      this.store.messages.pageBefore(conversationId, undefined, AGENT_PAGE),
      receptionContext(this.store, reception),
      notesOfGroup(this.store, reception.groupId),
    ]);
    this.agents.send(agentId, {
      type: 'accepted',
      reception_id: reception.id,
      group_id: reception.groupId,
      history: page.messages.map(toWireMessage),
      context,
      resumed,
      notes,
      transfer: transferTo(notes, reception.id, agentId),
    });
  }

  /** The agent handed the reception on, to another agent (`to`) or back to the queue: their consoles drop it. */
  transferred(agentId: string, receptionId: string, to: AgentRef | undefined): void {
    this.agents.send(agentId, { type: 'transferred', reception_id: receptionId, ...(to ? { to } : {}) });
  }

  /** A message of the reception's group to the agent's consoles. */
  message(agentId: string, receptionId: string, message: StoredMessage): void {
    this.agents.send(agentId, { type: 'message', reception_id: receptionId, message: toWireMessage(message) });
  }

  /** The agent who served the reception, if any, is told it ended. */
  ended(reception: ReceptionRow, by: 'agent' | 'customer'): void {
    if (reception.agentId) this.agents.send(reception.agentId, { type: 'ended', reception_id: reception.id, by });
  }
}
