import { useState, type FormEvent } from 'react';
import type { ArticleList as ArticleListData } from '../../protocol/helpCentreEditing';
import { formatDateTime, isoTime } from '../formatTime';
import { badgesOf, titleOf } from './articleSummaries';
import { helpCentreProblemOf } from './problems';
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
  const [typed, setTyped] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  const articles = remote.data?.articles ?? [];
  return (
    <section className="agent-panel help-centre__list" aria-labelledby="help-centre-articles-title">
      <div className="agent-card__head">
        <h3 id="help-centre-articles-title">Articles</h3>
        <button type="button" disabled={!canEdit} onClick={onNew}>
          New article
        </button>
      </div>
      <form role="search" className="help-centre__search" onSubmit={submit}>
        <label htmlFor="help-centre-search">Search articles</label>
        <input
          id="help-centre-search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className="agent-secondary">
          Search
        </button>
      </form>
      <p role="status" className="agent-muted">
        {remote.loading ? 'Loading…' : remote.data && listSummary(articles.length, query)}
      </p>
      {remote.refusal !== null && <p className="agent-problem">{helpCentreProblemOf(remote.refusal)}</p>}
      <ul className="agent-list">
        {articles.map((article) => (
          <li key={article.id} className="agent-card help-centre__item">
            <button
              type="button"
              className="agent-secondary help-centre__open"
              aria-current={article.id === openId || undefined}
              onClick={() => onOpen(article.id)}
            >
              {titleOf(article)}
            </button>
            <span className="help-centre__badges">
              {badgesOf(article).map((badge) => (
                <span key={badge.text} className={`agent-badge help-centre__badge--${badge.tone}`}>
                  {badge.text}
                </span>
              ))}
              <span className="agent-muted">
                Updated <time dateTime={isoTime(article.updated_at)}>{formatDateTime(article.updated_at)}</time>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "14 articles", "No article matches “otp”.", "1 article matches “otp”." */
export function listSummary(count: number, query: string): string {
  if (query === '') return count === 0 ? 'No articles yet.' : count === 1 ? '1 article' : `${count} articles`;
  if (count === 0) return `No article matches “${query}”.`;
  return count === 1 ? `1 article matches “${query}”.` : `${count} articles match “${query}”.`;
}
