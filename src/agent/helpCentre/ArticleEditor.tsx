import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../formatTime';
import { EMPTY_FORM, formProblems, type ArticleForm } from './articleForm';
import type { Category } from './articleSummaries';
import { ArticleFields } from './ArticleFields';
import type { HelpCentreApi } from './helpCentreApi';
import { publishAction, saveAction } from './editorActions';
import { Outcome } from './Outcome';
import { PublishControl } from './PublishControl';
import { PublishedVersion } from './PublishedVersion';
import { Revisions } from './Revisions';
import { languageLabel, type Scope } from './scope';
import { useArticleEditor, type ArticleEditorEvents } from './useArticleEditor';

interface ArticleEditorProps extends ArticleEditorEvents {
  api: HelpCentreApi;
  scope: Scope;
  /** Null for a new article. */
  id: string | null;
  categories: readonly Category[];
  canEdit: boolean;
  onClose: () => void;
}

const HINT_ID = 'help-centre-editor-hint';

/** One article in one language: the draft being edited beside the published version, and its revisions. */
export function ArticleEditor({ api, scope, id, categories, canEdit, onClose, ...events }: ArticleEditorProps) {
  const { t, i18n } = useTranslation();
  const blank: ArticleForm = { ...EMPTY_FORM, typeId: categories[0]?.id ?? '' };
  const editor = useArticleEditor({ api, scope, id, blank, ...events });
  const { article, form, unsaved, busy } = editor;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const problems = form === null ? [] : formProblems(form, t);
  const draft = article.data?.draft ?? null;
  const state = { canEdit, busy, problems, unsaved, hasDraft: draft !== null };
  const save = saveAction(state, t);
  const publish = publishAction(state, t);
  const language = languageLabel(scope.language, i18n.language, t);

  return (
    <section className="agent-panel help-centre__editor" aria-labelledby="help-centre-editor-title">
      <div className="agent-card__head">
        <h3 id="help-centre-editor-title" ref={heading} tabIndex={-1}>
          {id === null ? t('helpCentre.newArticle') : t('helpCentre.article', { id })} · {language}
        </h3>
        <button type="button" className="agent-secondary" onClick={onClose}>
          {t('helpCentre.close')}
        </button>
      </div>
      <Outcome
        loading={article.loading && form === null}
        notice={editor.notice}
        problem={editor.problem}
        loadRefusal={article.refusal}
      />
      {form !== null && (
        <div className="help-centre__versions">
          <div className="help-centre__draft">
            <h4>{t('helpCentre.draft')}</h4>
            {draft !== null && (
              <p className="agent-muted">
                {t('helpCentre.savedBy', { editor: draft.editor, at: formatDateTime(draft.saved_at, i18n.language) })}
              </p>
            )}
            <ArticleFields
              form={form}
              onChange={editor.setForm}
              isNew={id === null}
              categories={categories}
              readOnly={!canEdit}
            />
            <div className="help-centre__actions">
              <button
                type="button"
                disabled={!save.enabled}
                aria-describedby={`${HINT_ID}-save`}
                onClick={() => void editor.save()}
              >
                {t('helpCentre.saveDraft')}
              </button>
              <PublishControl
                disabled={!publish.enabled}
                hintId={`${HINT_ID}-publish`}
                language={language}
                onPublish={() => void editor.publish()}
              />
            </div>
            <p id={`${HINT_ID}-save`} className={problems.length > 0 && canEdit ? 'agent-warning' : 'agent-muted'}>
              {save.hint}
            </p>
            <p id={`${HINT_ID}-publish`} className="agent-muted">
              {publish.hint}
            </p>
          </div>
          {article.data !== null && <PublishedVersion published={article.data.published} />}
        </div>
      )}
      {article.data !== null && <Revisions revisions={article.data.revisions} />}
    </section>
  );
}
