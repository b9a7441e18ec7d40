import { createSlice } from '@reduxjs/toolkit';
import type { WithdrawOrder } from '../../protocol/orders';
import { withdrawOrderToggled, workOrderFormClosed, workOrderFormOpened } from './workOrderActions';
import { workOrdersApi } from './workOrdersApi';
import { toggleWithdrawOrder } from './workOrderRules';

export interface Pick {
  selected: readonly string[];
  /** The last refusal (tooManyOrders), cleared by the next allowed change. */
  error: number | null;
}

export interface OpenForm {
  kind: 1 | 2;
  type: number;
  orderIds: readonly string[];
  withdrawOrders: readonly WithdrawOrder[];
}

export interface WorkOrdersState {
  form: OpenForm | null;
  /** Picker selections per AI reply: kept across re-renders, scrolling and refused sends. */
  picks: Readonly<Record<string, Pick>>;
  /** Work orders filed in this session, newest last (their cards come as 103 messages). */
  filed: readonly string[];
}

export const initialWorkOrdersState: WorkOrdersState = { form: null, picks: {}, filed: [] };

export const workOrdersSlice = createSlice({
  name: 'workOrders',
  initialState: initialWorkOrdersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(workOrderFormOpened, (state, { payload }) => {
        state.form = {
          kind: payload.kind,
          type: payload.type,
          orderIds: [...(payload.orderIds ?? [])],
          withdrawOrders: [...(payload.withdrawOrders ?? [])],
        };
      })
      .addCase(workOrderFormClosed, (state) => {
        state.form = null;
      })
      .addCase(withdrawOrderToggled, (state, { payload }) => {
        const current = state.picks[payload.pickerId] ?? { selected: [], error: null };
        const result = toggleWithdrawOrder(current.selected, payload.orderId);
        state.picks[payload.pickerId] = { selected: [...result.selected], error: result.error };
      })
      .addMatcher(workOrdersApi.endpoints.submitWorkOrder.matchFulfilled, (state, { payload }) => {
        state.form = null;
        state.filed.push(payload.id);
      });
  },
});
