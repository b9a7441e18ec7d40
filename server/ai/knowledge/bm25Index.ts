import SearchableMap from 'minisearch/SearchableMap';
import { bestFirst } from './bestFirst';

/**
 * BM25+ as MiniSearch 7 scores it (k 1.2, b 0.7, d 0.5): the confidence thresholds (confidence.ts) and
 * the evaluation set's score were measured on these numbers, so they are computed the same way, in the
 * same order, down to the last bit.
 */
const K = 1.2;
const B = 0.7;
const D = 0.5;

export interface Bm25Options {
  /** Each field's weight, in the order a document gives its fields' terms. */
  fieldBoosts: readonly number[];
  /** The edit distance within which other indexed terms also match a query term (0: none). */
  maxEdits(term: string): number;
  /** Whether indexed terms that start with a query term also match it. */
  prefix(term: string): boolean;
  /** How much a term found within edits, or as a prefix, counts (an exact match counts 1). */
  weights: { fuzzy: number; prefix: number };
  /** False where no term ever matches but exactly: no dictionary of terms is kept for fuzzy and prefix search. */
  expands: boolean;
}

export interface Bm25Match {
  id: string;
  score: number;
  /** How many of the query's terms the document matched. */
  matchedTerms: number;
}

/** The documents of one field that have a term, in the order they were added, with how often each has it. */
interface Postings {
  slots: number[];
  counts: number[];
}

/** A term's postings per field. */
type TermPostings = (Postings | undefined)[];

/**
 * An inverted index of documents with weighted fields, scored like MiniSearch's OR search: a query
 * term's score in a document is the sum over the terms it matches (itself, within edits, as a prefix)
 * and fields; a document's score is the sum over the query's terms times how many of them it matched.
 * Documents are numbered slots; a search adds into typed arrays indexed by slot instead of building a
 * map of result objects per term, which is what made a long Thai question (some 50 terms, each in
 * hundreds of articles) take 20 ms. A replaced document gets a new slot, after all others, as it did.
 */
export class Bm25Index {
  private readonly postings = new Map<string, TermPostings>();
  /** The same terms in a radix tree, for fuzzy and prefix search, inserted in the same order. */
  private readonly dictionary: SearchableMap<TermPostings> | undefined;
  private readonly slotOf = new Map<string, number>();
  private readonly ids: (string | undefined)[] = [];
  /** Each slot's distinct terms per field: what a removal takes out of the postings. */
  private readonly termsOfSlot: (string[][] | undefined)[] = [];
  /** Distinct terms per field of each slot, at slot * fieldCount + field. */
  private readonly fieldLengths: number[] = [];
  private readonly averageFieldLengths: number[];
  private documentCount = 0;
  private readonly scratch = new ScoreScratch();

  constructor(private readonly options: Bm25Options) {
    this.averageFieldLengths = options.fieldBoosts.map(() => 0);
    this.dictionary = options.expands ? new SearchableMap<TermPostings>() : undefined;
  }

  get fieldCount(): number {
    return this.options.fieldBoosts.length;
  }

  /**
   * Adds a document by the terms of each of its fields (all of them, in order), a term as often as it
   * occurs; or replaces the one with its id. Its terms are posted before the old version's are taken out,
   * so a term both have keeps its place in the dictionary, as MiniSearch's replace keeps it.
   */
  put(id: string, fieldTerms: readonly (readonly string[])[]): void {
    const old = this.slotOf.get(id);
    if (old !== undefined) this.forget(old);
    this.addSlot(id, fieldTerms);
    if (old !== undefined) this.unpostSlot(old);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.forget(slot);
    this.unpostSlot(slot);
  }

  /**
   * The `limit` best documents matching any of `queryTerms` (each term once), best first; equal scores
   * in the order first matched.
   */
  search(queryTerms: readonly string[], limit = Infinity): Bm25Match[] {
    const { scratch } = this;
    const matched: number[] = [];
    for (const term of queryTerms) {
      for (const [derived, weight] of this.derivedTerms(term)) this.scoreTerm(derived, weight);
      scratch.endTerm(matched);
    }
    const { totals, matchedTerms } = scratch;
    for (const slot of matched) totals[slot] *= matchedTerms[slot];
    const matches = bestFirst(matched, (slot) => totals[slot], limit).map((slot) => ({
      id: this.ids[slot]!,
      score: totals[slot],
      matchedTerms: matchedTerms[slot],
    }));
    scratch.endQuery(matched);
    return matches;
  }

  private addSlot(id: string, fieldTerms: readonly (readonly string[])[]): void {
    const slot = this.ids.length;
    this.ids.push(id);
    this.slotOf.set(id, slot);
    this.documentCount += 1;
    const distinct = fieldTerms.map((terms) => [...new Set(terms)]);
    this.termsOfSlot[slot] = distinct;
    for (let field = 0; field < this.fieldCount; field++) {
      const length = distinct[field].length;
      this.fieldLengths[slot * this.fieldCount + field] = length;
      const count = this.documentCount - 1;
      this.averageFieldLengths[field] = (this.averageFieldLengths[field] * count + length) / (count + 1);
      for (const term of fieldTerms[field]) this.post(term, field, slot);
    }
    this.scratch.fit(this.ids.length);
  }

  /** A document no longer counts: its id, its share of the average field lengths (its postings stay, for now). */
  private forget(slot: number): void {
    this.slotOf.delete(this.ids[slot]!);
    this.ids[slot] = undefined;
    for (let field = 0; field < this.fieldCount; field++) {
      const count = this.documentCount;
      const length = this.fieldLengths[slot * this.fieldCount + field];
      this.averageFieldLengths[field] =
        count === 1 ? 0 : (this.averageFieldLengths[field] * count - length) / (count - 1);
    }
    this.documentCount -= 1;
  }

  private unpostSlot(slot: number): void {
    const terms = this.termsOfSlot[slot]!;
    for (let field = 0; field < this.fieldCount; field++)
      for (const term of terms[field]) this.unpost(term, field, slot);
    this.termsOfSlot[slot] = undefined;
  }

  private post(term: string, field: number, slot: number): void {
    let fields = this.postings.get(term);
    if (!fields) {
      fields = [];
      this.postings.set(term, fields);
      this.dictionary?.set(term, fields);
    }
    const postings = (fields[field] ??= { slots: [], counts: [] });
    const last = postings.slots.length - 1;
    // A document's terms are posted one after the other: a repeated term is the last posting.
    if (postings.slots[last] === slot) postings.counts[last] += 1;
    else {
      postings.slots.push(slot);
      postings.counts.push(1);
    }
  }

  private unpost(term: string, field: number, slot: number): void {
    const fields = this.postings.get(term);
    const postings = fields?.[field];
    if (!fields || !postings) return;
    const at = postings.slots.lastIndexOf(slot);
    if (at < 0) return;
    postings.slots.splice(at, 1);
    postings.counts.splice(at, 1);
    if (postings.slots.length === 0) fields[field] = undefined;
    if (fields.every((field) => field === undefined)) {
      this.postings.delete(term);
      this.dictionary?.delete(term);
    }
  }

  /**
   * The indexed terms a query term matches, with their weights: itself, then those it begins (the
   * longer, the less), then those within edits, each once.
   */
  private derivedTerms(term: string): [string, number][] {
    const derived: [string, number][] = [[term, 1]];
    const { dictionary, options } = this;
    if (!dictionary) return derived;
    const maxEdits = options.maxEdits(term);
    const withinEdits = maxEdits > 0 ? dictionary.fuzzyGet(term, maxEdits) : undefined;
    if (options.prefix(term))
      for (const longer of dictionary.atPrefix(term).keys()) {
        const distance = longer.length - term.length;
        if (distance === 0) continue;
        withinEdits?.delete(longer);
        derived.push([longer, (options.weights.prefix * longer.length) / (longer.length + 0.3 * distance)]);
      }
    for (const [near, [, distance]] of withinEdits ?? []) {
      if (distance === 0) continue;
      derived.push([near, (options.weights.fuzzy * near.length) / (near.length + distance)]);
    }
    return derived;
  }

  /** Adds an indexed term's BM25+ score in each field, times its weight, to the documents that have it. */
  private scoreTerm(term: string, weight: number): void {
    const fields = this.postings.get(term);
    if (!fields) return;
    const { scratch, fieldLengths, fieldCount } = this;
    for (let field = 0; field < fieldCount; field++) {
      const postings = fields[field];
      if (!postings) continue;
      const { slots, counts } = postings;
      const matching = slots.length;
      const inverseFrequency = Math.log(1 + (this.documentCount - matching + 0.5) / (matching + 0.5));
      const averageLength = this.averageFieldLengths[field];
      const factor = weight * this.options.fieldBoosts[field];
      for (let index = 0; index < matching; index++) {
        const slot = slots[index];
        const count = counts[index];
        const length = fieldLengths[slot * fieldCount + field];
        const saturation = (count * (K + 1)) / (count + K * (1 - B + (B * length) / averageLength));
        scratch.add(slot, factor * (inverseFrequency * (D + saturation)));
      }
    }
  }
}

/**
 * Per-slot sums reused from search to search (a search runs to its end without yielding): one query
 * term's score, the running total, how many terms matched; cleared by the lists of slots touched.
 */
class ScoreScratch {
  termScores = new Float64Array(0);
  inTerm = new Uint8Array(0);
  /** The sum over query terms, then that times how many matched. */
  totals = new Float64Array(0);
  matchedTerms = new Int32Array(0);
  private readonly touched: number[] = [];

  fit(slots: number): void {
    if (slots <= this.totals.length) return;
    const size = Math.max(slots, this.totals.length * 2, 64);
    this.termScores = new Float64Array(size);
    this.inTerm = new Uint8Array(size);
    this.totals = new Float64Array(size);
    this.matchedTerms = new Int32Array(size);
  }

  add(slot: number, score: number): void {
    if (this.inTerm[slot] === 0) {
      this.inTerm[slot] = 1;
      this.touched.push(slot);
    }
    this.termScores[slot] += score;
  }

  /** Folds the query term's scores into the totals, in the order the term first touched each slot. */
  endTerm(matched: number[]): void {
    for (const slot of this.touched) {
      if (this.matchedTerms[slot] === 0) {
        matched.push(slot);
        this.totals[slot] = this.termScores[slot];
      } else this.totals[slot] += this.termScores[slot];
      this.matchedTerms[slot] += 1;
      this.termScores[slot] = 0;
      this.inTerm[slot] = 0;
    }
    this.touched.length = 0;
  }

  endQuery(matched: readonly number[]): void {
    // A slot's total is set, not added to, when its first term matches.
    for (const slot of matched) this.matchedTerms[slot] = 0;
  }
}
