import MiniSearch from 'minisearch';
import { Bm25Index, type Bm25Options } from '../../../../../server/ai/knowledge/bm25Index';

/** Documents of two fields, already split into terms: the ways a question is asked, and its answer. */
interface Doc {
  id: string;
  questions: string[];
  answer: string[];
}

const words = (text: string) => text.split(' ').filter((word) => word.length > 0);
const doc = (id: string, questions: string, answer: string): Doc => ({
  id,
  questions: words(questions),
  answer: words(answer),
});

const DOCS: Doc[] = [
  doc('password', 'forgot password reset password', 'tap forgot password on the sign in screen'),
  doc('withdrawal', 'withdrawal time when withdrawal arrive', 'withdrawals arrive within minutes'),
  doc('deposit', 'deposit missing deposit not arrived', 'deposits arrive within five minutes of payment'),
  doc('twoStep', 'authenticator setup verification', 'open settings security verification authenticator'),
  doc('crash', 'app crashes crashing closes', 'update the app then restart'),
  doc('phone', 'change phone number', 'open settings and change the number'),
];

const OPTIONS: Bm25Options = {
  fieldBoosts: [1, 0.4],
  maxEdits: (term) => (term.length >= 5 ? 1 : 0),
  prefix: (term) => term.length >= 5,
  weights: { fuzzy: 0.6, prefix: 0.5 },
  expands: true,
};

/** The same index in MiniSearch 7 with the same options: the scores the assistant's thresholds were measured on. */
function miniSearchOf(docs: readonly Doc[], options: Bm25Options): MiniSearch<Doc> {
  const search = new MiniSearch<Doc>({
    fields: ['questions', 'answer'],
    extractField: (document, field) => document[field as keyof Doc],
    stringifyField: (value) => (value as string[]).join(' '),
    tokenize: words,
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => [...new Set(words(text))],
      processTerm: (term) => term,
      combineWith: 'OR',
      fuzzy: (term) => options.maxEdits(term) || false,
      prefix: (term) => options.prefix(term),
      weights: options.weights,
      boost: { questions: options.fieldBoosts[0], answer: options.fieldBoosts[1] },
    },
  });
  search.addAll(docs);
  return search;
}

function indexOf(docs: readonly Doc[], options = OPTIONS): Bm25Index {
  const index = new Bm25Index(options);
  for (const { id, questions, answer } of docs) index.put(id, [questions, answer]);
  return index;
}

const searchOf = (index: Bm25Index, query: string) => index.search([...new Set(words(query))]);
const miniSearchResults = (search: MiniSearch<Doc>, query: string) =>
  search
    .search(query)
    .map((result) => ({ id: result.id, score: result.score, matchedTerms: result.queryTerms.length }));

const QUERIES = [
  'forgot password',
  'password password reset',
  'withdrawal arrive',
  'withdrawl arive',
  'verificaton',
  'crash',
  'crashes restart',
  'deposit minutes',
  'settings',
  'open the app settings change number',
  'authent',
  'banana',
];

describe('Bm25Index', () => {
  it.each(QUERIES)('scores %j as MiniSearch does, to the bit, in its order', (query) => {
    expect(searchOf(indexOf(DOCS), query)).toEqual(miniSearchResults(miniSearchOf(DOCS, OPTIONS), query));
  });

  it.each(QUERIES)('scores %j as MiniSearch does where terms match exactly only', (query) => {
    const exact: Bm25Options = { ...OPTIONS, maxEdits: () => 0, prefix: () => false, expands: false };
    expect(searchOf(indexOf(DOCS, exact), query)).toEqual(miniSearchResults(miniSearchOf(DOCS, exact), query));
  });

  it('scores a replaced document as MiniSearch does once it has cleaned up', async () => {
    const index = indexOf(DOCS);
    const search = miniSearchOf(DOCS, OPTIONS);
    const edited = doc('password', 'lost password recover account', 'use the recovery link we send');
    index.put(edited.id, [edited.questions, edited.answer]);
    search.replace(edited);
    await search.vacuum({ batchWait: 0 });
    for (const query of [...QUERIES, 'recover lost account', 'recovery link'])
      expect(searchOf(index, query)).toEqual(miniSearchResults(search, query));
  });

  it('lists equal scores in the order the documents were put, a replaced one as put last', () => {
    const copies = ['first', 'second', 'third'].map((id) => doc(id, 'deposit missing', 'wait five minutes'));
    const index = indexOf(copies);
    expect(searchOf(index, 'deposit').map(({ id }) => id)).toEqual(['first', 'second', 'third']);
    index.put('first', [copies[0].questions, copies[0].answer]);
    expect(searchOf(index, 'deposit').map(({ id }) => id)).toEqual(['second', 'third', 'first']);
  });

  it('forgets a removed document: it is never found, and no longer counts in the others’ scores', () => {
    const index = indexOf(DOCS);
    index.remove('crash');
    index.remove('no such document');
    expect(searchOf(index, 'app crashes restart')).toEqual([]);
    for (const query of QUERIES)
      expect(searchOf(index, query)).toEqual(searchOf(indexOf(DOCS.filter(({ id }) => id !== 'crash')), query));
  });

  it('no longer finds a removed document’s words within edits or as a prefix', () => {
    const index = indexOf(DOCS);
    index.remove('twoStep');
    expect(searchOf(index, 'verificaton authent')).toEqual([]);
  });

  it('finds a document again once it is put back', () => {
    const index = indexOf(DOCS);
    index.remove('crash');
    index.put('crash', [words('app crashes crashing closes'), words('update the app then restart')]);
    expect(searchOf(index, 'crashes').map(({ id }) => id)).toEqual(['crash']);
  });

  it('keeps nothing of one search for the next', () => {
    const index = indexOf(DOCS);
    const first = searchOf(index, 'open the app settings change number');
    searchOf(index, 'deposit minutes withdrawal');
    expect(searchOf(index, 'open the app settings change number')).toEqual(first);
  });

  it('lists the best few as the head of the whole list', () => {
    const index = indexOf(DOCS);
    const all = searchOf(index, 'open the app settings change number');
    expect(all.length).toBeGreaterThan(3);
    expect(index.search(words('open the app settings change number'), 3)).toEqual(all.slice(0, 3));
  });

  it('counts a query term matched through another word once', () => {
    const [best] = searchOf(indexOf(DOCS), 'withdrawl banana');
    expect(best).toMatchObject({ id: 'withdrawal', matchedTerms: 1 });
  });

  it('finds nothing in an empty index, or without terms', () => {
    expect(searchOf(indexOf([]), 'password')).toEqual([]);
    expect(indexOf(DOCS).search([])).toEqual([]);
  });
});
