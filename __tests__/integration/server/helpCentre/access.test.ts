/**
 * Who may use the help-centre editor (docs/protocol.md, "Help-centre editing"): any signed-in agent
 * reads, only an editor (ann in the demo seed) writes; ben gets `forbidden`; customers, no token and an
 * ended agent token are refused as sessions are.
 */
import { DEMO_PRODUCTS } from '../../../../server/db/seed';
import { AGENT_REST } from '../../../../src/protocol/agentFrames';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { HELP_CENTRE_REST } from '../../../../src/protocol/helpCentreEditing';
import { HEADERS } from '../../../../src/protocol/identifiers';
import { signInAgent } from '../../../support/agentSocket';
import { editorGet, editorPost } from '../../../support/helpCentre';
import { login, startSandbox, type RunningSandbox } from '../../../support/sandbox';

const ARTICLE = '1010';

const READS = [
  [HELP_CENTRE_REST.products, {}],
  [HELP_CENTRE_REST.articles, { product_id: '1', language: 'US' }],
  [HELP_CENTRE_REST.article, { product_id: '1', id: ARTICLE, language: 'US' }],
  [HELP_CENTRE_REST.unanswered, { product_id: '1', language: 'US' }],
] as const;

const WRITES = [
  [
    HELP_CENTRE_REST.saveDraft,
    {
      product_id: '1',
      id: ARTICLE,
      type_id: '104',
      language: 'US',
      title: 'Two-step, edited',
      content: '<p>Edited.</p>',
      phrasings: [],
    },
  ],
  [HELP_CENTRE_REST.publish, { product_id: '1', id: ARTICLE, language: 'US' }],
  [HELP_CENTRE_REST.addPhrasing, { product_id: '1', id: ARTICLE, language: 'US', key: 'nothing asked' }],
] as const;

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(() => sandbox?.close());

const readCodes = async (token: string | undefined) =>
  Promise.all(READS.map(async ([path, query]) => (await editorGet(sandbox, path, token, query)).code));

async function writeAnswers(token: string | undefined) {
  const answers = [];
  for (const [path, body] of WRITES) answers.push(await editorPost(sandbox, path, token, body));
  return answers;
}

describe('the help-centre editor', () => {
  it('tells the console whether the agent may edit, with the article list', async () => {
    const canEdit = async (agent: string) => {
      const { token } = await signInAgent(sandbox, agent);
      const list = await editorGet<{ can_edit: boolean }>(sandbox, HELP_CENTRE_REST.articles, token, READS[1][1]);
      return list.data?.can_edit;
    };
    expect([await canEdit('ann'), await canEdit('ben')]).toEqual([true, false]);
  });

  it('lists the products of the agent’s company by id, with their names, for the console to pick from', async () => {
    const { token } = await signInAgent(sandbox, 'ben');
    const list = await editorGet<{ products: { id: string; name: string }[] }>(
      sandbox,
      HELP_CENTRE_REST.products,
      token,
      {},
    );
    expect(list.data?.products).toEqual(
      DEMO_PRODUCTS.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('lets an agent without the editor role read, and refuses their writes with forbidden (403)', async () => {
    const { token } = await signInAgent(sandbox, 'ben');
    expect(await readCodes(token)).toEqual(READS.map(() => ERROR_CODE.ok));
    const answers = await writeAnswers(token);
    expect(answers.map(({ code, status }) => [code, status])).toEqual(WRITES.map(() => [ERROR_CODE.forbidden, 403]));
    const article = await editorGet(sandbox, HELP_CENTRE_REST.article, token, READS[2][1]);
    expect(article.data).toMatchObject({ draft: null, revisions: [] });
  });

  it('refuses a forbidden write before reading its body', async () => {
    const { token } = await signInAgent(sandbox, 'ben');
    expect((await editorPost(sandbox, HELP_CENTRE_REST.publish, token, 'not an object')).code).toBe(
      ERROR_CODE.forbidden,
    );
  });

  it('lets the editor read and write', async () => {
    const { token } = await signInAgent(sandbox, 'ann');
    expect(await readCodes(token)).toEqual(READS.map(() => ERROR_CODE.ok));
    const [saved, published, phrasing] = await writeAnswers(token);
    expect([saved.code, published.code]).toEqual([ERROR_CODE.ok, ERROR_CODE.ok]);
    // Nothing was asked under that key: the editor may, there is just nothing to add.
    expect(phrasing.code).toBe(ERROR_CODE.notFound);
  });

  it.each([
    ['a customer', async () => (await login(sandbox.baseUrl)).token],
    ['no one', async () => undefined],
    ['an unknown token', async () => 'f'.repeat(64)],
  ])('refuses %s with tokenInvalid, reads and writes alike', async (_name, tokenOf) => {
    const token = await tokenOf();
    expect(await readCodes(token)).toEqual(READS.map(() => ERROR_CODE.tokenInvalid));
    expect((await writeAnswers(token)).map((answer) => answer.code)).toEqual(WRITES.map(() => ERROR_CODE.tokenInvalid));
  });

  it('refuses a signed-out editor’s token with tokenExpired', async () => {
    const { token } = await signInAgent(sandbox, 'ann');
    await fetch(`${sandbox.baseUrl}${AGENT_REST.logout}`, { method: 'POST', headers: { [HEADERS.token]: token } });
    expect(await readCodes(token)).toEqual(READS.map(() => ERROR_CODE.tokenExpired));
    expect((await writeAnswers(token)).map((answer) => answer.code)).toEqual(WRITES.map(() => ERROR_CODE.tokenExpired));
  });
});

describe('without the agent console (AGENT_CONSOLE=off)', () => {
  let off: RunningSandbox;

  beforeAll(async () => {
    off = await startSandbox({ agentConsole: false });
  });

  afterAll(() => off?.close());

  it('answers every help-centre call with notFound (404)', async () => {
    for (const [path, query] of READS) expect((await editorGet(off, path, undefined, query)).status).toBe(404);
    for (const [path, body] of WRITES) expect((await editorPost(off, path, undefined, body)).status).toBe(404);
  });
});
