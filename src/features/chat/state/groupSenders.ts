import { createSelector } from '@reduxjs/toolkit';
import type { WireMessage } from '../../../protocol/entities';
import { foldOverMessages } from '../model/foldOverMessages';
import { selectGroupStore, type StateWithChat } from './chatSelectors';

/** Who wrote in the support group: loaded with the first agent's message (bubble/SenderBadge.tsx). */

const addSenders = (senders: readonly string[], messages: readonly WireMessage[]): readonly string[] => {
  const added = messages.map((message) => message.sender_id).filter((id) => !senders.includes(id));
  return added.length === 0 ? senders : [...new Set([...senders, ...added])].sort();
};
const groupSendersOf = foldOverMessages<WireMessage, readonly string[]>(() => [], addSenders);

/** Who wrote in the support group besides the customer (agents), sorted: one find-by-ids per set. */
export const selectGroupSenderIds = createSelector(
  [
    (state: StateWithChat) => groupSendersOf(selectGroupStore(state)),
    (state: StateWithChat & { session: { userId: string | null } }) => state.session.userId,
  ],
  (senders, selfId) => senders.filter((id) => id !== '' && id !== selfId),
);
