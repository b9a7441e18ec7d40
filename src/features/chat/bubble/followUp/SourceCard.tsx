import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { faqLink } from '../../../../lib/faqLink';
import type { AnswerSource } from '../../../../protocol/entities';

/** Articles reached from the chat open in the FAQ's /faqreply screen, whose action leads back here. */
const ARTICLE_PATH = '/faqreply';

/** The help-centre articles an AI answer was taken from (at least one): the first as a card, the others as links. */
export function SourceCard({ sources }: { sources: readonly AnswerSource[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const linkTo = (source: AnswerSource) => faqLink(ARTICLE_PATH, search, { id: source.id });
  const [first, ...more] = sources;
  return (
    <div className="answer-sources">
      <Link className="answer-sources__card" to={linkTo(first)}>
        <span className="answer-sources__label">{t('answer.source')}</span>{' '}
        <span className="answer-sources__title">{first.title}</span>
      </Link>
      {more.length > 0 && (
        <ul className="answer-sources__more" aria-label={t('answer.moreSources')}>
          {more.map((source) => (
            <li key={source.id}>
              <Link className="answer-sources__link" to={linkTo(source)}>
                {source.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
