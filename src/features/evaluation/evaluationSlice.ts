import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { isApiError } from '../../api/apiError';
import { CONTENT_TYPE, ERROR_CODE } from '../../protocol/codes';
import { frameReceived, replyFailed } from '../../realtime/socketActions';
import {
  evaluationDismissed,
  evaluationOpened,
  sessionEndedByCustomer,
  sessionEndedWithEvaluation,
} from './evaluationActions';
import { evaluationApi } from './evaluationApi';

/** The end-session popup's request: seat_reception_end, or seat_reception_end_and_evaluate. */
export interface EndRequest {
  kind: 'end' | 'endAndEvaluate';
  receptionId: string;
  status: 'pending' | 'done' | 'failed';
  errorCode: number | null;
  /** endAndEvaluate: the score given. */
  score?: number;
}

/** Rating a reception and ending it from the chat (spec §2 popups, §5 evaluation). */
export interface EvaluationState {
  /** The reception whose evaluation popup is open (a 308 signal, or the customer tapped a 202 card). */
  promptFor: string | null;
  /** Receptions that can no longer be evaluated: greyed by 312, evaluated here, or already evaluated. */
  closed: string[];
  /** Of those, the ones known evaluated: submitted here, or refused as alreadySubmitted (another tab). */
  submitted: string[];
  endRequest: EndRequest | null;
  /*
   * Absent until known, so that a state recorded before ratings were read from the server is still
   * this slice's state (recordings replay against it).
   */
  /** The score of each reception known rated: read from the server, or submitted here. */
  scores?: Record<string, number>;
  /** The latest ended reception as the server last said (null: none has ended). */
  latestFetched?: string | null;
  /** The latest ended reception as seen live since (its 202 card or 308): newer than any answer. */
  latestLive?: string;
}

export const initialEvaluationState: EvaluationState = { promptFor: null, closed: [], submitted: [], endRequest: null };

function close(state: EvaluationState, receptionId: string): void {
  if (!state.closed.includes(receptionId)) state.closed.push(receptionId);
}

function markSubmitted(state: EvaluationState, receptionId: string, score?: number): void {
  close(state, receptionId);
  if (!state.submitted.includes(receptionId)) state.submitted.push(receptionId);
  if (score !== undefined) state.scores = { ...state.scores, [receptionId]: score };
}

const isEvaluationCard = (action: UnknownAction): action is ReturnType<typeof frameReceived.push_msg> =>
  frameReceived.push_msg.match(action) && action.payload.data.content_type === CONTENT_TYPE.evaluationCard;

const settleEnd =
  (kind: EndRequest['kind'], status: 'done' | 'failed', errorCode: number | null) => (state: EvaluationState) => {
    if (state.endRequest?.kind === kind) state.endRequest = { ...state.endRequest, status, errorCode };
  };

export const evaluationSlice = createSlice({
  name: 'evaluation',
  initialState: initialEvaluationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(evaluationOpened, (state, action) => {
        state.promptFor = action.payload.receptionId;
      })
      .addCase(evaluationDismissed, (state) => {
        state.promptFor = null;
      })
      .addCase(sessionEndedByCustomer, (state, action) => {
        state.endRequest = { kind: 'end', receptionId: action.payload.receptionId, status: 'pending', errorCode: null };
      })
      .addCase(sessionEndedWithEvaluation, (state, action) => {
        state.endRequest = {
          kind: 'endAndEvaluate',
          receptionId: action.payload.receptionId,
          status: 'pending',
          errorCode: null,
          score: action.payload.score,
        };
      })
      .addCase(frameReceived.seat_reception_end, settleEnd('end', 'done', null))
      .addCase(frameReceived.seat_reception_end_and_evaluate, (state) => {
        settleEnd('endAndEvaluate', 'done', null)(state);
        if (state.endRequest) {
          markSubmitted(state, state.endRequest.receptionId, state.endRequest.score);
          state.latestLive = state.endRequest.receptionId;
        }
      })
      .addCase(replyFailed, (state, action) => {
        const { identify, err_code: code } = action.payload;
        if (identify === 'seat_reception_end') settleEnd('end', 'failed', code)(state);
        else if (identify === 'seat_reception_end_and_evaluate') {
          settleEnd('endAndEvaluate', 'failed', code)(state);
          if (code === ERROR_CODE.alreadySubmitted && state.endRequest)
            markSubmitted(state, state.endRequest.receptionId);
        }
      })
      .addCase(frameReceived.push_signal_msg, (state, action) => {
        const signal = action.payload.data;
        if (!signal.reception_id) return;
        // Spec §4: 308 on the group chat with groupType 1 opens the evaluation popup; 312 greys it out.
        if (
          signal.content_type === CONTENT_TYPE.evaluateSignal &&
          signal.group_type === 1 &&
          !state.closed.includes(signal.reception_id)
        ) {
          state.promptFor = signal.reception_id;
          state.latestLive = signal.reception_id;
        } else if (signal.content_type === CONTENT_TYPE.evaluationGreyed) close(state, signal.reception_id);
      })
      .addMatcher(evaluationApi.endpoints.submitEvaluation.matchFulfilled, (state, action) => {
        const { reception_id: receptionId, score } = action.meta.arg.originalArgs;
        markSubmitted(state, receptionId, score);
      })
      .addMatcher(evaluationApi.endpoints.customerEvaluations.matchFulfilled, (state, action) => {
        for (const rated of action.payload.evaluations) markSubmitted(state, rated.reception_id, rated.score);
        state.latestFetched = action.payload.latest_reception_id ?? null;
      })
      .addMatcher(isEvaluationCard, (state, action) => {
        if (action.payload.data.reception_id) state.latestLive = action.payload.data.reception_id;
      })
      .addMatcher(evaluationApi.endpoints.submitEvaluation.matchRejected, (state, action) => {
        if (isApiError(action.payload) && action.payload.code === ERROR_CODE.alreadySubmitted)
          markSubmitted(state, action.meta.arg.originalArgs.reception_id);
      });
  },
});
