import type { TFunction } from 'i18next';
import type { ArticleSummary } from '../../protocol/helpCentreEditing';

export interface Badge {
  /** Its text's key in locales/agent. */
  textKey: string;
  tone: 'ok' | 'warn';
}

/** "Published", "Draft" (never published) and "Has draft" (published, with changes not yet live). */
export function badgesOf({ status, has_draft: hasDraft }: Pick<ArticleSummary, 'status' | 'has_draft'>): Badge[] {
  if (status === 'draft') return [{ textKey: 'helpCentre.draft', tone: 'warn' }];
  const published: Badge = { textKey: 'helpCentre.published', tone: 'ok' };
  return hasDraft ? [published, { textKey: 'helpCentre.hasDraft', tone: 'warn' }] : [published];
}

export interface Category {
  id: string;
  /** The title of its first article, to tell categories apart: the console has no names for them. */
  example: string;
}

/** The categories the product's articles are in, in list order. */
export function categoriesOf(articles: readonly ArticleSummary[]): Category[] {
  const seen = new Map<string, Category>();
  for (const article of articles)
    if (!seen.has(article.type_id)) seen.set(article.type_id, { id: article.type_id, example: article.title });
  return [...seen.values()];
}

export const categoryLabel = ({ id, example }: Category, t: TFunction) =>
  example ? t('helpCentre.fields.categoryExample', { id, example }) : id;

/** An article's title, or what to call it while it has none in the language. */
export const titleOf = (article: Pick<ArticleSummary, 'id' | 'title'>, t: TFunction) =>
  article.title || t('helpCentre.article', { id: article.id });
