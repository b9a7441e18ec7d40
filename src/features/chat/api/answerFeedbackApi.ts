import { api } from '../../../api/api';
import { ASSISTANT_REST, type AnswerFeedback } from '../../../protocol/assistantFeedback';
import { object, type Validator } from '../../../protocol/validate';

/** The server answers the usual envelope with empty data. */
const emptyData = object({}) as Validator<unknown>;

/**
 * "Did this help?" under an AI answer with sources (docs/protocol.md, "Answer feedback"). Injected
 * when the first such answer shows (bubble/followUp), so the chat's first download does not carry it.
 */
export const answerFeedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    answerFeedback: build.mutation<unknown, AnswerFeedback>({
      query: (feedback) => ({ url: ASSISTANT_REST.answerFeedback, method: 'POST', body: feedback }),
      extraOptions: { schema: emptyData },
    }),
  }),
});

export const { useAnswerFeedbackMutation } = answerFeedbackApi;
