import { CHAT_TYPE, CONTENT_TYPE } from '../../protocol/codes';
import type { WireMessage } from '../../protocol/entities';
import type { PendingMessage } from './chatMessage';

/** How long a question waits for the answer to the one before it; a lost answer does not hold the next forever. */
export const ANSWER_WAIT_MS = 10_000;

/** A question the AI answers in the same conversation: a 203, or a plain 101 in the single chat. */
export function isAiQuestion(message: WireMessage): boolean {
  return message.chat_type === CHAT_TYPE.single && (message.content_type === CONTENT_TYPE.aiQuery || message.content_type === CONTENT_TYPE.text);
}

/** Where the AI conversation stands for the next question. */
export interface QuestionTurnState {
  pending: readonly PendingMessage[];
  /** The conversation's newest stored message. */
  lastStored: WireMessage | undefined;
  selfId: string;
  /** When (this device's clock) the latest question went out: the server's clock may differ. */
  questionSentAt: number;
}

/** The newest stored message is the customer's question, sent recently, without its answer yet. */
function awaitsAnswer({ lastStored, selfId, questionSentAt }: QuestionTurnState, now: number): boolean {
  return lastStored !== undefined && lastStored.sender_id === selfId && isAiQuestion(lastStored) && now - questionSentAt < ANSWER_WAIT_MS;
}

/** An earlier question in the outbox is on its way (sent, not yet acknowledged). */
const inFlight = (message: PendingMessage) => message.status === 'sending' && !message.queued && isAiQuestion(message);

/**
 * One AI question at a time (issue 16, "answers follow questions"): a new question waits its turn while an
 * earlier one is on its way or unanswered, so that each answer comes right after its own question, also
 * when several were typed offline and go out together on reconnect.
 */
export function mustWaitTurn(turns: QuestionTurnState, now: number): boolean {
  return turns.pending.some((message) => inFlight(message) || (message.queued && message.status === 'sending')) || awaitsAnswer(turns, now);
}

/** The waiting question whose turn has come, if any: the first queued one, once nothing before it is on its way or unanswered. */
export function questionInTurn(turns: QuestionTurnState, now: number): PendingMessage | undefined {
  const next = turns.pending.find((message) => message.queued && message.status === 'sending');
  if (!next || awaitsAnswer(turns, now)) return undefined;
  return turns.pending.slice(0, turns.pending.indexOf(next)).some(inFlight) ? undefined : next;
}
