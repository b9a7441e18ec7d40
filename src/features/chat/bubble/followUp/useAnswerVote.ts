import { useState } from 'react';
import type { AnswerFeedback } from '../../../../protocol/assistantFeedback';
import { useAnswerFeedbackMutation } from '../../api/answerFeedbackApi';

export type Helpful = AnswerFeedback['helpful'];

/** Which AI answer is voted on: its conversation and seq. */
export interface VotedAnswer {
  conversationId: string;
  seq: number;
}

export interface AnswerVote {
  /** The customer's answer to "Did this help?" (1 yes, 0 no), null until they give it. */
  helpful: Helpful | null;
  /** The vote did not reach the server: it can be sent again. */
  failed: boolean;
  choose: (helpful: Helpful) => void;
  retry: () => void;
}

/**
 * Votes given on this page, per answer: the log renders a window of rows, so a bubble that scrolls out
 * and back (or a re-render) finds its vote here and never asks twice.
 */
const givenVotes = new Map<string, Helpful>();

const keyOf = (answer: VotedAnswer) => `${answer.conversationId}/${answer.seq}`;

/** "Did this help?" for one AI answer: one vote per answer for the page's life, sent once, again on retry. */
export function useAnswerVote(answer: VotedAnswer): AnswerVote {
  const key = keyOf(answer);
  const [helpful, setHelpful] = useState<Helpful | null>(() => givenVotes.get(key) ?? null);
  // Under a fixed key the request's state outlives the bubble, like the vote.
  const [send, request] = useAnswerFeedbackMutation({ fixedCacheKey: key });
  const sendVote = (vote: Helpful) =>
    void send({ conversation_id: answer.conversationId, seq: answer.seq, helpful: vote });
  return {
    helpful,
    failed: request.isError,
    choose: (vote) => {
      if (givenVotes.has(key)) return;
      givenVotes.set(key, vote);
      setHelpful(vote);
      sendVote(vote);
    },
    retry: () => {
      if (helpful !== null && request.isError) sendVote(helpful);
    },
  };
}
