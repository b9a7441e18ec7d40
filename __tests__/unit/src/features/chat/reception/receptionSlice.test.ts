import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { chatReducer } from '../../../../../../src/features/chat/state/chatSlice';
import { receptionReducer } from '../../../../../../src/features/chat/reception/receptionSlice';
import {
  evaluationDismissed,
  evaluationOpened,
  sessionEndedByCustomer,
  sessionEndedWithEvaluation,
} from '../../../../../../src/features/evaluation/evaluationActions';
import { evaluationSlice } from '../../../../../../src/features/evaluation/evaluationSlice';
import { frameReceived, replyFailed } from '../../../../../../src/realtime/socketActions';

const reducer = combineReducers({
  chat: chatReducer,
  reception: receptionReducer,
  evaluation: evaluationSlice.reducer,
});
const reduce = (actions: UnknownAction[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
/** The handover as the customer meets it: the chat's human stage and the evaluation feature's popups. */
const handover = (state: ReturnType<typeof reducer>) => ({
  ...state.reception,
  evaluationPromptFor: state.evaluation.promptFor,
  closedEvaluations: state.evaluation.closed,
  endRequest: state.evaluation.endRequest,
});

const signal = (content_type: number, extra: Record<string, unknown> = {}) =>
  frameReceived.push_signal_msg({
    identify: 'push_signal_msg',
    msg_incr: 's',
    data: { content_type, content: '', sender_id: '', group_id: 'cg_1_10001', send_time: 0, ...extra },
  });
const status = (phase: number, extra: Record<string, unknown> = {}) =>
  frameReceived.seat_reception_status({
    identify: 'seat_reception_status',
    msg_incr: 'r',
    data: { reception: { id: 'r1', phase, problem_finished: 0 }, ...extra },
  });
const groupMessage = (content_type: number, content: string, seq = 1) =>
  frameReceived.push_msg({
    identify: 'push_msg',
    msg_incr: `g${seq}`,
    data: {
      client_msg_id: `g-${seq}`,
      seq,
      sender_id: '30001',
      receiver_id: '',
      group_id: 'cg_1_10001',
      chat_type: 2,
      content_type,
      content,
      sender_platform_id: 1,
      send_time: seq,
      reception_id: 'r1',
    },
  });
const serving = status(3);
const evaluationReply = (kind: 'fulfilled' | 'rejected', code?: number) => {
  const arg = {
    type: 'mutation',
    endpointName: 'submitEvaluation',
    originalArgs: { reception_id: 'r1', score: 5, content: '', problem_finished: 1 },
    track: true,
  };
  return kind === 'fulfilled'
    ? {
        type: 'api/executeMutation/fulfilled',
        payload: {},
        meta: {
          arg,
          requestId: 'x',
          requestStatus: 'fulfilled',
          fulfilledTimeStamp: 0,
          baseQueryMeta: undefined,
          RTK_autoBatch: true,
        },
      }
    : {
        type: 'api/executeMutation/rejected',
        payload: { code, message: '' },
        error: { message: 'Rejected' },
        meta: {
          arg,
          requestId: 'x',
          requestStatus: 'rejected',
          rejectedWithValue: true,
          aborted: false,
          condition: false,
          baseQueryMeta: undefined,
          RTK_autoBatch: true,
        },
      };
};

describe('reception phases and signals (spec §3 content types, §4)', () => {
  it.each<[string, UnknownAction[], Record<string, unknown>]>([
    ['phase 2 flags the human stage', [status(2)], { status: 'requested', phase: 2, receptionId: 'r1' }],
    [
      'phase 2 with a queue position is the queue',
      [status(2, { queue_position: 2, estimated_wait_seconds: 240 })],
      { status: 'queued', queuePosition: 2, estimatedWaitSeconds: 240 },
    ],
    ['phase 3: an agent serves', [status(2), serving], { status: 'serving', phase: 3 }],
    ['phase 4 stops', [serving, status(4)], { status: 'stopped' }],
    ['phase 5 stops', [serving, status(5)], { status: 'stopped' }],
    ['phase 6 stops', [serving, status(6)], { status: 'stopped' }],
    ['302: no agent online', [signal(302)], { status: 'noAgent' }],
    [
      '304: the queue',
      [signal(304, { content: '{"position":3,"estimated_wait_seconds":360}' })],
      { status: 'queued', queuePosition: 3, estimatedWaitSeconds: 360 },
    ],
    [
      '304 with unreadable content still shows the queue',
      [signal(304, { content: 'nonsense' })],
      { status: 'queued', queuePosition: null },
    ],
    ['307 stops', [serving, signal(307, { reception_id: 'r1' })], { status: 'stopped' }],
    [
      'a 202 evaluation card stops too',
      [serving, groupMessage(202, '{"reception_id":"r1"}')],
      { status: 'stopped', receptionId: 'r1' },
    ],
    [
      '308 on the group chat with group type 1 opens the evaluation',
      [serving, signal(308, { group_type: 1, reception_id: 'r1' })],
      { evaluationPromptFor: 'r1' },
    ],
    [
      '308 of another group type does not',
      [serving, signal(308, { group_type: 2, reception_id: 'r1' })],
      { evaluationPromptFor: null },
    ],
    ['312 greys the evaluation', [signal(312, { reception_id: 'r1' })], { closedEvaluations: ['r1'] }],
    [
      '308 after 312 does not open a greyed evaluation',
      [signal(312, { reception_id: 'r1' }), signal(308, { group_type: 1, reception_id: 'r1' })],
      { evaluationPromptFor: null },
    ],
    [
      'the card opens the evaluation, closing it dismisses',
      [evaluationOpened({ receptionId: 'r1' }), evaluationDismissed()],
      { evaluationPromptFor: null },
    ],
    [
      'a submitted evaluation is closed',
      [evaluationReply('fulfilled') as UnknownAction],
      { closedEvaluations: ['r1'] },
    ],
    [
      '"Already submitted" closes it too',
      [evaluationReply('rejected', 1006) as UnknownAction],
      { closedEvaluations: ['r1'] },
    ],
    [
      'another failure keeps it open for a retry',
      [evaluationReply('rejected', 1500) as UnknownAction],
      { closedEvaluations: [] },
    ],
  ])('%s', (_case, actions, expected) => {
    expect(handover(reduce(actions))).toMatchObject(expected);
  });

  it('takes the AI stage as over in phases 2 and 3 (spec §4)', () => {
    expect(reduce([status(2)]).chat.aiEnded).toBe(true);
    expect(reduce([status(3)]).chat.aiEnded).toBe(true);
    expect(reduce([serving, status(5)]).chat.aiEnded).toBe(true);
  });

  it('learns the support group from its messages', () => {
    expect(reduce([groupMessage(201, '{"text":"Ann joined the chat"}')]).chat.supportGroupId).toBe('cg_1_10001');
  });
});

describe('the end-session popup (seat_reception_end, seat_reception_end_and_evaluate)', () => {
  const ended = frameReceived.seat_reception_end({ identify: 'seat_reception_end', msg_incr: 'e', data: {} });
  const endedAndEvaluated = frameReceived.seat_reception_end_and_evaluate({
    identify: 'seat_reception_end_and_evaluate',
    msg_incr: 'e',
    data: {},
  });

  it('sends the frames with the reception and the answers', () => {
    expect(sessionEndedByCustomer('r1').meta.frame).toMatchObject({
      identify: 'seat_reception_end',
      data: { reception_id: 'r1' },
    });
    expect(
      sessionEndedWithEvaluation('r1', { problemFinished: 0, score: 2, content: 'slow' }).meta.frame,
    ).toMatchObject({
      identify: 'seat_reception_end_and_evaluate',
      data: { reception_id: 'r1', score: 2, content: 'slow', problem_finished: 0 },
    });
  });

  it.each<[string, UnknownAction[], Record<string, unknown>]>([
    [
      'ending is pending until the reply',
      [serving, sessionEndedByCustomer('r1')],
      { status: 'serving', endRequest: { kind: 'end', status: 'pending', errorCode: null } },
    ],
    [
      'the reply stops the session',
      [serving, sessionEndedByCustomer('r1'), ended],
      { status: 'stopped', endRequest: { kind: 'end', status: 'done', errorCode: null } },
    ],
    [
      'end and evaluate stops and closes the evaluation',
      [serving, sessionEndedWithEvaluation('r1', { problemFinished: 1, score: 5, content: '' }), endedAndEvaluated],
      {
        status: 'stopped',
        closedEvaluations: ['r1'],
        endRequest: { kind: 'endAndEvaluate', status: 'done', errorCode: null },
      },
    ],
    [
      'an evaluated reception answers "Already submitted" and is closed',
      [
        serving,
        sessionEndedWithEvaluation('r1', { problemFinished: 1, score: 5, content: '' }),
        replyFailed({ identify: 'seat_reception_end_and_evaluate', msg_incr: 'e', err_code: 1006, err_msg: '' }),
      ],
      { closedEvaluations: ['r1'], endRequest: { kind: 'endAndEvaluate', status: 'failed', errorCode: 1006 } },
    ],
    [
      'a failed end keeps the session',
      [
        serving,
        sessionEndedByCustomer('r1'),
        replyFailed({ identify: 'seat_reception_end', msg_incr: 'e', err_code: 1500, err_msg: '' }),
      ],
      { status: 'serving', endRequest: { status: 'failed', errorCode: 1500 } },
    ],
  ])('%s', (_case, actions, expected) => {
    expect(handover(reduce(actions))).toMatchObject(expected);
  });
});
