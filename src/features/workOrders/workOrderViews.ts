/**
 * The work-order views src/app puts into the chat's slots, in one chunk that loads with the first of
 * them (an AI reply offering a work order, or a work order's card).
 */
export { WorkOrderCard } from './components/WorkOrderCard';
export { WorkOrderFormHost } from './components/WorkOrderForm';
export { WorkOrderReplyActions } from './components/WorkOrderReplyActions';
