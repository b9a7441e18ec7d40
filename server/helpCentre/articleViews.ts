import type { ArticleSummary, DraftText, EditableArticle, PublishedText } from '../../src/protocol/helpCentreEditing';
import { foldForSearch, textOfHtml } from '../faq/text';
import type { ArticleTextRow, ArticleVersion, EditorArticleRow, RevisionRow } from '../store/faqEditing';

/** One article of the editors' list, with all it says in the language (published and pending). */
export interface ListedArticle {
  article: EditorArticleRow;
  published: ArticleTextRow | undefined;
  /** The default locale's published text, for the title of an article not yet written in the language. */
  fallback: ArticleTextRow | undefined;
  phrasings: readonly string[];
  latest: RevisionRow | undefined;
}

export const versionOfRevision = (revision: RevisionRow): ArticleVersion => ({
  title: revision.title,
  content: revision.content,
  phrasings: JSON.parse(revision.phrasings) as string[],
});

/** The revision when it is a draft newer than anything published in its language. */
export const pendingDraftOf = (latest: RevisionRow | undefined): RevisionRow | undefined =>
  latest?.state === 'draft' ? latest : undefined;

export function summaryOf({ article, published, fallback, latest }: ListedArticle): ArticleSummary {
  const draft = pendingDraftOf(latest);
  return {
    id: article.id,
    type_id: article.type_id,
    title: draft?.title ?? published?.title ?? fallback?.title ?? '',
    status: article.status,
    has_draft: draft !== undefined,
    updated_at: article.updated_at,
  };
}

/** Whether the folded query is in the article's title, answer or phrasings, published or pending. */
export function matchesQuery(listed: ListedArticle, foldedQuery: string): boolean {
  if (foldedQuery === '') return true;
  const draft = pendingDraftOf(listed.latest);
  const versions = [
    listed.published && { ...listed.published, phrasings: listed.phrasings },
    draft && versionOfRevision(draft),
  ];
  return versions.some(
    (version) =>
      version &&
      [version.title, textOfHtml(version.content), ...version.phrasings].some((text) =>
        foldForSearch(text).includes(foldedQuery),
      ),
  );
}

/** GET article's answer: the language's published text, its pending draft and its revisions. */
export function editableArticleOf(
  article: EditorArticleRow,
  published: ArticleTextRow | undefined,
  phrasings: readonly string[],
  revisions: readonly RevisionRow[],
): EditableArticle {
  const draft = pendingDraftOf(revisions[0]);
  const publishedText: PublishedText | null =
    article.status === 'published' && published
      ? { title: published.title, content: published.content, phrasings: [...phrasings] }
      : null;
  const draftText: DraftText | null = draft
    ? {
        title: draft.title,
        content: draft.content,
        phrasings: [...versionOfRevision(draft).phrasings],
        editor: draft.editor,
        saved_at: draft.created_at,
      }
    : null;
  return {
    id: article.id,
    type_id: article.type_id,
    status: article.status,
    published: publishedText,
    draft: draftText,
    revisions: revisions.map((revision) => ({
      id: String(revision.id),
      state: revision.state,
      editor: revision.editor,
      at: revision.created_at,
    })),
  };
}
