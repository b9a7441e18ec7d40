import { initialWorkOrdersState, type WorkOrdersState } from './workOrdersSlice';

/** Injected when the first work-order view loads (src/app): until then, and in older recordings, it is absent. */
interface StateWithWorkOrders {
  workOrders?: WorkOrdersState;
}

const selectWorkOrders = (state: StateWithWorkOrders) => state.workOrders ?? initialWorkOrdersState;

export const selectOpenWorkOrderForm = (state: StateWithWorkOrders) => selectWorkOrders(state).form;
export const selectPick = (state: StateWithWorkOrders, pickerId: string) => selectWorkOrders(state).picks[pickerId];
