import { CONTENT_TYPE } from '../../../protocol/codes';
import type { WireMessage } from '../../../protocol/entities';
import { messageView } from '../../../protocol/messageContent';
import type { WorkOrderMessage } from '../../../protocol/orders';
import { foldOverMessages } from '../model/foldOverMessages';
import { selectAiStore, type StateWithChat } from './chatSelectors';

/**
 * Work-order cards over the chat's messages, loaded with the first 103 message shown
 * (bubble/WorkOrderMessage.tsx): few conversations hold one.
 */

/** How a work order's 103 messages show: the first of its id as its card, at the latest status. */
export interface WorkOrderCardFold {
  latest: WorkOrderMessage;
  firstMessageId: string;
}

type WorkOrderFolds = ReadonlyMap<string, WorkOrderCardFold>;

const addWorkOrders = (folds: WorkOrderFolds, messages: readonly WireMessage[]): WorkOrderFolds => {
  let next: Map<string, WorkOrderCardFold> | null = null;
  for (const message of messages) {
    if (message.content_type !== CONTENT_TYPE.workOrder) continue;
    const view = messageView(message);
    if (view.kind !== 'workOrder') continue;
    next ??= new Map(folds);
    const known = next.get(view.order.id);
    next.set(
      view.order.id,
      known ? { ...known, latest: view.order } : { latest: view.order, firstMessageId: message.client_msg_id },
    );
  }
  return next ?? folds;
};

const workOrderFoldsOf = foldOverMessages<WireMessage, WorkOrderFolds>(() => new Map(), addWorkOrders);

/** One card per work order id over the AI conversation's 103 messages (docs/protocol.md). */
export const selectWorkOrderFolds = (state: StateWithChat) => workOrderFoldsOf(selectAiStore(state));

export const selectWorkOrderFold = (state: StateWithChat, orderId: string) => selectWorkOrderFolds(state).get(orderId);
