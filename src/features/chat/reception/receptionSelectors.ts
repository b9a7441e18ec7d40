import { isReceptionOpen, type ReceptionState } from './receptionSlice';

interface StateWithReception {
  reception: ReceptionState;
}

export const selectReception = (state: StateWithReception) => state.reception;
export const selectReceptionId = (state: StateWithReception) => state.reception.receptionId;

/** The human stage is on: a human was asked for, the customer waits, or an agent serves. */
export const selectHumanStageOpen = (state: StateWithReception) => isReceptionOpen(state.reception.status);
