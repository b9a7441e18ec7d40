import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../lib/storage';

type Vote = 'yes' | 'no';

/** Session storage: a vote is remembered for this visit only, like the rest of the session. */
export const voteKey = (questionId: string) => `faq_vote_${questionId}`;

function storedVote(questionId: string): Vote | null {
  const value = sessionStore.get(voteKey(questionId));
  return value === 'yes' || value === 'no' ? value : null;
}

export function HelpfulVote({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const [vote, setVote] = useState<Vote | null>(() => storedVote(questionId));
  const choose = (choice: Vote) => {
    sessionStore.set(voteKey(questionId), choice);
    setVote(choice);
  };
  return (
    <section className="faq-vote" aria-labelledby="faq-vote-question">
      <h2 id="faq-vote-question" className="faq__heading">
        {t('faq.helpfulQuestion')}
      </h2>
      {vote ? (
        <p role="status">{t(vote === 'yes' ? 'faq.thanksYes' : 'faq.thanksNo')}</p>
      ) : (
        <div className="faq-vote__buttons">
          <button type="button" className="button" onClick={() => choose('yes')}>
            {t('faq.helpfulYes')}
          </button>
          <button type="button" className="button" onClick={() => choose('no')}>
            {t('faq.helpfulNo')}
          </button>
        </div>
      )}
    </section>
  );
}
