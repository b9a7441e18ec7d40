import type { TFunction } from 'i18next';
import { HELP_CENTRE_LIMITS, type EditableArticle, type SaveDraft } from '../../protocol/helpCentreEditing';
import type { Scope } from './scope';

/** The editor's fields as typed: phrasings one per line. */
export interface ArticleForm {
  typeId: string;
  title: string;
  content: string;
  phrasings: string;
}

export const EMPTY_FORM: ArticleForm = { typeId: '', title: '', content: '', phrasings: '' };

/** What the editor starts from: the pending draft, else the published text, else nothing. */
export function formOf(article: EditableArticle): ArticleForm {
  const text = article.draft ?? article.published;
  return {
    typeId: article.type_id,
    title: text?.title ?? '',
    content: text?.content ?? '',
    phrasings: (text?.phrasings ?? []).join('\n'),
  };
}

/** One phrasing per non-blank line, trimmed, each once whatever its case (as the server keeps them). */
export function phrasingsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      const key = line.toLowerCase();
      if (line === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The server counts code points (docs/protocol.md, "Limits"). */
const lengthOf = (text: string) => [...text].length;
const { titleMaxChars, contentMaxChars, phrasingsMax, phrasingMaxChars } = HELP_CENTRE_LIMITS;

/** Why the form cannot be saved as it is; empty when it can. */
export function formProblems(form: ArticleForm, t: TFunction): string[] {
  const problems: string[] = [];
  const title = form.title.trim();
  const phrasings = phrasingsOf(form.phrasings);
  if (form.typeId === '') problems.push(t('helpCentre.form.chooseCategory'));
  if (title === '') problems.push(t('helpCentre.form.enterTitle'));
  if (lengthOf(title) > titleMaxChars)
    problems.push(t('helpCentre.form.titleTooLong', { length: lengthOf(title), max: titleMaxChars }));
  if (form.content.trim() === '') problems.push(t('helpCentre.form.enterAnswer'));
  if (lengthOf(form.content) > contentMaxChars)
    problems.push(t('helpCentre.form.answerTooLong', { length: lengthOf(form.content), max: contentMaxChars }));
  if (phrasings.length > phrasingsMax)
    problems.push(t('helpCentre.form.tooManyPhrasings', { used: phrasings.length, max: phrasingsMax }));
  const tooLong = phrasings.filter((phrasing) => lengthOf(phrasing) > phrasingMaxChars);
  if (tooLong.length > 0)
    problems.push(t('helpCentre.form.phrasingTooLong', { max: phrasingMaxChars, start: tooLong[0].slice(0, 40) }));
  return problems;
}

/** Whether saving `form` would change what `saved` holds (blank lines and spaces aside). */
export function differs(form: ArticleForm, saved: ArticleForm): boolean {
  return (
    form.typeId !== saved.typeId ||
    form.title.trim() !== saved.title.trim() ||
    form.content !== saved.content ||
    phrasingsOf(form.phrasings).join('\n') !== phrasingsOf(saved.phrasings).join('\n')
  );
}

/** POST save-draft's body: without `id`, a new article. */
export function saveDraftBody(scope: Scope, id: string | null, form: ArticleForm): SaveDraft {
  return {
    product_id: scope.productId,
    ...(id === null ? {} : { id }),
    type_id: form.typeId,
    language: scope.language,
    title: form.title.trim(),
    content: form.content,
    phrasings: phrasingsOf(form.phrasings),
  };
}
