import { useState } from 'react';
import { ERROR_CODE } from '../../protocol/codes';
import type { EditableArticle } from '../../protocol/helpCentreEditing';
import { consoleText } from '../i18n/consoleText';
import { differs, formOf, saveDraftBody, type ArticleForm } from './articleForm';
import type { HelpCentreApi, Refusal } from './helpCentreApi';
import type { Scope } from './scope';
import { useRemote } from './useRemote';
import { useWrite } from './useWrite';

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
  const write = useWrite((refusal) => {
    onRefused(refusal);
    if (refusal === ERROR_CODE.notFound) onChanged();
  });
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

  const save = async () => {
    if (form === null) return;
    const reply = await write.run(() => api.saveDraft(saveDraftBody(scope, id, form)));
    if (!reply.ok) return;
    setSavedForm(form);
    write.setNotice(consoleText('helpCentre.draftSaved'));
    if (id === null) onCreated(reply.data.id);
    else article.reload();
    onChanged();
  };
  const publish = async () => {
    if (id === null) return;
    const reply = await write.run(() => api.publish({ product_id: scope.productId, id, language: scope.language }));
    if (!reply.ok) return;
    write.setNotice(consoleText('helpCentre.publishedNotice'));
    article.reload();
    onChanged();
  };
  const { busy, notice, problem } = write;
  return { article, form, setForm, unsaved, busy, notice, problem, save, publish };
}
