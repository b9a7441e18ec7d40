import { useId, useState, type FormEvent } from 'react';
import type { ArticleSummary, UnansweredQuestion } from '../../protocol/helpCentreEditing';
import { formatDateTime, isoTime } from '../formatTime';
import { titleOf } from './articleSummaries';
import type { HelpCentreApi, Refusal } from './helpCentreApi';
import { Outcome } from './Outcome';
import { addPhrasingProblemOf } from './problems';
import { scopeKey, type Scope } from './scope';
import { useRemote } from './useRemote';
import { useWrite } from './useWrite';

interface UnansweredQuestionsProps {
  api: HelpCentreApi;
  scope: Scope;
  articles: readonly ArticleSummary[];
  canEdit: boolean;
  /** A phrasing was added: the article list is out of date. */
  onChanged: () => void;
  onRefused: (refusal: Refusal) => void;
}

/** What customers asked that nothing answered, most asked first, each one action away from an article. */
export function UnansweredQuestions({ api, scope, articles, canEdit, onChanged, onRefused }: UnansweredQuestionsProps) {
  const remote = useRemote(scopeKey(scope), () => api.unanswered(scope));
  const write = useWrite(onRefused);
  const questions = remote.data?.questions ?? [];

  const addPhrasing = async (question: UnansweredQuestion, article: ArticleSummary) => {
    const body = { product_id: scope.productId, id: article.id, language: scope.language, key: question.key };
    const reply = await write.run(() => api.addPhrasing(body), addPhrasingProblemOf);
    remote.reload();
    if (!reply.ok) return;
    write.setNotice(`“${question.text}” is now a phrasing of “${titleOf(article)}”.`);
    onChanged();
  };

  return (
    <section className="agent-panel" aria-labelledby="help-centre-unanswered-title">
      <h3 id="help-centre-unanswered-title">Unanswered questions</h3>
      <p className="agent-muted">
        What customers asked that no article answered, most asked first. Add a question to the article that answers it,
        and the assistant answers it from then on.
      </p>
      <Outcome
        loading={remote.loading && remote.data === null}
        notice={write.notice}
        problem={write.problem}
        loadRefusal={remote.refusal}
      />
      {remote.data !== null && questions.length === 0 && <p className="agent-muted">No unanswered questions.</p>}
      <ul className="agent-list">
        {questions.map((question) => (
          <UnansweredItem
            key={question.key}
            question={question}
            articles={articles}
            disabled={!canEdit || write.busy}
            onAdd={(article) => void addPhrasing(question, article)}
          />
        ))}
      </ul>
    </section>
  );
}

interface UnansweredItemProps {
  question: UnansweredQuestion;
  articles: readonly ArticleSummary[];
  disabled: boolean;
  onAdd: (article: ArticleSummary) => void;
}

function UnansweredItem({ question, articles, disabled, onAdd }: UnansweredItemProps) {
  const textId = useId();
  const selectId = useId();
  const [articleId, setArticleId] = useState('');
  const article = articles.find((candidate) => candidate.id === articleId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (article) onAdd(article);
  };
  return (
    <li className="agent-card help-centre__question">
      <p id={textId} className="agent-text">
        {question.text}
      </p>
      <p className="agent-muted">
        Asked {question.count === 1 ? 'once' : `${question.count} times`}, last{' '}
        <time dateTime={isoTime(question.last_asked_at)}>{formatDateTime(question.last_asked_at)}</time>
      </p>
      <form className="help-centre__add" onSubmit={submit}>
        <label htmlFor={selectId}>Add as phrasing of…</label>
        <select
          id={selectId}
          value={articleId}
          disabled={disabled}
          onChange={(event) => setArticleId(event.currentTarget.value)}
        >
          <option value="">Choose an article</option>
          {articles.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {titleOf(candidate)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={disabled || article === undefined} aria-describedby={textId}>
          Add phrasing
        </button>
      </form>
    </li>
  );
}
