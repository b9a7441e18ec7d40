import { createAction } from '@reduxjs/toolkit';
import type { WithdrawOrder } from '../../protocol/orders';

export interface FormRequest {
  kind: 1 | 2;
  type: number;
  /** Orders the form starts with (the AI's order_ids, or what was picked). */
  orderIds?: readonly string[];
  /** The customer's withdrawal orders, from the AI reply that opened the form. */
  withdrawOrders?: readonly WithdrawOrder[];
}

/** The customer opened a work-order form from an AI reply (TO_CREATE_WORK_ORDER, CREATE_TECHNICAL_ORDER). */
export const workOrderFormOpened = createAction<FormRequest>('workOrders/formOpened');
/** The customer closed the form (what was typed stays in the draft). */
export const workOrderFormClosed = createAction('workOrders/formClosed');
/** A withdrawal order was ticked or unticked in the picker of an AI reply (`pickerId`: that reply's message id). */
export const withdrawOrderToggled = createAction<{ pickerId: string; orderId: string }>(
  'workOrders/withdrawOrderToggled',
);
