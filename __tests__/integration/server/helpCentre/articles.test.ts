/**
 * The help-centre editor (docs/protocol.md, "Help-centre editing") as the agent console drives it, and
 * what customers and the assistant see meanwhile: a draft changes nothing for them, a publish changes
 * both at once; a new article stays invisible until published; the answer's HTML is sanitized on save.
 */
import { FAQ_CONTENT } from '../../../../server/faq/content';
import { FAQ_PHRASINGS } from '../../../../server/faq/content/phrasings';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import type { FaqDetails, FaqList, FaqTypeList } from '../../../../src/protocol/faq';
import {
  HELP_CENTRE_LIMITS,
  HELP_CENTRE_REST,
  type ArticleList,
  type EditableArticle,
} from '../../../../src/protocol/helpCentreEditing';
import { DOCUMENTED_REST } from '../../../../src/protocol/restCatalog';
import { signInAgent } from '../../../support/agentSocket';
import { editorGet, editorPost } from '../../../support/helpCentre';
import { askAi } from '../../../support/orders';
import { connectAs, startSandbox, type RunningSandbox } from '../../../support/sandbox';

/** Product 1 (demo): article and category ids as the seed numbers them (server/faq/seedFaq.ts). */
const WITHDRAWAL_TIME = '1007';
const TWO_STEP = '1010';
const APP_CATEGORY = '105';

let sandbox: RunningSandbox;
let ann: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ token: ann } = await signInAgent(sandbox, 'ann'));
});

afterAll(() => sandbox?.close());

const articles = async (query: Record<string, string> = {}) =>
  (await editorGet<ArticleList>(sandbox, HELP_CENTRE_REST.articles, ann, { product_id: '1', language: 'US', ...query }))
    .data.articles;

const articleOf = async (id: string, language = 'US') =>
  (await editorGet<EditableArticle>(sandbox, HELP_CENTRE_REST.article, ann, { product_id: '1', id, language })).data;

const draft = (overrides: Record<string, unknown> = {}) => ({
  product_id: '1',
  type_id: APP_CATEGORY,
  language: 'US',
  title: 'A title',
  content: '<p>An answer.</p>',
  phrasings: [],
  ...overrides,
});

async function customerCall<T>(path: string, query: Record<string, string>) {
  const response = await fetch(`${sandbox.baseUrl}${path}?${new URLSearchParams({ app_key: 'demo', ...query })}`);
  return (await response.json()) as { code: number; data: T };
}

/** The assistant's answer to one customer's question over the customer socket. */
async function askAs(username: string, question: string) {
  const socket = await connectAs(sandbox, { username });
  try {
    return (await askAi(socket, question)).data;
  } finally {
    await socket.close();
  }
}

describe('reading the help centre as an editor', () => {
  it('lists every article of the product in display order, published, without drafts', async () => {
    const listed = await articles();
    expect(listed).toHaveLength(14);
    expect(listed[0]).toEqual({
      id: '1001',
      type_id: '101',
      title: FAQ_CONTENT.US.questions.forgotPassword.title,
      status: 'published',
      has_draft: false,
      updated_at: expect.any(Number),
    });
  });

  it.each([
    ['a title, in any case', FAQ_CONTENT.US.questions.twoStep.title.toUpperCase(), TWO_STEP],
    ['an answer’s text', 'authenticator app', TWO_STEP],
    ['a phrasing', FAQ_PHRASINGS.US.twoStep[0], TWO_STEP],
  ])('searches %s', async (_name, q, id) => {
    expect((await articles({ q })).map((article) => article.id)).toContain(id);
  });

  it('finds nothing for words no article has, and everything for an empty query', async () => {
    expect(await articles({ q: 'zorblax quintessence' })).toEqual([]);
    expect(await articles({ q: '' })).toHaveLength(14);
  });

  it('reads an article: its published text and phrasings in the language, no draft, no revisions yet', async () => {
    expect(await articleOf(TWO_STEP, 'JP')).toEqual({
      id: TWO_STEP,
      type_id: '104',
      status: 'published',
      published: {
        title: FAQ_CONTENT.JP.questions.twoStep.title,
        content: expect.stringContaining('<p>'),
        phrasings: [...FAQ_PHRASINGS.JP.twoStep],
      },
      draft: null,
      revisions: [],
    });
  });

  it('answers notFound for another product’s or an unknown article, unsupportedProduct for an unknown product', async () => {
    const get = (query: Record<string, string>) => editorGet(sandbox, HELP_CENTRE_REST.article, ann, query);
    expect((await get({ product_id: '2', id: TWO_STEP, language: 'US' })).code).toBe(ERROR_CODE.notFound);
    expect((await get({ product_id: '1', id: 'nope', language: 'US' })).code).toBe(ERROR_CODE.notFound);
    expect((await get({ product_id: '99', id: TWO_STEP, language: 'US' })).code).toBe(ERROR_CODE.unsupportedProduct);
    expect((await get({ product_id: '1', id: TWO_STEP, language: 'xx' })).code).toBe(ERROR_CODE.parameterError);
  });
});

describe('a draft, then its publish', () => {
  const edited = {
    id: WITHDRAWAL_TIME,
    type_id: '103',
    title: 'How long does a withdrawal take now?',
    content: '<p>Withdrawals now arrive within <b>3 minutes</b>.</p>',
    phrasings: ['when does my cash out land'],
  };

  it('reaches neither customers nor the assistant; the editor sees it as the pending draft', async () => {
    const saved = await editorPost(sandbox, HELP_CENTRE_REST.saveDraft, ann, draft(edited));
    expect(saved).toMatchObject({ code: ERROR_CODE.ok, data: { id: WITHDRAWAL_TIME } });

    const article = await articleOf(WITHDRAWAL_TIME);
    expect(article.draft).toEqual({
      title: edited.title,
      content: edited.content,
      phrasings: edited.phrasings,
      editor: 'Ann',
      saved_at: expect.any(Number),
    });
    expect(article.published?.title).toBe(FAQ_CONTENT.US.questions.withdrawalTime.title);
    expect(article.revisions).toEqual([
      { id: expect.any(String), state: 'draft', editor: 'Ann', at: expect.any(Number) },
    ]);
    expect((await articles()).find((listed) => listed.id === WITHDRAWAL_TIME)).toMatchObject({
      title: edited.title,
      has_draft: true,
      status: 'published',
    });

    const details = await customerCall<FaqDetails>(DOCUMENTED_REST.faqDetails, { id: WITHDRAWAL_TIME, language: 'US' });
    expect(details.data.title).toBe(FAQ_CONTENT.US.questions.withdrawalTime.title);
    const answer = await askAs('alice', 'How long does a withdrawal take?');
    expect(answer.sources?.[0]?.id).toBe(WITHDRAWAL_TIME);
    expect(answer.text).toContain('10 to 20 minutes');
  });

  it('publishes to customers and the assistant at once, as a published revision', async () => {
    const published = await editorPost<{ published_at: number }>(sandbox, HELP_CENTRE_REST.publish, ann, {
      product_id: '1',
      id: WITHDRAWAL_TIME,
      language: 'US',
    });
    expect(published.code).toBe(ERROR_CODE.ok);

    const details = await customerCall<FaqDetails>(DOCUMENTED_REST.faqDetails, { id: WITHDRAWAL_TIME, language: 'US' });
    expect(details.data).toMatchObject({
      title: edited.title,
      content: edited.content,
      updated_at: published.data.published_at,
    });
    const answer = await askAs('bob', 'How long does a withdrawal take?');
    expect(answer.sources?.[0]).toEqual({ id: WITHDRAWAL_TIME, title: edited.title });
    expect(answer.text).toContain('3 minutes');

    const article = await articleOf(WITHDRAWAL_TIME);
    expect(article).toMatchObject({
      published: { title: edited.title, content: edited.content, phrasings: edited.phrasings },
      draft: null,
    });
    expect(article.revisions.map((revision) => revision.state)).toEqual(['published', 'draft']);
    expect((await articles()).find((listed) => listed.id === WITHDRAWAL_TIME)?.has_draft).toBe(false);
    // Other languages keep their own text.
    expect((await articleOf(WITHDRAWAL_TIME, 'JP')).published?.title).toBe(
      FAQ_CONTENT.JP.questions.withdrawalTime.title,
    );
  });

  it('has nothing to publish once the draft is published', async () => {
    const again = await editorPost(sandbox, HELP_CENTRE_REST.publish, ann, {
      product_id: '1',
      id: WITHDRAWAL_TIME,
      language: 'US',
    });
    expect(again.code).toBe(ERROR_CODE.notFound);
  });
});

describe('a new article', () => {
  let id = '';
  const loyalty = {
    title: 'How do I link my loyalty card?',
    content: '<p>Open <b>Wallet → Loyalty</b> and scan the card’s barcode.</p>',
    phrasings: ['connect my loyalty card'],
  };

  const typeCount = async (language = 'US') =>
    (await customerCall<FaqTypeList>(DOCUMENTED_REST.faqTypeList, { language })).data.types.find(
      (type) => type.id === APP_CATEGORY,
    )?.question_count;
  const listedIds = async (language = 'US') =>
    (await customerCall<FaqList>(DOCUMENTED_REST.faqList, { language, type_id: APP_CATEGORY })).data.list.map(
      (question) => question.id,
    );

  it('is a draft at the end of its category that customers and the assistant do not see', async () => {
    const saved = await editorPost<{ id: string }>(sandbox, HELP_CENTRE_REST.saveDraft, ann, draft(loyalty));
    id = saved.data.id;
    expect(id).toMatch(/^1-[0-9a-f]{12}$/);
    expect(await articleOf(id)).toMatchObject({ id, type_id: APP_CATEGORY, status: 'draft', published: null });
    expect((await articles()).at(-1)).toMatchObject({ id, status: 'draft', has_draft: true, title: loyalty.title });

    expect((await customerCall(DOCUMENTED_REST.faqDetails, { id, language: 'US' })).code).toBe(ERROR_CODE.notFound);
    expect(await listedIds()).not.toContain(id);
    expect(await typeCount()).toBe(2);
    const answer = await askAs('chloe', 'How do I link my loyalty card?');
    expect((answer.sources ?? []).map((source) => source.id)).not.toContain(id);
  });

  it('is shown and answered once published', async () => {
    await editorPost(sandbox, HELP_CENTRE_REST.publish, ann, { product_id: '1', id, language: 'US' });
    expect((await customerCall<FaqDetails>(DOCUMENTED_REST.faqDetails, { id, language: 'US' })).data.title).toBe(
      loyalty.title,
    );
    expect(await listedIds()).toContain(id);
    expect(await typeCount()).toBe(3);
    const answer = await askAs('alice', 'How can I link my loyalty card?');
    expect(answer.sources?.[0]).toEqual({ id, title: loyalty.title });
    expect(answer.text).toContain('scan the card');
  });

  it('written in one language only, is not shown in another that has no text of it', async () => {
    const saved = await editorPost<{ id: string }>(
      sandbox,
      HELP_CENTRE_REST.saveDraft,
      ann,
      draft({ language: 'JP', title: 'ポイントカードの登録', content: '<p>ウォレットから登録します。</p>' }),
    );
    await editorPost(sandbox, HELP_CENTRE_REST.publish, ann, { product_id: '1', id: saved.data.id, language: 'JP' });
    expect(await listedIds('JP')).toContain(saved.data.id);
    expect(await listedIds('BR')).not.toContain(saved.data.id);
    expect(await typeCount('BR')).toBe(3);
    expect(await typeCount('JP')).toBe(4);
  });
});

describe('what an editor saves', () => {
  it('is sanitized to what the client renders: no script, no event handler, http(s) links only', async () => {
    const saved = await editorPost<{ id: string }>(
      sandbox,
      HELP_CENTRE_REST.saveDraft,
      ann,
      draft({
        title: '  Hostile  ',
        content:
          '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a> <a href="https://example.com/help">good</a></p>' +
          '<iframe src="https://evil.example"></iframe>',
        phrasings: [' hostile ', 'Hostile', ''],
      }),
    );
    expect((await articleOf(saved.data.id)).draft).toMatchObject({
      title: 'Hostile',
      content: '<p>Hi<a>bad</a> <a href="https://example.com/help">good</a></p>',
      phrasings: ['hostile'],
    });
  });

  it.each([
    ['an empty title', { title: ' ' }],
    ['a title over the limit', { title: 't'.repeat(HELP_CENTRE_LIMITS.titleMaxChars + 1) }],
    ['an answer over the limit', { content: 'c'.repeat(HELP_CENTRE_LIMITS.contentMaxChars + 1) }],
    ['too many phrasings', { phrasings: Array.from({ length: 31 }, (_, index) => `q${index}`) }],
    ['a phrasing over the limit', { phrasings: ['p'.repeat(HELP_CENTRE_LIMITS.phrasingMaxChars + 1)] }],
    ['no phrasings array', { phrasings: 'one' }],
    ['a language that is no locale code', { language: 'EN' }],
    ['another category than the article’s', { id: TWO_STEP, type_id: APP_CATEGORY }],
  ])('refuses %s with parameterError', async (_name, overrides) => {
    expect((await editorPost(sandbox, HELP_CENTRE_REST.saveDraft, ann, draft(overrides))).code).toBe(
      ERROR_CODE.parameterError,
    );
  });

  it.each([
    ['an unknown category', { type_id: '999' }, ERROR_CODE.notFound],
    ['another product’s category', { type_id: '205' }, ERROR_CODE.notFound],
    ['an unknown article', { id: 'nope' }, ERROR_CODE.notFound],
    ['an unknown product', { product_id: '99' }, ERROR_CODE.unsupportedProduct],
  ])('refuses %s', async (_name, overrides, code) => {
    expect((await editorPost(sandbox, HELP_CENTRE_REST.saveDraft, ann, draft(overrides))).code).toBe(code);
  });
});
