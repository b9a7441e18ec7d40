import { createSlice, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { CONTENT_TYPE, HUMAN_STAGE_PHASES, RECEPTION_PHASE, STOPPED_PHASES } from '../../../protocol/codes';
import type { IncomingData } from '../../../protocol/frames';
import { messageView } from '../../../protocol/messageContent';
import { int, jsonString, object, optional } from '../../../protocol/validate';
import { frameReceived, replyFailed } from '../../../realtime/socketActions';
import {
  humanContactRequested,
  messageLeftForAgents,
  receptionRenewed,
  receptionStatusReceived,
} from './receptionActions';

export type ReceptionStatus = 'none' | 'requested' | 'noAgent' | 'queued' | 'serving' | 'stopped';

const OPEN_STATUSES: readonly ReceptionStatus[] = ['requested', 'queued', 'serving'];
/** A human was asked for, the customer waits, or an agent serves. */
export const isReceptionOpen = (status: ReceptionStatus) => OPEN_STATUSES.includes(status);

/** The human stage of the chat (spec §4); its evaluation and end-session popups are src/features/evaluation. */
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

/** Signals that name the reception they are about (312 only greys an evaluation). */
const RECEPTION_SIGNALS: readonly number[] = [
  CONTENT_TYPE.noAgentOnline,
  CONTENT_TYPE.queue,
  CONTENT_TYPE.stopSignal,
  CONTENT_TYPE.evaluateSignal,
];

/** Spec §4: phases 2 and 3 are the human stage (3: an agent serves), 4, 5 and 6 stopped. */
function statusOfPhase(phase: number, current: ReceptionStatus): ReceptionStatus {
  if (STOPPED_PHASES.includes(phase)) return 'stopped';
  if (phase === RECEPTION_PHASE.humanServing) return 'serving';
  if (HUMAN_STAGE_PHASES.includes(phase)) return 'requested';
  return current;
}

/** The reply of seat_reception_contact, _status and _new: the reception and, while waiting, the queue. */
function applyReceptionStatus(state: ReceptionState, status: IncomingData['seat_reception_status']): void {
  const { reception, queue_position: position, estimated_wait_seconds: wait } = status;
  // A reception that stopped before this page was opened is history, not this session's state.
  if (!reception || (state.status === 'none' && STOPPED_PHASES.includes(reception.phase))) return;
  state.receptionId = reception.id;
  state.phase = reception.phase;
  state.status = statusOfPhase(reception.phase, state.status);
  if (position !== undefined && state.status === 'requested') {
    state.status = 'queued';
    state.queuePosition = position;
    state.estimatedWaitSeconds = wait ?? null;
  }
}

function stop(state: ReceptionState, receptionId: string | undefined): void {
  state.status = 'stopped';
  if (receptionId) state.receptionId = receptionId;
}

function startOver(state: ReceptionState): void {
  state.status = 'requested';
  state.messageLeft = false;
  state.queuePosition = null;
  state.estimatedWaitSeconds = null;
}

const isEvaluationCardPush = (action: UnknownAction): action is ReturnType<typeof frameReceived.push_msg> =>
  frameReceived.push_msg.match(action) && action.payload.data.content_type === CONTENT_TYPE.evaluationCard;

export const receptionSlice = createSlice({
  name: 'reception',
  initialState: initialReceptionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(humanContactRequested, startOver)
      .addCase(receptionRenewed, startOver)
      .addCase(messageLeftForAgents, (state) => {
        state.messageLeft = true;
      })
      .addCase(replyFailed, (state, action) => {
        const { identify } = action.payload;
        if (identify === 'seat_reception_contact' || identify === 'seat_reception_new') state.status = 'noAgent';
      })
      .addCase(frameReceived.push_signal_msg, (state, action) => {
        const signal = action.payload.data;
        if (!RECEPTION_SIGNALS.includes(signal.content_type)) return;
        if (signal.content_type === CONTENT_TYPE.noAgentOnline) state.status = 'noAgent';
        else if (signal.content_type === CONTENT_TYPE.queue) {
          const queue = readQueue(signal.content);
          state.status = 'queued';
          state.queuePosition = queue.ok ? queue.value.position : null;
          state.estimatedWaitSeconds = queue.ok ? (queue.value.estimated_wait_seconds ?? null) : null;
        } else if (signal.content_type === CONTENT_TYPE.stopSignal) stop(state, signal.reception_id);
        if (signal.reception_id) state.receptionId = signal.reception_id;
      })
      .addMatcher(receptionStatusReceived, (state, action) => applyReceptionStatus(state, action.payload.data))
      .addMatcher(isAnyOf(frameReceived.seat_reception_end, frameReceived.seat_reception_end_and_evaluate), (state) =>
        stop(state, undefined),
      )
      // Spec §4: an evaluation card also means the session stopped. A matcher, not a case: every push_msg
      // passes here, and only a card should start an Immer draft.
      .addMatcher(isEvaluationCardPush, (state, action) => {
        // Read as the log reads it (and once: messageView keeps what it read for the bubble).
        const card = messageView(action.payload.data);
        stop(state, card.kind === 'evaluationCard' ? card.receptionId : undefined);
      });
  },
});

export const receptionReducer = receptionSlice.reducer;
