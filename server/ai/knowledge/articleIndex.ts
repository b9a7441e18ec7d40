import type { LocaleCode } from '../../locale';
import { Bm25Index } from './bm25Index';
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

/** The terms a text is searched by: its words (stemmed) and letter pairs, without the language's function words. */
function searchTermsOf(text: string, locale: LocaleCode, letterPairs = true): string[] {
  const stopwords = stopwordsOf(locale);
  return termsOf(foldText(text, locale), locale, letterPairs)
    .filter((term) => !stopwords.has(term))
    .map((term) => stemOf(term, locale));
}

/** A question asked the way customers ask it says more than the answer's wording: its fields are the ways it is asked (title and phrasings), then its answer. */
const FIELD_BOOSTS = [1, 0.4];

/**
 * One product's published articles in one language, searchable by what a customer types (BM25 as
 * MiniSearch scores it, in bm25Index.ts): each article is one document with two fields, the ways it is
 * asked (its title and phrasings) and its answer, which weighs less. Typos are forgiven on longer words
 * of spaced languages; unspaced ones match words and letter pairs exactly. A published article
 * replaces its old self in place.
 */
export class ArticleIndex {
  private readonly search: Bm25Index;
  private readonly titles = new Map<string, string>();

  constructor(
    readonly locale: LocaleCode,
    articles: readonly KnowledgeArticle[],
  ) {
    const spaced = !isUnspaced(locale);
    this.search = new Bm25Index({
      fieldBoosts: FIELD_BOOSTS,
      maxEdits: (term) => (spaced && term.length >= 5 ? 1 : 0),
      prefix: (term) => spaced && term.length >= 5,
      weights: { fuzzy: 0.6, prefix: 0.5 },
      expands: spaced,
    });
    for (const article of articles) this.put(article);
  }

  get size(): number {
    return this.titles.size;
  }

  /** Adds an article, or replaces the one with its id. */
  put(article: KnowledgeArticle): void {
    this.search.put(article.id, [
      searchTermsOf([article.title, ...article.phrasings].join('\n'), this.locale),
      // Answers are long: their words are enough, their letter pairs would only slow every search down.
      searchTermsOf(article.text, this.locale, false),
    ]);
    this.titles.set(article.id, article.title);
  }

  remove(id: string): void {
    if (!this.titles.delete(id)) return;
    this.search.remove(id);
  }

  /** The articles matching `query`, best first: all of them, or the best `limit`. */
  find(query: string, limit = Infinity): ArticleMatch[] {
    // Each term of a question once: a word typed twice is not twice the evidence.
    const queryTerms = [...new Set(searchTermsOf(query, this.locale))];
    if (queryTerms.length === 0) return [];
    return this.search.search(queryTerms, limit).map((match) => ({
      id: match.id,
      title: this.titles.get(match.id) ?? '',
      score: match.score,
      coverage: Math.min(1, match.matchedTerms / queryTerms.length),
    }));
  }
}
