import { HELP_CENTRE_REVISIONS_SHOWN, HELP_CENTRE_UNANSWERED_SHOWN } from '../../src/protocol/helpCentreEditing';
import type { SandboxDatabase } from '../db/open';
import type { LocaleCode } from '../locale';
import { createArticleWrites, type ArticleStatus } from './faqEditingWrites';
import { queriesOf } from './namedQueries';

export type { ArticleStatus, ArticleVersion, Edit, PublishedChange } from './faqEditingWrites';

/** An article whatever its status, as its editors see it. */
export interface EditorArticleRow {
  id: string;
  type_id: string;
  status: ArticleStatus;
  updated_at: number;
}

/** The published title and answer of an article in one language. */
export interface ArticleTextRow {
  question_id: string;
  title: string;
  content: string;
}

/** One saved edit of an article in one language: a draft or what was published. */
export interface RevisionRow {
  id: number;
  question_id: string;
  state: ArticleStatus;
  title: string;
  content: string;
  /** A JSON array of strings. */
  phrasings: string;
  editor: string;
  created_at: number;
}

export interface UnansweredRow {
  key: string;
  text: string;
  count: number;
  last_asked_at: number;
}

interface Scope {
  product: string;
  language: string;
}

/**
 * The help centre as its editors read and write it (the agent console): articles of any status, their
 * revisions, publishing, and the questions nothing answered. Customers' reads are in faq.ts.
 */
export function createFaqEditingRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'faqEditing');
  const articlesOf = () =>
    db
      .selectFrom('faq_questions as q')
      .innerJoin('faq_types as t', 't.id', 'q.type_id')
      .select(['q.id', 'q.type_id', 'q.status', 'q.updated_at'])
      .$castTo<EditorArticleRow>();
  const articles = named('articles', (p: { product: string }) =>
    articlesOf().where('t.product_id', '=', p.product).orderBy('t.sort').orderBy('q.sort').orderBy('q.id'),
  );
  const article = named('article', (p: { product: string; id: string }) =>
    articlesOf().where('t.product_id', '=', p.product).where('q.id', '=', p.id),
  );
  const texts = named('texts', (p: Scope) =>
    db
      .selectFrom('faq_question_texts as x')
      .innerJoin('faq_questions as q', 'q.id', 'x.question_id')
      .innerJoin('faq_types as t', 't.id', 'q.type_id')
      .select(['x.question_id', 'x.title', 'x.content'])
      .where('t.product_id', '=', p.product)
      .where('x.language', '=', p.language),
  );
  const text = named('text', (p: { questionId: string; language: string }) =>
    db
      .selectFrom('faq_question_texts')
      .select(['question_id', 'title', 'content'])
      .where('question_id', '=', p.questionId)
      .where('language', '=', p.language),
  );
  const revisionColumns = [
    'r.id',
    'r.question_id',
    'r.state',
    'r.title',
    'r.content',
    'r.phrasings',
    'u.nickname as editor',
    'r.created_at',
  ] as const;
  // The newest revision of each of the product's articles in the language: whether a draft is pending.
  const latestRevisions = named('latestRevisions', (p: Scope) =>
    db
      .selectFrom('faq_revisions as r')
      .innerJoin('faq_questions as q', 'q.id', 'r.question_id')
      .innerJoin('faq_types as t', 't.id', 'q.type_id')
      .innerJoin('users as u', 'u.id', 'r.editor_id')
      .select(revisionColumns)
      .where('t.product_id', '=', p.product)
      .where('r.language', '=', p.language)
      .where((eb) =>
        eb(
          'r.id',
          '=',
          eb
            .selectFrom('faq_revisions as newer')
            .select((max) => max.fn.max('newer.id').as('id'))
            .whereRef('newer.question_id', '=', 'r.question_id')
            .whereRef('newer.language', '=', 'r.language'),
        ),
      )
      .$castTo<RevisionRow>(),
  );
  const revisions = named('revisions', (p: { questionId: string; language: string }) =>
    db
      .selectFrom('faq_revisions as r')
      .innerJoin('users as u', 'u.id', 'r.editor_id')
      .select(revisionColumns)
      .where('r.question_id', '=', p.questionId)
      .where('r.language', '=', p.language)
      .orderBy('r.id', 'desc')
      .limit(HELP_CENTRE_REVISIONS_SHOWN)
      .$castTo<RevisionRow>(),
  );
  const unanswered = named('unanswered', (p: Scope) =>
    db
      .selectFrom('faq_unanswered')
      .select(['question_key as key', 'text', 'count', 'last_asked_at'])
      .where('product_id', '=', p.product)
      .where('language', '=', p.language)
      .orderBy('count', 'desc')
      .orderBy('last_asked_at', 'desc')
      .orderBy('question_key')
      .limit(HELP_CENTRE_UNANSWERED_SHOWN),
  );
  const unansweredByKey = named('unansweredByKey', (p: Scope & { key: string }) =>
    db
      .selectFrom('faq_unanswered')
      .select(['question_key as key', 'text', 'count', 'last_asked_at'])
      .where('product_id', '=', p.product)
      .where('language', '=', p.language)
      .where('question_key', '=', p.key),
  );
  const writes = createArticleWrites(database);
  const scope = (product: string, language: LocaleCode): Scope => ({ product, language });
  return {
    /** Every article of the product, drafts included, in display order. */
    articles: (productId: string): Promise<EditorArticleRow[]> => articles.all({ product: productId }),
    article: (productId: string, id: string): Promise<EditorArticleRow | undefined> =>
      article.first({ product: productId, id }),
    /** The published texts of the product's articles in this language only (no fallback). */
    texts: (productId: string, language: LocaleCode): Promise<ArticleTextRow[]> =>
      texts.all(scope(productId, language)),
    text: (questionId: string, language: LocaleCode): Promise<ArticleTextRow | undefined> =>
      text.first({ questionId, language }),
    latestRevisions: (productId: string, language: LocaleCode): Promise<RevisionRow[]> =>
      latestRevisions.all(scope(productId, language)),
    /** The article's newest revisions in the language, newest first (at most 50). */
    revisions: (questionId: string, language: LocaleCode): Promise<RevisionRow[]> =>
      revisions.all({ questionId, language }),
    /** The most asked questions nothing answered (at most 100). */
    unanswered: (productId: string, language: LocaleCode): Promise<UnansweredRow[]> =>
      unanswered.all(scope(productId, language)),
    unansweredByKey: (productId: string, language: LocaleCode, key: string): Promise<UnansweredRow | undefined> =>
      unansweredByKey.first({ ...scope(productId, language), key }),
    ...writes,
  };
}
