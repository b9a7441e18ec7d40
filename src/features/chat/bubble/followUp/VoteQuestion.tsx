import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerVote, Helpful } from './useAnswerVote';

const CHOICES: readonly { helpful: Helpful; label: string }[] = [
  { helpful: 1, label: 'answer.yes' },
  { helpful: 0, label: 'answer.no' },
];

/**
 * "Did this help?" with Yes and No. The buttons stay where they are after the vote (pressed, inert),
 * so keyboard focus is not lost; the result line is announced.
 */
export function VoteQuestion({ vote }: { vote: AnswerVote }) {
  const { t } = useTranslation();
  const questionId = useId();
  const voted = vote.helpful !== null;
  const result = vote.helpful === 1 ? t('answer.thanks') : vote.helpful === 0 ? t('answer.rephrase') : '';
  return (
    <div className="answer-vote">
      <p id={questionId} className="answer-vote__question">
        {t('answer.helpful')}
      </p>
      <div className="answer-vote__choices" role="group" aria-labelledby={questionId}>
        {CHOICES.map(({ helpful, label }) => (
          <button
            key={helpful}
            type="button"
            className="button answer-vote__choice"
            aria-pressed={vote.helpful === helpful}
            aria-disabled={voted}
            onClick={() => vote.choose(helpful)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <p className="answer-vote__result" role="status">
        {result}
      </p>
      {vote.failed && (
        <p className="answer-vote__error" role="alert">
          {t('answer.voteFailed')}{' '}
          <button type="button" className="button answer-vote__retry" onClick={vote.retry}>
            {t('common.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
