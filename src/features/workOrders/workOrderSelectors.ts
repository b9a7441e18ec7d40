import { createSelector } from '@reduxjs/toolkit';
import { CONTENT_TYPE } from '../../protocol/codes';
import { messageView, selectAiStored } from '../chat/chatSelectors';
import type { ChatMessage } from '../chat/chatMessage';
import type { WorkOrderMessage } from '../../protocol/orders';
import type { WorkOrdersState } from './workOrdersSlice';

interface StateWithWorkOrders {
  workOrders: WorkOrdersState;
}

export const selectOpenWorkOrderForm = (state: StateWithWorkOrders) => state.workOrders.form;
export const selectPick = (state: StateWithWorkOrders, pickerId: string) => state.workOrders.picks[pickerId];

interface WorkOrderCardData {
  /** The latest status of the work order (the last 103 of its id). */
  latest: WorkOrderMessage;
  /** The message that shows the card: the first 103 of the id; later ones are compact lines. */
  firstMessageId: string;
}

/** One card per work order id over the AI conversation's 103 messages (docs/protocol.md). */
export const selectWorkOrderCards = createSelector([selectAiStored], (messages: readonly ChatMessage[]) => {
  const cards = new Map<string, WorkOrderCardData>();
  for (const message of messages) {
    if (message.content_type !== CONTENT_TYPE.workOrder) continue;
    const view = messageView(message);
    if (view.kind !== 'workOrder') continue;
    const known = cards.get(view.order.id);
    if (known) known.latest = view.order;
    else cards.set(view.order.id, { latest: view.order, firstMessageId: message.client_msg_id });
  }
  return cards;
});
