import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ArticleList as ArticleListData } from '../../protocol/helpCentreEditing';
import { formatDateTime, isoTime } from '../formatTime';
import { badgesOf, titleOf } from './articleSummaries';
import { helpCentreProblemOf } from './problems';
import type { Refusal } from './helpCentreApi';
import type { Remote } from './useRemote';

interface ArticleListProps {
  remote: Remote<ArticleListData>;
  /** The search that `remote` answers ('' for every article). */
  query: string;
  onSearch: (query: string) => void;
  openId: string | null;
  onOpen: (id: string) => void;
  canEdit: boolean;
  onNew: () => void;
}

/** The product's articles in the language, searchable, each with its status. */
export function ArticleList({ remote, query, onSearch, openId, onOpen, canEdit, onNew }: ArticleListProps) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  const articles = remote.data?.articles ?? [];
  return (
    <section className="agent-panel help-centre__list" aria-labelledby="help-centre-articles-title">
      <div className="agent-card__head">
        <h3 id="help-centre-articles-title">{t('helpCentre.articles')}</h3>
        <button type="button" disabled={!canEdit} onClick={onNew}>
          {t('helpCentre.newArticle')}
        </button>
      </div>
      <form role="search" className="help-centre__search" onSubmit={submit}>
        <label htmlFor="help-centre-search">{t('helpCentre.search')}</label>
        <input
          id="help-centre-search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className="agent-secondary">
          {t('helpCentre.searchButton')}
        </button>
      </form>
      <p role="status" className="agent-muted">
        {remote.loading ? t('helpCentre.loading') : remote.data && listSummary(articles.length, query, t)}
      </p>
      {remote.refusal !== null && <p className="agent-problem">{refusalText(remote.refusal, t)}</p>}
      <ul className="agent-list">
        {articles.map((article) => (
          <li key={article.id} className="agent-card help-centre__item">
            <button
              type="button"
              className="agent-secondary help-centre__open"
              aria-current={article.id === openId || undefined}
              onClick={() => onOpen(article.id)}
            >
              {titleOf(article, t)}
            </button>
            <span className="help-centre__badges">
              {badgesOf(article).map((badge) => (
                <span key={badge.textKey} className={`agent-badge help-centre__badge--${badge.tone}`}>
                  {t(badge.textKey)}
                </span>
              ))}
              <span className="agent-muted">
                <Trans
                  i18nKey="helpCentre.updated"
                  values={{ at: formatDateTime(article.updated_at, i18n.language) }}
                  components={{ time: <time dateTime={isoTime(article.updated_at)} /> }}
                />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const refusalText = (refusal: Refusal, t: TFunction) => {
  const { key, values } = helpCentreProblemOf(refusal);
  return t(key, values);
};

/** "14 articles", "No article matches “otp”.", "1 article matches “otp”." */
export function listSummary(count: number, query: string, t: TFunction): string {
  if (query === '') return count === 0 ? t('helpCentre.noArticles') : t('helpCentre.articleCount', { count });
  if (count === 0) return t('helpCentre.noMatch', { query });
  return t('helpCentre.matches', { count, query });
}
