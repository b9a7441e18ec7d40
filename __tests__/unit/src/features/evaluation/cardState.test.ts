import { evaluationApi } from '../../../../../src/features/evaluation/evaluationApi';
import { selectCardState } from '../../../../../src/features/evaluation/evaluationSelectors';
import {
  evaluationSlice,
  initialEvaluationState,
  type EvaluationState,
} from '../../../../../src/features/evaluation/evaluationSlice';
import type { CustomerEvaluations } from '../../../../../src/protocol/evaluations';

/** The action RTK Query dispatches when GET reception/evaluations answers. */
const answered = (payload: CustomerEvaluations) =>
  ({
    type: 'api/executeQuery/fulfilled',
    payload,
    meta: {
      requestStatus: 'fulfilled',
      requestId: 'r',
      arg: { type: 'query', endpointName: evaluationApi.endpoints.customerEvaluations.name, originalArgs: undefined },
    },
  }) as never;

const after = (...actions: never[]): { evaluation: EvaluationState } => ({
  evaluation: actions.reduce(evaluationSlice.reducer, initialEvaluationState),
});

describe('what an evaluation card shows (only the latest ended session can be rated)', () => {
  it.each([
    ['before the server has answered, an unrated card', [], 'r1', { kind: 'open' }],
    [
      'a session the server says was rated, with its score',
      [answered({ latest_reception_id: 'r2', evaluations: [{ reception_id: 'r1', score: 3, problem_finished: 1 }] })],
      'r1',
      { kind: 'rated', score: 3 },
    ],
    [
      'the latest ended session, unrated',
      [answered({ latest_reception_id: 'r2', evaluations: [] })],
      'r2',
      { kind: 'open' },
    ],
    ['an older unrated session', [answered({ latest_reception_id: 'r2', evaluations: [] })], 'r1', { kind: 'closed' }],
    ['any card when nothing has ended', [answered({ evaluations: [] })], 'r1', { kind: 'closed' }],
  ])('%s', (_name, actions, receptionId, expected) => {
    expect(selectCardState(after(...(actions as never[])), receptionId)).toEqual(expected);
  });
});
