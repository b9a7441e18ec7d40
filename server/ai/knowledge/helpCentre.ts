import type { LocaleCode } from '../../locale';
import type { Store } from '../../store';
import type { FaqQuestionRow } from '../../store/faq';
import { ArticleIndex, type KnowledgeArticle } from './articleIndex';
import { chatTextOfArticle } from './articleText';
import { HELP_CENTRE_LIMITS } from '../../../src/protocol/helpCentreEditing';
import { sameQuestionKey } from '../sameQuestion';

/** The published help centre of one product in one language, as the assistant answers from it. */
export interface HelpCentreView {
  index: ArticleIndex;
  article(id: string): KnowledgeArticle | undefined;
}

interface CachedView extends HelpCentreView {
  put(article: KnowledgeArticle): void;
  remove(id: string): void;
}

const knowledgeOf = (question: FaqQuestionRow, phrasings: readonly string[]): KnowledgeArticle => ({
  id: question.id,
  title: question.title,
  text: chatTextOfArticle(question.content),
  phrasings,
});

function viewOf(locale: LocaleCode, articles: readonly KnowledgeArticle[]): CachedView {
  const byId = new Map(articles.map((article) => [article.id, article]));
  const index = new ArticleIndex(locale, articles);
  return {
    index,
    article: (id) => byId.get(id),
    put(article) {
      byId.set(article.id, article);
      index.put(article);
    },
    remove(id) {
      byId.delete(id);
      index.remove(id);
    },
  };
}

/**
 * Reads each product's published articles and phrasings from the store (the rows `/api/v1/faq/*`
 * serves) and keeps one search index per product and language, built on first use. When an article
 * is published, changed or withdrawn (`articleChanged`), each of the product's indexes re-reads that
 * one article, so the next question sees it.
 */
export class HelpCentre {
  private readonly views = new Map<string, { productId: string; locale: LocaleCode; view: Promise<CachedView> }>();

  constructor(private readonly store: Pick<Store, 'faq'>) {}

  view(productId: string, locale: LocaleCode): Promise<HelpCentreView> {
    const key = `${productId}:${locale}`;
    const cached = this.views.get(key);
    if (cached) return cached.view;
    const view = this.load(productId, locale);
    this.views.set(key, { productId, locale, view });
    // A failed read is not kept: the next question tries again.
    view.catch(() => this.views.delete(key));
    return view;
  }

  async articleChanged(productId: string, articleId: string): Promise<void> {
    const ofProduct = [...this.views.values()].filter((entry) => entry.productId === productId);
    await Promise.all(
      ofProduct.map(async ({ locale, view }) => {
        const [question, phrasings] = await Promise.all([
          this.store.faq.question(productId, articleId, locale),
          this.store.faq.phrasingsOfQuestion(articleId, locale),
        ]);
        const cached = await view;
        if (question)
          cached.put(
            knowledgeOf(
              question,
              phrasings.map((row) => row.text),
            ),
          );
        else cached.remove(articleId);
      }),
    );
  }

  /**
   * A question the assistant could not answer, counted under its normalised words for the editors' list;
   * only one short enough to become a phrasing of an article.
   */
  async noteUnanswered(productId: string, locale: LocaleCode, text: string): Promise<void> {
    const question = text.trim();
    if ([...question].length > HELP_CENTRE_LIMITS.phrasingMaxChars) return;
    await this.store.faq.noteUnanswered(productId, locale, sameQuestionKey(question), question, Date.now());
  }

  private async load(productId: string, locale: LocaleCode): Promise<CachedView> {
    const [questions, phrasings] = await Promise.all([
      this.store.faq.questions(productId, locale),
      this.store.faq.phrasings(productId, locale),
    ]);
    const phrasingsOf = new Map<string, string[]>();
    for (const row of phrasings)
      phrasingsOf.set(row.question_id, [...(phrasingsOf.get(row.question_id) ?? []), row.text]);
    return viewOf(
      locale,
      questions.map((question) => knowledgeOf(question, phrasingsOf.get(question.id) ?? [])),
    );
  }
}
