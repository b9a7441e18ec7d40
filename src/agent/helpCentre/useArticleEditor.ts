import { useState } from 'react';
import { ERROR_CODE } from '../../protocol/codes';
import type { EditableArticle } from '../../protocol/helpCentreEditing';
import { differs, formOf, saveDraftBody, type ArticleForm } from './articleForm';
import type { HelpCentreApi, Refusal, Reply } from './helpCentreApi';
import { helpCentreProblemOf } from './problems';
import type { Scope } from './scope';
import { useRemote } from './useRemote';

export interface ArticleEditorEvents {
  /** A new article was saved as a draft: it has an id from now on. */
  onCreated: (id: string) => void;
  /** The article's status changed (a draft saved, a draft published): the list is out of date. */
  onChanged: () => void;
  /** A write was refused: a `forbidden` tells the help centre its agent is not an editor. */
  onRefused: (refusal: Refusal) => void;
}

interface ArticleEditorOptions extends ArticleEditorEvents {
  api: HelpCentreApi;
  scope: Scope;
  /** Null for a new article. */
  id: string | null;
  /** The form of a new article. */
  blank: ArticleForm;
}

/** One article being edited: its saved state from the server, the form, and saving and publishing it. */
export function useArticleEditor({ api, scope, id, blank, onCreated, onChanged, onRefused }: ArticleEditorOptions) {
  const article = useRemote<EditableArticle>(id, () => api.article(scope, id ?? ''));
  const [form, setForm] = useState<ArticleForm | null>(id === null ? blank : null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  // The server trims, sanitizes and drops repeated phrasings: once a save is read back, the form shows
  // what was saved, unless it was edited meanwhile. `savedForm` is the form as it was sent.
  const [savedForm, setSavedForm] = useState<ArticleForm | null>(null);
  const [loaded, setLoaded] = useState<EditableArticle | null>(null);
  if (article.data !== loaded) {
    // React's "adjusting state while rendering": the form starts from the article once it has loaded.
    setLoaded(article.data);
    if (article.data !== null && (form === null || form === savedForm)) setForm(formOf(article.data));
    setSavedForm(null);
  }
  const saved = article.data === null ? null : formOf(article.data);
  const unsaved = form !== null && (saved === null || differs(form, saved));

  const run = async <T>(call: () => Promise<Reply<T>>) => {
    setBusy(true);
    setNotice('');
    setProblem('');
    const reply = await call();
    setBusy(false);
    if (reply.ok) return reply.data;
    setProblem(helpCentreProblemOf(reply.refusal));
    onRefused(reply.refusal);
    if (reply.refusal === ERROR_CODE.notFound) onChanged();
    return null;
  };
  const save = async () => {
    if (form === null) return;
    const result = await run(() => api.saveDraft(saveDraftBody(scope, id, form)));
    if (result === null) return;
    setSavedForm(form);
    setNotice('Draft saved. Customers still see the published version until you publish.');
    if (id === null) onCreated(result.id);
    else article.reload();
    onChanged();
  };
  const publish = async () => {
    if (id === null) return;
    const result = await run(() => api.publish({ product_id: scope.productId, id, language: scope.language }));
    if (result === null) return;
    setNotice('Published. Customers and the assistant get the new version within a second.');
    article.reload();
    onChanged();
  };
  return { article, form, setForm, unsaved, busy, notice, problem, save, publish };
}
