import MiniSearch from 'minisearch';
import type { LocaleCode } from '../../locale';
import { stemOf } from './stems';
import { stopwordsOf } from './stopwords';
import { foldText, isUnspaced, termsOf } from './terms';

/** A published article as the assistant reads it: its title, answer as plain text, and the questions customers ask. */
export interface KnowledgeArticle {
  id: string;
  title: string;
  text: string;
  phrasings: readonly string[];
}

export interface ArticleMatch {
  id: string;
  title: string;
  score: number;
  /** The share of the query's distinct terms found in the article (0–1). */
  coverage: number;
}

/** An article as indexed: the ways it is asked (its title and phrasings), and its answer. */
interface IndexedArticle {
  id: string;
  questions: string;
  answer: string;
}

/** The terms a text is searched by: its words (stemmed) and letter pairs, without the language's function words. */
function searchTermsOf(text: string, locale: LocaleCode, letterPairs = true): string[] {
  const stopwords = stopwordsOf(locale);
  return termsOf(foldText(text, locale), locale, letterPairs)
    .filter((term) => !stopwords.has(term))
    .map((term) => stemOf(term, locale));
}

/** A question asked the way customers ask it says more than the answer's wording. */
const FIELD_BOOST = { questions: 1, answer: 0.4 };

const indexed = (article: KnowledgeArticle): IndexedArticle => ({
  id: article.id,
  questions: [article.title, ...article.phrasings].join('\n'),
  answer: article.text,
});

/**
 * One product's published articles in one language, searchable by what a customer types (MiniSearch,
 * BM25): each article is one document with two fields, the ways it is asked (title and phrasings) and
 * its answer, which weighs less. Typos are forgiven on longer words of spaced languages; unspaced ones
 * match words and letter pairs exactly. A published article replaces its old self in place.
 */
export class ArticleIndex {
  private readonly search: MiniSearch<IndexedArticle>;
  private readonly titles = new Map<string, string>();

  constructor(
    readonly locale: LocaleCode,
    articles: readonly KnowledgeArticle[],
  ) {
    // Answers are long: their words are enough, their letter pairs would only slow every search down.
    const tokenize = (text: string, field?: string) => searchTermsOf(text, locale, field !== 'answer');
    // Each term of a question once: a word typed twice is not twice the evidence.
    const tokenizeQuestion = (text: string) => [...new Set(searchTermsOf(text, locale))];
    const spaced = !isUnspaced(locale);
    this.search = new MiniSearch<IndexedArticle>({
      fields: ['questions', 'answer'],
      tokenize,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: tokenizeQuestion,
        processTerm: (term) => term,
        combineWith: 'OR',
        fuzzy: (term) => (spaced && term.length >= 5 ? 1 : false),
        prefix: (term) => spaced && term.length >= 5,
        weights: { fuzzy: 0.6, prefix: 0.5 },
        boost: FIELD_BOOST,
      },
    });
    for (const article of articles) this.titles.set(article.id, article.title);
    this.search.addAll(articles.map(indexed));
  }

  get size(): number {
    return this.titles.size;
  }

  /** Adds an article, or replaces the one with its id. */
  put(article: KnowledgeArticle): void {
    if (this.titles.has(article.id)) this.search.replace(indexed(article));
    else this.search.add(indexed(article));
    this.titles.set(article.id, article.title);
  }

  remove(id: string): void {
    if (!this.titles.delete(id)) return;
    this.search.discard(id);
  }

  /** The articles matching `query`, best first. */
  find(query: string): ArticleMatch[] {
    const queryTerms = new Set(searchTermsOf(query, this.locale));
    if (queryTerms.size === 0) return [];
    return this.search.search(query).map((result) => ({
      id: result.id as string,
      title: this.titles.get(result.id as string) ?? '',
      score: result.score,
      coverage: Math.min(1, result.queryTerms.length / queryTerms.size),
    }));
  }
}
