import { createSlice } from '@reduxjs/toolkit';
import { CONTENT_TYPE, HUMAN_STAGE_PHASES, RECEPTION_PHASE, STOPPED_PHASES } from '../../protocol/codes';
import type { IncomingData } from '../../protocol/frames';
import { int, jsonString, object, optional } from '../../protocol/validate';
import { frameReceived, replyFailed } from '../../realtime/socketActions';
import { humanContactRequested, messageLeftForAgents } from '../chat/chatActions';

export type ReceptionStatus = 'none' | 'requested' | 'noAgent' | 'queued' | 'serving' | 'stopped';

export interface ReceptionState {
  status: ReceptionStatus;
  receptionId: string | null;
  phase: number | null;
  queuePosition: number | null;
  estimatedWaitSeconds: number | null;
  /** A message was left for the agents while none was online (302). */
  messageLeft: boolean;
}

export const initialReceptionState: ReceptionState = {
  status: 'none',
  receptionId: null,
  phase: null,
  queuePosition: null,
  estimatedWaitSeconds: null,
  messageLeft: false,
};

const readQueue = jsonString(object({ position: int, estimated_wait_seconds: optional(int) }));

/** Spec §4: phases 2 and 3 are the human stage (3: an agent serves), 4, 5 and 6 stopped. */
function statusOfPhase(phase: number, current: ReceptionStatus): ReceptionStatus {
  if (STOPPED_PHASES.includes(phase)) return 'stopped';
  if (phase === RECEPTION_PHASE.humanServing) return 'serving';
  if (HUMAN_STAGE_PHASES.includes(phase)) return current === 'queued' ? 'queued' : 'requested';
  return current;
}

/** The reply of seat_reception_contact, _status and _new: the reception and, while waiting, the queue. */
function applyReceptionStatus(state: ReceptionState, status: IncomingData['seat_reception_status']): void {
  const { reception, queue_position: position, estimated_wait_seconds: wait } = status;
  if (reception) {
    state.receptionId = reception.id;
    state.phase = reception.phase;
    state.status = statusOfPhase(reception.phase, state.status);
  }
  if (position !== undefined && state.status !== 'serving' && state.status !== 'stopped') {
    state.status = 'queued';
    state.queuePosition = position;
    state.estimatedWaitSeconds = wait ?? null;
  }
}

const receptionSlice = createSlice({
  name: 'reception',
  initialState: initialReceptionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(humanContactRequested, (state) => {
        state.status = 'requested';
        state.messageLeft = false;
      })
      .addCase(messageLeftForAgents, (state) => {
        state.messageLeft = true;
      })
      .addCase(replyFailed, (state, action) => {
        if (action.payload.identify === 'seat_reception_contact') state.status = 'noAgent';
      })
      .addCase(frameReceived.push_signal_msg, (state, action) => {
        const signal = action.payload.data;
        if (signal.content_type === CONTENT_TYPE.noAgentOnline) state.status = 'noAgent';
        else if (signal.content_type === CONTENT_TYPE.queue) {
          const queue = readQueue(signal.content);
          state.status = 'queued';
          state.queuePosition = queue.ok ? queue.value.position : null;
          state.estimatedWaitSeconds = queue.ok ? (queue.value.estimated_wait_seconds ?? null) : null;
        } else if (signal.content_type === CONTENT_TYPE.stopSignal) state.status = 'stopped';
        if (signal.reception_id) state.receptionId = signal.reception_id;
      })
      .addCase(frameReceived.seat_reception_contact, (state, action) => applyReceptionStatus(state, action.payload.data))
      .addCase(frameReceived.seat_reception_status, (state, action) => applyReceptionStatus(state, action.payload.data))
      .addCase(frameReceived.seat_reception_new, (state, action) => applyReceptionStatus(state, action.payload.data));
  },
});

export const receptionReducer = receptionSlice.reducer;
