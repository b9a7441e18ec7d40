import { api } from '../../api/api';
import { REST } from '../../protocol/identifiers';
import { object, type Validator } from '../../protocol/validate';
import type { Evaluation } from '../../protocol/entities';
import { customerEvaluationsSchema, EVALUATION_REST, type CustomerEvaluations } from '../../protocol/evaluations';

const emptyData = object({}) as Validator<unknown>;

export const evaluationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §5: the evaluation; a repeat answers alreadySubmitted (1006). */
    submitEvaluation: build.mutation<unknown, Evaluation>({
      query: (evaluation) => ({ url: REST.submitEvaluate, method: 'POST', body: evaluation }),
      extraOptions: { schema: emptyData },
    }),
    /** Which sessions were rated (with their scores) and which can still be, on every device. */
    customerEvaluations: build.query<CustomerEvaluations, void>({
      query: () => ({ url: EVALUATION_REST.customerEvaluations }),
      extraOptions: { schema: customerEvaluationsSchema },
    }),
  }),
});
