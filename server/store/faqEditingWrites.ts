import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import type { LocaleCode } from '../locale';
import { inTransaction, queriesOf, type Executor } from './namedQueries';

export type ArticleStatus = 'draft' | 'published';

/** What an article says in one language: title, answer (sanitized HTML) and phrasings. */
export interface ArticleVersion {
  title: string;
  content: string;
  phrasings: readonly string[];
}

/** Who saves a revision, and when. */
export interface Edit {
  editorId: string;
  at: number;
}

/** What a publish writes besides the published version. */
export interface PublishedChange {
  published: ArticleVersion;
  /** A draft newer than the published version, kept as the newest revision. */
  pendingDraft?: ArticleVersion;
  /** The unanswered question of the product (in the same language) this publish answers. */
  answers?: { productId: string; key: string };
}

interface Scope {
  product: string;
  language: string;
}

/** The editors' writes; each that changes what customers see runs in one transaction. */
export function createArticleWrites(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'faqEditing');
  const lastSortOfType = named('lastSortOfType', (p: { typeId: string }) =>
    db
      .selectFrom('faq_questions')
      .select((eb) => eb.fn.max<number | null>('sort').as('sort'))
      .where('type_id', '=', p.typeId),
  );
  const insertArticle = named('insertArticle', (p: { id: string; typeId: string; sort: number; at: number }) =>
    db
      .insertInto('faq_questions')
      .values({ id: p.id, type_id: p.typeId, sort: p.sort, updated_at: p.at, status: sql.lit('draft') }),
  );
  const insertRevision = named(
    'insertRevision',
    (p: {
      question_id: string;
      language: string;
      state: ArticleStatus;
      title: string;
      content: string;
      phrasings: string;
      editorId: string;
      created_at: number;
    }) =>
      db.insertInto('faq_revisions').values({
        question_id: p.question_id,
        language: p.language,
        title: p.title,
        content: p.content,
        phrasings: p.phrasings,
        state: p.state,
        editor_id: p.editorId,
        created_at: p.created_at,
      }),
  );
  const putText = named('putText', (p: { questionId: string; language: string; title: string; content: string }) =>
    db
      .insertInto('faq_question_texts')
      .values({ question_id: p.questionId, language: p.language, title: p.title, content: p.content })
      .onConflict((conflict) =>
        conflict.columns(['question_id', 'language']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          content: eb.ref('excluded.content'),
        })),
      ),
  );
  const deletePhrasings = named('deletePhrasings', (p: { questionId: string; language: string }) =>
    db.deleteFrom('faq_phrasings').where('question_id', '=', p.questionId).where('language', '=', p.language),
  );
  const insertPhrasing = named(
    'insertPhrasing',
    (p: { questionId: string; language: string; position: number; text: string }) =>
      db
        .insertInto('faq_phrasings')
        .values({ question_id: p.questionId, language: p.language, position: p.position, text: p.text }),
  );
  const markPublished = named('markPublished', (p: { id: string; at: number }) =>
    db
      .updateTable('faq_questions')
      .set({ status: sql.lit('published'), updated_at: p.at })
      .where('id', '=', p.id),
  );
  const deleteUnanswered = named('deleteUnanswered', (p: Scope & { key: string }) =>
    db
      .deleteFrom('faq_unanswered')
      .where('product_id', '=', p.product)
      .where('language', '=', p.language)
      .where('question_key', '=', p.key),
  );

  const saveRevision = (
    trx: Executor,
    questionId: string,
    language: LocaleCode,
    state: ArticleStatus,
    version: ArticleVersion,
    edit: Edit,
  ) =>
    insertRevision.run(
      {
        question_id: questionId,
        language,
        state,
        title: version.title,
        content: version.content,
        phrasings: JSON.stringify(version.phrasings),
        editorId: edit.editorId,
        created_at: edit.at,
      },
      trx,
    );

  /** The version becomes what customers and the assistant read, recorded as a published revision. */
  async function publishVersion(
    trx: Executor,
    questionId: string,
    language: LocaleCode,
    version: ArticleVersion,
    edit: Edit,
  ): Promise<void> {
    await putText.run({ questionId, language, title: version.title, content: version.content }, trx);
    await deletePhrasings.run({ questionId, language }, trx);
    for (const [position, text] of version.phrasings.entries())
      await insertPhrasing.run({ questionId, language, position, text }, trx);
    await saveRevision(trx, questionId, language, 'published', version, edit);
    await markPublished.run({ id: questionId, at: edit.at }, trx);
  }

  return {
    /** A new article, a draft at the end of its category, with this first draft in the language. */
    createDraft: (id: string, typeId: string, language: LocaleCode, version: ArticleVersion, edit: Edit) =>
      inTransaction(database, async (trx) => {
        const last = (await lastSortOfType.first({ typeId }, trx))?.sort ?? 0;
        await insertArticle.run({ id, typeId, sort: Number(last) + 1, at: edit.at }, trx);
        await saveRevision(trx, id, language, 'draft', version, edit);
      }),
    saveDraft: async (questionId: string, language: LocaleCode, version: ArticleVersion, edit: Edit) => {
      await saveRevision(db, questionId, language, 'draft', version, edit);
    },
    /**
     * Publishes the version; a pending draft, when given, is saved after it so that it stays the newest;
     * the unanswered question it answers, when given, is forgotten.
     */
    publish: (questionId: string, language: LocaleCode, change: PublishedChange, edit: Edit) =>
      inTransaction(database, async (trx) => {
        await publishVersion(trx, questionId, language, change.published, edit);
        if (change.pendingDraft) await saveRevision(trx, questionId, language, 'draft', change.pendingDraft, edit);
        if (change.answers)
          await deleteUnanswered.run({ product: change.answers.productId, language, key: change.answers.key }, trx);
      }),
  };
}
