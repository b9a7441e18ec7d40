import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ArticleSummary, UnansweredQuestion } from '../../protocol/helpCentreEditing';
import { formatDateTime, isoTime } from '../formatTime';
import { titleOf } from './articleSummaries';
import type { HelpCentreApi, Refusal } from './helpCentreApi';
import { Outcome } from './Outcome';
import { consoleText } from '../i18n/consoleText';
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
  const { t } = useTranslation();
  const remote = useRemote(scopeKey(scope), () => api.unanswered(scope));
  const write = useWrite(onRefused);
  const questions = remote.data?.questions ?? [];

  const addPhrasing = async (question: UnansweredQuestion, article: ArticleSummary) => {
    const body = { product_id: scope.productId, id: article.id, language: scope.language, key: question.key };
    const reply = await write.run(() => api.addPhrasing(body), addPhrasingProblemOf);
    remote.reload();
    if (!reply.ok) return;
    write.setNotice(
      consoleText('helpCentre.questions.added', { question: question.text, article: titleOf(article, t) }),
    );
    onChanged();
  };

  return (
    <section className="agent-panel" aria-labelledby="help-centre-unanswered-title">
      <h3 id="help-centre-unanswered-title">{t('helpCentre.unanswered')}</h3>
      <p className="agent-muted">{t('helpCentre.questions.intro')}</p>
      <Outcome
        loading={remote.loading && remote.data === null}
        notice={write.notice}
        problem={write.problem}
        loadRefusal={remote.refusal}
      />
      {remote.data !== null && questions.length === 0 && (
        <p className="agent-muted">{t('helpCentre.questions.none')}</p>
      )}
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
  const { t, i18n } = useTranslation();
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
        <Trans
          i18nKey="helpCentre.questions.asked"
          count={question.count}
          values={{ at: formatDateTime(question.last_asked_at, i18n.language) }}
          components={{ time: <time dateTime={isoTime(question.last_asked_at)} /> }}
        />
      </p>
      <form className="help-centre__add" onSubmit={submit}>
        <label htmlFor={selectId}>{t('helpCentre.questions.addAs')}</label>
        <select
          id={selectId}
          value={articleId}
          disabled={disabled}
          onChange={(event) => setArticleId(event.currentTarget.value)}
        >
          <option value="">{t('helpCentre.questions.chooseArticle')}</option>
          {articles.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {titleOf(candidate, t)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={disabled || article === undefined} aria-describedby={textId}>
          {t('helpCentre.questions.add')}
        </button>
      </form>
    </li>
  );
}
