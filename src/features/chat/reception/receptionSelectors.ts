import { isReceptionOpen, type ReceptionState } from './receptionSlice';

interface StateWithReception {
  reception: ReceptionState;
}

export const selectReception = (state: StateWithReception) => state.reception;
export const selectReceptionId = (state: StateWithReception) => state.reception.receptionId;

/** The handover has something to tell the customer: asked, queued, no agent (leave a message), ended. */
export const selectHandoverNoticeShown = (state: StateWithReception) =>
  state.reception.status !== 'none' && state.reception.status !== 'serving';

/** The human stage is on: a human was asked for, the customer waits, or an agent serves. */
export const selectHumanStageOpen = (state: StateWithReception) => isReceptionOpen(state.reception.status);

/** A human agent serves the customer now (they hear the customer type). */
export const selectAgentServing = (state: StateWithReception) => state.reception.status === 'serving';
