import { ERROR_CODE, LIMITS } from '../../src/protocol/codes';
import { SandboxError } from '../errors';
import { characterCount } from '../validation';

export interface EvaluationInput {
  reception_id: string;
  score: number;
  content: string;
  problem_finished: 0 | 1;
}

export function checkEvaluation(input: EvaluationInput): void {
  if (!Number.isInteger(input.score) || input.score < 1 || input.score > 5)
    throw new SandboxError(ERROR_CODE.parameterError, 'score must be 1 to 5');
  if (characterCount(input.content) > LIMITS.maxTextChars)
    throw new SandboxError(ERROR_CODE.parameterError, 'content is too long');
}
