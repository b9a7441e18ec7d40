import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { isApiError } from '../../api/apiError';
import { CONTENT_TYPE, ERROR_CODE, HUMAN_STAGE_PHASES, RECEPTION_PHASE, STOPPED_PHASES } from '../../protocol/codes';
import type { IncomingData } from '../../protocol/frames';
import { evaluationCardContentSchema } from '../../protocol/supportGroup';
import { int, jsonString, object, optional } from '../../protocol/validate';
import { frameReceived, replyFailed } from '../../realtime/socketActions';
import { humanContactRequested, messageLeftForAgents } from '../chat/chatActions';
import { evaluationDismissed, evaluationOpened, receptionRenewed, sessionEndedByCustomer, sessionEndedWithEvaluation } from './receptionActions';
import { receptionApi } from './receptionApi';

export type ReceptionStatus = 'none' | 'requested' | 'noAgent' | 'queued' | 'serving' | 'stopped';

const OPEN_STATUSES: readonly ReceptionStatus[] = ['requested', 'queued', 'serving'];
/** A human was asked for, the customer waits, or an agent serves. */
export const isReceptionOpen = (status: ReceptionStatus) => OPEN_STATUSES.includes(status);

/** The end-session popup's request: seat_reception_end, or seat_reception_end_and_evaluate. */
export interface EndRequest {
  kind: 'end' | 'endAndEvaluate';
  status: 'pending' | 'done' | 'failed';
  errorCode: number | null;
}

export interface ReceptionState {
  status: ReceptionStatus;
  receptionId: string | null;
  phase: number | null;
  queuePosition: number | null;
  estimatedWaitSeconds: number | null;
  /** A message was left for the agents while none was online (302). */
  messageLeft: boolean;
  /** The reception whose evaluation popup is open (a 308 signal, or the customer tapped a 202 card). */
  evaluationPromptFor: string | null;
  /** Receptions that can no longer be evaluated: greyed by 312, evaluated here, or already evaluated. */
  closedEvaluations: string[];
  endRequest: EndRequest | null;
}

export const initialReceptionState: ReceptionState = {
  status: 'none',
  receptionId: null,
  phase: null,
  queuePosition: null,
  estimatedWaitSeconds: null,
  messageLeft: false,
  evaluationPromptFor: null,
  closedEvaluations: [],
  endRequest: null,
};

const readQueue = jsonString(object({ position: int, estimated_wait_seconds: optional(int) }));
const readEvaluationCard = jsonString(evaluationCardContentSchema);

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

function closeEvaluation(state: ReceptionState, receptionId: string): void {
  if (!state.closedEvaluations.includes(receptionId)) state.closedEvaluations.push(receptionId);
}

function stop(state: ReceptionState, receptionId: string | undefined): void {
  state.status = 'stopped';
  if (receptionId) state.receptionId = receptionId;
}

function startOver(state: ReceptionState): void {
  state.status = 'requested';
  state.messageLeft = false;
  state.endRequest = null;
  state.queuePosition = null;
  state.estimatedWaitSeconds = null;
}

const isEvaluationCardPush = (action: UnknownAction): action is ReturnType<typeof frameReceived.push_msg> =>
  frameReceived.push_msg.match(action) && action.payload.data.content_type === CONTENT_TYPE.evaluationCard;

const endFailed = (kind: EndRequest['kind']) => (state: ReceptionState, action: PayloadAction<{ err_code: number }>) => {
  state.endRequest = { kind, status: 'failed', errorCode: action.payload.err_code };
};

const receptionSlice = createSlice({
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
        const { identify, err_code: code } = action.payload;
        if (identify === 'seat_reception_contact' || identify === 'seat_reception_new') state.status = 'noAgent';
        else if (identify === 'seat_reception_end') endFailed('end')(state, action);
        else if (identify === 'seat_reception_end_and_evaluate') {
          endFailed('endAndEvaluate')(state, action);
          if (code === ERROR_CODE.alreadySubmitted && state.receptionId) closeEvaluation(state, state.receptionId);
        }
      })
      .addCase(frameReceived.push_signal_msg, (state, action) => {
        const signal = action.payload.data;
        switch (signal.content_type) {
          case CONTENT_TYPE.noAgentOnline:
            state.status = 'noAgent';
            break;
          case CONTENT_TYPE.queue: {
            const queue = readQueue(signal.content);
            state.status = 'queued';
            state.queuePosition = queue.ok ? queue.value.position : null;
            state.estimatedWaitSeconds = queue.ok ? (queue.value.estimated_wait_seconds ?? null) : null;
            break;
          }
          case CONTENT_TYPE.stopSignal:
            stop(state, signal.reception_id);
            break;
          case CONTENT_TYPE.evaluateSignal:
            // Spec §4: 308 on the group chat with groupType 1 opens the evaluation popup.
            if (signal.group_type === 1 && signal.reception_id && !state.closedEvaluations.includes(signal.reception_id)) {
              state.evaluationPromptFor = signal.reception_id;
            }
            break;
          case CONTENT_TYPE.evaluationGreyed:
            if (signal.reception_id) closeEvaluation(state, signal.reception_id);
            break;
          default:
            return;
        }
        if (signal.reception_id && signal.content_type !== CONTENT_TYPE.evaluationGreyed) state.receptionId = signal.reception_id;
      })
      .addCase(frameReceived.seat_reception_contact, (state, action) => applyReceptionStatus(state, action.payload.data))
      .addCase(frameReceived.seat_reception_status, (state, action) => applyReceptionStatus(state, action.payload.data))
      .addCase(frameReceived.seat_reception_new, (state, action) => applyReceptionStatus(state, action.payload.data))
      .addCase(sessionEndedByCustomer, (state) => {
        state.endRequest = { kind: 'end', status: 'pending', errorCode: null };
      })
      .addCase(sessionEndedWithEvaluation, (state) => {
        state.endRequest = { kind: 'endAndEvaluate', status: 'pending', errorCode: null };
      })
      .addCase(frameReceived.seat_reception_end, (state) => {
        state.endRequest = { kind: 'end', status: 'done', errorCode: null };
        stop(state, undefined);
      })
      .addCase(frameReceived.seat_reception_end_and_evaluate, (state) => {
        state.endRequest = { kind: 'endAndEvaluate', status: 'done', errorCode: null };
        stop(state, undefined);
        if (state.receptionId) closeEvaluation(state, state.receptionId);
      })
      .addCase(evaluationOpened, (state, action) => {
        state.evaluationPromptFor = action.payload.receptionId;
      })
      .addCase(evaluationDismissed, (state) => {
        state.evaluationPromptFor = null;
      })
      // Spec §4: an evaluation card also means the session stopped. A matcher, not a case: every push_msg
      // passes here, and only a card should start an Immer draft.
      .addMatcher(isEvaluationCardPush, (state, action) => {
        const message = action.payload.data;
        const card = readEvaluationCard(message.content);
        stop(state, card.ok ? card.value.reception_id : message.reception_id);
      })
      .addMatcher(receptionApi.endpoints.submitEvaluation.matchFulfilled, (state, action) => {
        closeEvaluation(state, action.meta.arg.originalArgs.reception_id);
      })
      .addMatcher(receptionApi.endpoints.submitEvaluation.matchRejected, (state, action) => {
        if (isApiError(action.payload) && action.payload.code === ERROR_CODE.alreadySubmitted) closeEvaluation(state, action.meta.arg.originalArgs.reception_id);
      });
  },
});

export const receptionReducer = receptionSlice.reducer;
