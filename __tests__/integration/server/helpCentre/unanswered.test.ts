/**
 * The questions nothing answered (faq_unanswered, noted by the assistant through faq.noteUnanswered),
 * as editors list them, and one added as a phrasing of an article: published at once, gone from the
 * list, and answered by the assistant from then on.
 */
import { sameQuestionKey } from '../../../../server/ai/sameQuestion';
import { FAQ_PHRASINGS } from '../../../../server/faq/content/phrasings';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import {
  HELP_CENTRE_REST,
  type EditableArticle,
  type UnansweredList,
} from '../../../../src/protocol/helpCentreEditing';
import { signInAgent } from '../../../support/agentSocket';
import { editorGet, editorPost, noteUnansweredIn } from '../../../support/helpCentre';
import { askAi } from '../../../support/orders';
import { connectAs, newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../../../support/sandbox';
import { storeForTests } from '../../../support/testStore';

const APP_CRASH = '1013';
const ZORBLAX = 'the zorblax wheel keeps spinning forever';
const AT = 1_790_000_000_000;

const dataDir = newDataDir('help-centre-unanswered-');
let sandbox: RunningSandbox;
let ann: string;

beforeAll(async () => {
  await noteUnansweredIn(dataDir, [
    { productId: '1', language: 'US', key: 'zorblax wheel', text: 'zorblax wheel?', times: 2, at: AT },
    { productId: '1', language: 'US', key: 'zorblax wheel', text: ZORBLAX, at: AT + 10 },
    { productId: '1', language: 'US', key: 'lunch menu', text: 'what is for lunch', times: 3, at: AT + 5 },
    { productId: '1', language: 'US', key: 'parking', text: 'where do I park', at: AT + 20 },
    { productId: '1', language: 'JP', key: 'ランチ', text: '昼ご飯は何', at: AT },
    { productId: '2', language: 'US', key: 'other product', text: 'another product’s question', at: AT },
  ]);
  sandbox = await startSandboxIn(dataDir);
  ({ token: ann } = await signInAgent(sandbox, 'ann'));
});

afterAll(async () => {
  await sandbox?.close();
  await removeDataDir(dataDir);
});

const unanswered = async (productId = '1', language = 'US') =>
  (await editorGet<UnansweredList>(sandbox, HELP_CENTRE_REST.unanswered, ann, { product_id: productId, language })).data
    .questions;

async function askAs(username: string, question: string) {
  const socket = await connectAs(sandbox, { username });
  try {
    return (await askAi(socket, question)).data;
  } finally {
    await socket.close();
  }
}

describe('unanswered questions', () => {
  it('are listed per product and language, most asked first (then latest), with their latest wording', async () => {
    expect(await unanswered()).toEqual([
      { key: 'zorblax wheel', text: ZORBLAX, count: 3, last_asked_at: AT + 10 },
      { key: 'lunch menu', text: 'what is for lunch', count: 3, last_asked_at: AT + 7 },
      { key: 'parking', text: 'where do I park', count: 1, last_asked_at: AT + 20 },
    ]);
    expect((await unanswered('1', 'JP')).map((question) => question.key)).toEqual(['ランチ']);
    expect((await unanswered('2')).map((question) => question.key)).toEqual(['other product']);
  });

  it('become a published phrasing of an article in one action, and leave the list', async () => {
    // The assistant's index is built before the change: the phrasing reaches it by the re-read.
    expect((await askAs('alice', ZORBLAX)).sources?.[0]?.id).not.toBe(APP_CRASH);

    const added = await editorPost(sandbox, HELP_CENTRE_REST.addPhrasing, ann, {
      product_id: '1',
      id: APP_CRASH,
      language: 'US',
      key: 'zorblax wheel',
    });
    expect(added).toMatchObject({ code: ERROR_CODE.ok, data: {} });

    // Alice's question before the change was noted by the assistant itself, under its own words.
    expect((await unanswered()).map((question) => question.key)).toEqual([
      'lunch menu',
      sameQuestionKey(ZORBLAX),
      'parking',
    ]);
    const article = (
      await editorGet<EditableArticle>(sandbox, HELP_CENTRE_REST.article, ann, {
        product_id: '1',
        id: APP_CRASH,
        language: 'US',
      })
    ).data;
    expect(article.published?.phrasings).toEqual([...FAQ_PHRASINGS.US.appCrash, ZORBLAX]);
    expect(article.revisions[0]).toMatchObject({ state: 'published', editor: 'Ann' });
    expect(article.draft).toBeNull();
    expect((await askAs('bob', ZORBLAX)).sources?.[0]?.id).toBe(APP_CRASH);
  });

  it('go into a pending draft too, which stays the newest revision', async () => {
    const draft = {
      product_id: '1',
      id: APP_CRASH,
      type_id: '105',
      language: 'US',
      title: 'The app closes by itself (new)',
      content: '<p>Update the app.</p>',
      phrasings: ['app crash'],
    };
    await editorPost(sandbox, HELP_CENTRE_REST.saveDraft, ann, draft);
    await editorPost(sandbox, HELP_CENTRE_REST.addPhrasing, ann, {
      product_id: '1',
      id: APP_CRASH,
      language: 'US',
      key: 'parking',
    });
    const article = (
      await editorGet<EditableArticle>(sandbox, HELP_CENTRE_REST.article, ann, {
        product_id: '1',
        id: APP_CRASH,
        language: 'US',
      })
    ).data;
    expect(article.draft).toMatchObject({ title: draft.title, phrasings: ['app crash', 'where do I park'] });
    expect(article.published?.phrasings.at(-1)).toBe('where do I park');
    expect(article.revisions.slice(0, 3).map((revision) => revision.state)).toEqual(['draft', 'published', 'draft']);
  });

  it.each([
    ['an unknown key', { key: 'never asked' }, ERROR_CODE.notFound],
    ['another language’s key', { key: 'ランチ' }, ERROR_CODE.notFound],
    ['an unknown article', { id: 'nope' }, ERROR_CODE.notFound],
  ])('refuses %s', async (_name, overrides, code) => {
    const body = { product_id: '1', id: APP_CRASH, language: 'US', key: 'lunch menu', ...overrides };
    expect((await editorPost(sandbox, HELP_CENTRE_REST.addPhrasing, ann, body)).code).toBe(code);
  });

  it('refuses an article not published yet in the language, and keeps the question', async () => {
    const created = await editorPost<{ id: string }>(sandbox, HELP_CENTRE_REST.saveDraft, ann, {
      product_id: '1',
      type_id: '105',
      language: 'US',
      title: 'Lunch',
      content: '',
      phrasings: [],
    });
    const body = { product_id: '1', id: created.data.id, language: 'US', key: 'lunch menu' };
    expect((await editorPost(sandbox, HELP_CENTRE_REST.addPhrasing, ann, body)).code).toBe(ERROR_CODE.parameterError);
    expect((await unanswered()).map((question) => question.key)).toContain('lunch menu');
  });
});

describe('faq.noteUnanswered', () => {
  const opened = storeForTests('help-centre-note-unanswered-');

  it('counts a question asked again under its key, keeping its latest wording and time', async () => {
    const { faq, faqEditing } = opened().store;
    await faq.noteUnanswered('3', 'VN', 'k', 'first words', 100);
    await faq.noteUnanswered('3', 'VN', 'k', 'second words', 200);
    await faq.noteUnanswered('3', 'BR', 'k', 'elsewhere', 300);
    expect(await faqEditing.unanswered('3', 'VN')).toEqual([
      { key: 'k', text: 'second words', count: 2, last_asked_at: 200 },
    ]);
  });
});
