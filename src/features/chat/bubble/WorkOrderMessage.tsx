import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import type { WorkOrderMessage as Order } from '../../../protocol/orders';
import { useChatSlots } from '../chatSlots';
import { selectWorkOrderFold } from '../state/workOrderFolds';

/**
 * A 103: its work order's card where the order first appears (at the latest status), later a line.
 * Its own chunk, with the folds it reads: few conversations hold a work order.
 */
export default function WorkOrderMessage({ order, messageId }: { order: Order; messageId: string }) {
  const { WorkOrderCard } = useChatSlots();
  const fold = useSelector((state: Parameters<typeof selectWorkOrderFold>[0]) => selectWorkOrderFold(state, order.id));
  if (!WorkOrderCard) return null;
  return (
    <Suspense fallback={null}>
      <WorkOrderCard order={order} latest={fold?.latest ?? order} first={!fold || fold.firstMessageId === messageId} />
    </Suspense>
  );
}
