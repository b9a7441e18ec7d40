import { CONTENT_TYPE, ERROR_CODE, LIMITS, RECEPTION_PHASE, STOPPED_PHASES } from '../../src/protocol/codes';
import type { CustomerEvaluationsData } from '../../src/protocol/evaluations';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import type { Store } from '../store';
import type { StoredMessage } from '../store/messages';
import type { ReceptionRow } from '../store/receptions';
import { characterCount } from '../validation';
import { ownReception, parameterError } from './access';
import type { AgentPushes } from './agentPushes';
import type { ReceptionEvents } from './events';
import type { GroupMessages } from './groupMessages';
import { receptionSignal, type CustomerPushes } from './pushes';
import type { ReceptionQueue } from './queue';
import type { After } from './types';

export interface EvaluationInput {
  reception_id: string;
  score: number;
  content: string;
  problem_finished: 0 | 1;
}

/** How many of a customer's latest receptions GET reception/evaluations reads: more than a history shows. */
export const RECENT_EVALUATIONS = 100;

export function checkEvaluation(input: EvaluationInput): void {
  if (!Number.isInteger(input.score) || input.score < 1 || input.score > 5)
    throw new SandboxError(ERROR_CODE.parameterError, 'score must be 1 to 5');
  if (characterCount(input.content) > LIMITS.maxTextChars)
    throw new SandboxError(ERROR_CODE.parameterError, 'content is too long');
}

/** The customer's evaluation of a reception: the card that asks for it, and the one evaluation it takes. */
export class ReceptionEvaluations {
  constructor(
    private readonly store: Store,
    private readonly events: ReceptionEvents,
    private readonly queue: ReceptionQueue,
    private readonly groups: GroupMessages,
    private readonly pushes: CustomerPushes,
    private readonly agentPushes: AgentPushes,
  ) {}

  /** seat_reception_end_and_evaluate: phase 5 and the evaluation at once; no card. One at a time. */
  async endAndEvaluate(customer: CustomerRef, input: EvaluationInput, afterReply: After): Promise<void> {
    checkEvaluation(input);
    return this.events.oneAtATime(async () => {
      const reception = await ownReception(this.store, customer, input.reception_id);
      if (await this.store.receptions.evaluationOf(reception.id)) throw new SandboxError(ERROR_CODE.alreadySubmitted);
      const stopped = await this.store.receptions.stop(reception.id, RECEPTION_PHASE.stoppedByUser);
      await this.store.receptions.evaluate({
        receptionId: reception.id,
        score: input.score,
        content: input.content,
        problemFinished: input.problem_finished,
      });
      if (stopped) {
        afterReply(() =>
          this.events.oneAtATime(async () => {
            this.agentPushes.ended(reception, 'customer');
            await this.queue.changed();
          }),
        );
      }
    });
  }

  /**
   * POST reception/submit-evaluate: only for a stopped reception, the customer's latest stopped one,
   * once; then 312 greys the card out.
   */
  async submit(customer: CustomerRef, input: EvaluationInput): Promise<void> {
    checkEvaluation(input);
    const reception = await ownReception(this.store, customer, input.reception_id);
    if (!STOPPED_PHASES.includes(reception.phase)) throw parameterError('the reception is not stopped yet');
    const { latest_reception_id: latest } = await this.ofCustomer(customer);
    if (latest !== reception.id) throw parameterError('only the latest session can be rated');
    const created = await this.store.receptions.evaluate({
      receptionId: reception.id,
      score: input.score,
      content: input.content,
      problemFinished: input.problem_finished,
    });
    if (!created) throw new SandboxError(ERROR_CODE.alreadySubmitted);
    this.pushes.signal(customer, receptionSignal(CONTENT_TYPE.evaluationGreyed, reception));
  }

  /**
   * GET reception/evaluations: the customer's evaluations among their latest receptions, and the latest
   * stopped reception (the only one that can still be rated, when it has no evaluation).
   */
  async ofCustomer(customer: CustomerRef): Promise<CustomerEvaluationsData> {
    const recent = await this.store.evaluations.recentOfCustomer(
      customer.productId,
      customer.userId,
      RECENT_EVALUATIONS,
    );
    const latest = recent.find((reception) => STOPPED_PHASES.includes(reception.phase));
    return {
      latest_reception_id: latest?.receptionId ?? null,
      evaluations: recent.flatMap(({ receptionId, score, problemFinished }) =>
        score === null ? [] : [{ reception_id: receptionId, score, problem_finished: problemFinished === 1 ? 1 : 0 }],
      ),
    };
  }

  /** The evaluation card in the reception's group, from the agent who served, else from the product's AI. */
  async storeCard(reception: ReceptionRow): Promise<StoredMessage> {
    return this.groups.append(
      reception,
      await this.cardSender(reception),
      CONTENT_TYPE.evaluationCard,
      JSON.stringify({ reception_id: reception.id }),
    );
  }

  private async cardSender(reception: ReceptionRow): Promise<string> {
    return reception.agentId ?? (await this.store.users.aiOfProduct(reception.productId))?.id ?? '';
  }
}
