import { productRefSchema } from './customerProfiles';
import { LOCALE_CODES, type LocaleCode } from './locales';
import { arrayOf, bool, id, int, literal, num, object, optional, str, type Infer, type Validator } from './validate';

/**
 * The help centre's editor API for the agent console (docs/protocol.md, "Help-centre editing"): agents
 * list, read and search articles and the questions nothing answered; editors (users.can_edit_faq) save
 * drafts, publish them and add a question as a phrasing. Like the agent sign-in, not part of the
 * customer contract.
 */
export const HELP_CENTRE_REST = {
  products: '/api/v1/agent/help-centre/products',
  articles: '/api/v1/agent/help-centre/articles',
  article: '/api/v1/agent/help-centre/article',
  saveDraft: '/api/v1/agent/help-centre/save-draft',
  publish: '/api/v1/agent/help-centre/publish',
  unanswered: '/api/v1/agent/help-centre/unanswered',
  addPhrasing: '/api/v1/agent/help-centre/add-phrasing',
} as const;

/** What a saved article may hold; the server refuses more with parameterError. Lengths in code points. */
export const HELP_CENTRE_LIMITS = {
  titleMaxChars: 200,
  contentMaxChars: 20_000,
  phrasingsMax: 30,
  phrasingMaxChars: 200,
} as const;

/** The newest revisions GET article lists. */
export const HELP_CENTRE_REVISIONS_SHOWN = 50;
/** The most asked unanswered questions GET unanswered lists. */
export const HELP_CENTRE_UNANSWERED_SHOWN = 100;

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

const language: Validator<LocaleCode> = literal(...LOCALE_CODES);
const status = literal(...ARTICLE_STATUSES);

/*#__NO_SIDE_EFFECTS__*/
function nullOr<T>(inner: Validator<T>): Validator<T | null> {
  return (input, path) => (input === null ? { ok: true, value: null } : inner(input, path));
}

// -------------------------------------------------------------------------------------------------
// Answers

const articleSummarySchema = object({
  id,
  type_id: id,
  title: str,
  status,
  has_draft: bool,
  updated_at: num,
});
export type ArticleSummary = Infer<typeof articleSummarySchema>;
/**
 * `can_edit`: whether the signed-in agent is an editor, so that the console shows a reader the help
 * centre read-only before any write is refused. Optional: a console that gets none learns it from a refusal.
 */
/** The products of the agent's company, whose help centres the console edits. */
export const productListSchema = object({ products: arrayOf(productRefSchema) });
export type ProductList = Infer<typeof productListSchema>;

export const articleListSchema = object({ articles: arrayOf(articleSummarySchema), can_edit: optional(bool) });
export type ArticleList = Infer<typeof articleListSchema>;

const publishedTextSchema = object({ title: str, content: str, phrasings: arrayOf(str) });
export type PublishedText = Infer<typeof publishedTextSchema>;
const draftTextSchema = object({ title: str, content: str, phrasings: arrayOf(str), editor: str, saved_at: num });
export type DraftText = Infer<typeof draftTextSchema>;
const revisionSchema = object({ id, state: status, editor: str, at: num });
export type ArticleRevision = Infer<typeof revisionSchema>;

/** `published` and `draft` are null when the article has none in the language; `editor` is a nickname. */
export const editableArticleSchema = object({
  id,
  type_id: id,
  status,
  published: nullOr(publishedTextSchema),
  draft: nullOr(draftTextSchema),
  revisions: arrayOf(revisionSchema),
});
export type EditableArticle = Infer<typeof editableArticleSchema>;

export const savedDraftSchema = object({ id });
export const publishedSchema = object({ published_at: num });

const unansweredQuestionSchema = object({ key: str, text: str, count: int, last_asked_at: num });
export type UnansweredQuestion = Infer<typeof unansweredQuestionSchema>;
export const unansweredListSchema = object({ questions: arrayOf(unansweredQuestionSchema) });
export type UnansweredList = Infer<typeof unansweredListSchema>;

// -------------------------------------------------------------------------------------------------
// Bodies (the GET calls take `product_id`, `language` and, for one article, `id` in the query)

/** Without `id`: a new article, a draft in the category `type_id`. With it: `type_id` must be the article's. */
export const saveDraftSchema = object({
  product_id: id,
  id: optional(id),
  type_id: id,
  language,
  title: str,
  content: str,
  phrasings: arrayOf(str),
});
export type SaveDraft = Infer<typeof saveDraftSchema>;

export const publishSchema = object({ product_id: id, id, language });
export type PublishArticle = Infer<typeof publishSchema>;

export const addPhrasingSchema = object({ product_id: id, id, language, key: str });
export type AddPhrasing = Infer<typeof addPhrasingSchema>;
