import { ASSISTANT_REST, answerFeedbackSchema } from '../../../src/protocol/assistantFeedback';
import { parseOrThrow } from '../../validation';
import { requireCustomer } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

export function assistantRoutes({ sessions, answerFeedback }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: ASSISTANT_REST.answerFeedback,
      async handler(request) {
        const customer = await requireCustomer(sessions, request);
        await answerFeedback.vote(customer, parseOrThrow(answerFeedbackSchema, request.body ?? {}, 'body'));
        return {};
      },
    },
  ];
}
