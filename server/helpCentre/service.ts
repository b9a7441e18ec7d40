import { randomBytes } from 'node:crypto';
import { ERROR_CODE } from '../../src/protocol/codes';
import type {
  AddPhrasing,
  ArticleList,
  EditableArticle,
  ProductList,
  PublishArticle,
  SaveDraft,
  UnansweredList,
} from '../../src/protocol/helpCentreEditing';
import { DEFAULT_LOCALE } from '../../src/protocol/locales';
import { SandboxError } from '../errors';
import { foldForSearch } from '../faq/text';
import type { LocaleCode } from '../locale';
import type { AgentSession } from '../sessions/service';
import { productsOfAgentsCompany } from '../agents/companies';
import type { Store } from '../store';
import type { ArticleVersion, EditorArticleRow } from '../store/faqEditing';
import { articleVersionOf, phrasingsOf } from './articleInput';
import {
  editableArticleOf,
  matchesQuery,
  pendingDraftOf,
  summaryOf,
  versionOfRevision,
  type ListedArticle,
} from './articleViews';

/** Tells every node's assistant that an article was published (ArticleChanges). */
export interface PublishedArticles {
  published(productId: string, articleId: string): Promise<void>;
}

/** A new article's id: its product, then random letters, clear of the seed's numeric ids. */
const newArticleId = (productId: string) => `${productId}-${randomBytes(6).toString('hex')}`;

const byId = <T extends { question_id: string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.question_id, row]));

/**
 * The help centre as its editors see it in the agent console (docs/protocol.md, "Help-centre editing"):
 * any agent reads articles (drafts included) and the questions nothing answered; an editor
 * (AgentSession.canEditFaq, checked by the caller) saves drafts, publishes them and adds a question as a
 * phrasing. Only in the products of the agent's company: another company's is as if it did not exist. A publish reaches customers at once (the same rows) and every node's assistant.
 */
export class HelpCentreEditingService {
  constructor(
    private readonly store: Store,
    private readonly changes: PublishedArticles,
    private readonly now: () => number = Date.now,
  ) {}

  /** The products of the agent's company, by id; none for an agent of no company. */
  async products(agent: AgentSession): Promise<ProductList> {
    const products = await productsOfAgentsCompany(this.store, agent.agentId);
    return { products: products.map(({ id, name }) => ({ id, name })) };
  }

  async articles(agent: AgentSession, productId: string, language: LocaleCode, query: string): Promise<ArticleList> {
    await this.requireProduct(agent, productId);
    const { faq, faqEditing } = this.store;
    const [articles, texts, fallbacks, phrasings, latest] = await Promise.all([
      faqEditing.articles(productId),
      faqEditing.texts(productId, language),
      faqEditing.texts(productId, DEFAULT_LOCALE),
      faq.phrasings(productId, language),
      faqEditing.latestRevisions(productId, language),
    ]);
    const [publishedOf, fallbackOf, latestOf] = [byId(texts), byId(fallbacks), byId(latest)];
    const phrasingsOf = new Map<string, string[]>();
    for (const row of phrasings)
      phrasingsOf.set(row.question_id, [...(phrasingsOf.get(row.question_id) ?? []), row.text]);
    const folded = foldForSearch(query.trim());
    const listed = articles.map((article): ListedArticle => ({
      article,
      published: publishedOf.get(article.id),
      fallback: fallbackOf.get(article.id),
      phrasings: phrasingsOf.get(article.id) ?? [],
      latest: latestOf.get(article.id),
    }));
    return { articles: listed.filter((entry) => matchesQuery(entry, folded)).map(summaryOf) };
  }

  async article(agent: AgentSession, productId: string, id: string, language: LocaleCode): Promise<EditableArticle> {
    const article = await this.requireArticle(agent, productId, id);
    const { faq, faqEditing } = this.store;
    const [published, phrasings, revisions] = await Promise.all([
      faqEditing.text(id, language),
      faq.phrasingsOfQuestion(id, language),
      faqEditing.revisions(id, language),
    ]);
    return editableArticleOf(
      article,
      published,
      phrasings.map((row) => row.text),
      revisions,
    );
  }

  /** A new draft of the article in the language; without an id, a new article (a draft) in the category. */
  async saveDraft(editor: AgentSession, input: SaveDraft): Promise<{ id: string }> {
    const version = articleVersionOf(input);
    const edit = { editorId: editor.agentId, at: this.now() };
    if (input.id === undefined) {
      await this.requireCategory(editor, input.product_id, input.type_id, input.language);
      const id = newArticleId(input.product_id);
      await this.store.faqEditing.createDraft(id, input.type_id, input.language, version, edit);
      return { id };
    }
    const article = await this.requireArticle(editor, input.product_id, input.id);
    if (article.type_id !== input.type_id)
      throw new SandboxError(ERROR_CODE.parameterError, 'type_id is not the article’s category');
    await this.store.faqEditing.saveDraft(article.id, input.language, version, edit);
    return { id: article.id };
  }

  /** The language's pending draft becomes the article's text; notFound when there is none. */
  async publish(editor: AgentSession, input: PublishArticle): Promise<{ published_at: number }> {
    const article = await this.requireArticle(editor, input.product_id, input.id);
    const [latest] = await this.store.faqEditing.revisions(article.id, input.language);
    const draft = pendingDraftOf(latest);
    if (!draft) throw new SandboxError(ERROR_CODE.notFound, 'no draft to publish in this language');
    const at = this.now();
    const published = versionOfRevision(draft);
    await this.store.faqEditing.publish(article.id, input.language, { published }, { editorId: editor.agentId, at });
    await this.changes.published(input.product_id, article.id);
    return { published_at: at };
  }

  /** The unanswered question becomes a phrasing of the article, published at once, and leaves the list. */
  async addPhrasing(editor: AgentSession, input: AddPhrasing): Promise<Record<string, never>> {
    const { product_id: productId, language } = input;
    const article = await this.requireArticle(editor, productId, input.id);
    const question = await this.store.faqEditing.unansweredByKey(productId, language, input.key);
    if (!question) throw new SandboxError(ERROR_CODE.notFound, 'no such unanswered question');
    const [text, phrasings, [latest]] = await Promise.all([
      this.store.faqEditing.text(article.id, language),
      this.store.faq.phrasingsOfQuestion(article.id, language),
      this.store.faqEditing.revisions(article.id, language),
    ]);
    if (article.status !== 'published' || !text)
      throw new SandboxError(ERROR_CODE.parameterError, 'the article is not published in this language');
    const withQuestion = (version: ArticleVersion): ArticleVersion => ({
      ...version,
      phrasings: phrasingsOf([...version.phrasings, question.text]),
    });
    const draft = pendingDraftOf(latest);
    await this.store.faqEditing.publish(
      article.id,
      language,
      {
        published: withQuestion({
          title: text.title,
          content: text.content,
          phrasings: phrasings.map((row) => row.text),
        }),
        pendingDraft: draft && withQuestion(versionOfRevision(draft)),
        answers: { productId, key: question.key },
      },
      { editorId: editor.agentId, at: this.now() },
    );
    await this.changes.published(productId, article.id);
    return {};
  }

  async unanswered(agent: AgentSession, productId: string, language: LocaleCode): Promise<UnansweredList> {
    await this.requireProduct(agent, productId);
    return { questions: await this.store.faqEditing.unanswered(productId, language) };
  }

  /** A product of the agent's company; another company's is as unknown as one that does not exist. */
  private async requireProduct(agent: AgentSession, productId: string): Promise<void> {
    const [product, companyId] = await Promise.all([
      this.store.products.findById(productId),
      this.store.users.companyOf(agent.agentId),
    ]);
    if (!product || companyId === undefined || product.companyId !== companyId)
      throw new SandboxError(ERROR_CODE.unsupportedProduct);
  }

  private async requireArticle(agent: AgentSession, productId: string, id: string): Promise<EditorArticleRow> {
    await this.requireProduct(agent, productId);
    const article = await this.store.faqEditing.article(productId, id);
    if (!article) throw new SandboxError(ERROR_CODE.notFound, 'no such article in this product');
    return article;
  }

  private async requireCategory(
    agent: AgentSession,
    productId: string,
    typeId: string,
    language: LocaleCode,
  ): Promise<void> {
    await this.requireProduct(agent, productId);
    const types = await this.store.faq.types(productId, language);
    if (!types.some((type) => type.id === typeId))
      throw new SandboxError(ERROR_CODE.notFound, 'no such category in this product');
  }
}
