import { ERROR_CODE } from '../../../../../src/protocol/codes';
import {
  faqDetailsSchema,
  faqListSchema,
  faqTypeListSchema,
  LEGACY_FAQ_AUTHORIZATION,
  LEGACY_FAQ_COMPANY_ID,
  legacyFaqTypesSchema,
  legacyGuideDetailsSchema,
  legacyGuideListSchema,
} from '../../../../../src/protocol/faq';
import { DOCUMENTED_REST, LEGACY_FAQ_REST } from '../../../../../src/protocol/restCatalog';
import { LOCALE_CODES } from '../../../../../src/protocol/locales';
import { readEnvelope } from '../../../../../src/protocol/rest';
import type { Validator } from '../../../../../src/protocol/validate';
import { startLegacyFaqHost, type RunningLegacyFaqHost } from '../../../../support/legacyFaqHost';
import { newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../../../../support/sandbox';

const dataDir = newDataDir();
let sandbox: RunningSandbox;
let legacy: RunningLegacyFaqHost;
const CLIENT_ORIGIN = 'http://client.test:8080';

beforeAll(async () => {
  sandbox = await startSandboxIn(dataDir);
  legacy = await startLegacyFaqHost(dataDir, [CLIENT_ORIGIN]);
});
afterAll(async () => {
  await legacy?.close();
  await sandbox?.close();
  await removeDataDir(dataDir);
});

async function get<T>(base: string, path: string, schema: Validator<T>, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, headers: response.headers, result: readEnvelope(await response.json(), schema) };
}

async function data<T>(path: string, schema: Validator<T>): Promise<T> {
  const { result } = await get(sandbox.baseUrl, path, schema);
  if (!result.ok) throw new Error(`${path}: ${result.code} ${result.msg}`);
  return result.data;
}

describe('GET /api/v1/faq/type-list', () => {
  it.each(LOCALE_CODES)('lists at least 4 categories with their question counts in %s', async (language) => {
    const { types } = await data(`${DOCUMENTED_REST.faqTypeList}?app_key=demo&language=${language}`, faqTypeListSchema);
    expect(types.length).toBeGreaterThanOrEqual(4);
    for (const type of types.slice(0, 4)) expect(type.question_count).toBeGreaterThanOrEqual(3);
    expect(new Set(types.map((type) => type.name)).size).toBe(types.length);
  });

  it('answers in the language asked for, and in US English for an unknown or missing one', async () => {
    const names = async (query: string) =>
      (await data(`${DOCUMENTED_REST.faqTypeList}?app_key=demo${query}`, faqTypeListSchema)).types.map(
        (type) => type.name,
      );
    expect((await names('&language=JP'))[0]).toBe('アカウントとパスワード');
    expect((await names('&language=XX'))[0]).toBe('Account & password');
    expect(await names('')).toEqual(await names('&language=US'));
  });

  it('gives each product its own ids', async () => {
    const ids = async (appKey: string) =>
      (await data(`${DOCUMENTED_REST.faqTypeList}?app_key=${appKey}`, faqTypeListSchema)).types.map((type) => type.id);
    const [one, two] = [await ids('demo'), await ids('demo-faq')];
    expect(one.filter((id) => two.includes(id))).toEqual([]);
  });

  it.each([
    ['no app key', '', ERROR_CODE.parameterError, 400],
    ['an unknown app key', '?app_key=nope', ERROR_CODE.unsupportedProduct, 404],
  ])('refuses %s', async (_case, query, code, status) => {
    const response = await get(sandbox.baseUrl, `${DOCUMENTED_REST.faqTypeList}${query}`, faqTypeListSchema);
    expect(response).toMatchObject({ status, result: { ok: false, code } });
  });
});

describe('GET /api/v1/faq/list', () => {
  it('lists a category’s questions, each with a plain-text summary', async () => {
    const { types } = await data(`${DOCUMENTED_REST.faqTypeList}?app_key=demo&language=US`, faqTypeListSchema);
    const { list, total } = await data(
      `${DOCUMENTED_REST.faqList}?app_key=demo&language=US&type_id=${types[0].id}`,
      faqListSchema,
    );
    expect(total).toBe(types[0].question_count);
    expect(list.every((question) => question.type_id === types[0].id)).toBe(true);
    expect(list.map((question) => question.summary).join(' ')).not.toMatch(/[<>]/);
  });

  it('finds questions by keyword in titles and answers, ignoring case and width', async () => {
    const titles = async (query: string) =>
      (await data(`${DOCUMENTED_REST.faqList}?app_key=demo${query}`, faqListSchema)).list.map(
        (question) => question.title,
      );
    expect(await titles('&language=US&keyword=PASSWORD')).toContain('I forgot my password. How do I reset it?');
    expect(await titles('&language=US&keyword=10%20to%2020%20minutes')).toEqual(['How long does a withdrawal take?']);
    expect(await titles('&language=JP&keyword=%EF%BC%92%20%E6%AE%B5%E9%9A%8E')).toContain(
      '2 段階認証を有効にするには？',
    );
    expect(await titles('&language=RU&keyword=ПАРОЛЬ')).toContain('Я забыл пароль. Как его сбросить?');
    expect(await titles('&language=US&keyword=zzzz-nothing')).toEqual([]);
  });

  it('gives the top questions with top=1, and pages with page and page_size', async () => {
    const top = await data(`${DOCUMENTED_REST.faqList}?app_key=demo&top=1`, faqListSchema);
    const all = await data(`${DOCUMENTED_REST.faqList}?app_key=demo`, faqListSchema);
    expect(top.total).toBeGreaterThan(0);
    expect(top.total).toBeLessThan(all.total);
    const second = await data(`${DOCUMENTED_REST.faqList}?app_key=demo&page=2&page_size=5`, faqListSchema);
    expect(second.list.map((question) => question.id)).toEqual(all.list.slice(5, 10).map((question) => question.id));
    expect(second.total).toBe(all.total);
  });

  it.each([
    ['page_size over 50', '&page_size=51', ERROR_CODE.parameterError],
    ['page 0', '&page=0', ERROR_CODE.parameterError],
    ['a keyword over 100 characters', `&keyword=${'a'.repeat(101)}`, ERROR_CODE.parameterError],
    ['another product’s category', '&type_id=201', ERROR_CODE.notFound],
  ])('refuses %s', async (_case, query, code) => {
    const { result } = await get(sandbox.baseUrl, `${DOCUMENTED_REST.faqList}?app_key=demo${query}`, faqListSchema);
    expect(result).toMatchObject({ ok: false, code });
  });
});

describe('GET /api/v1/faq/details', () => {
  it('gives the answer as rich text with its date, in every language', async () => {
    const { list } = await data(`${DOCUMENTED_REST.faqList}?app_key=demo&top=1`, faqListSchema);
    for (const language of LOCALE_CODES) {
      const details = await data(
        `${DOCUMENTED_REST.faqDetails}?app_key=demo&id=${list[0].id}&language=${language}`,
        faqDetailsSchema,
      );
      expect(details).toMatchObject({ id: list[0].id, type_id: list[0].type_id });
      expect(details.content).toMatch(/<p>|<ul>/);
      expect(details.updated_at).toBeGreaterThan(0);
    }
  });

  it('serves the seeded hostile answer as stored (sanitising is the client’s job)', async () => {
    const { list } = await data(
      `${DOCUMENTED_REST.faqList}?app_key=demo&language=US&keyword=blank%20screen`,
      faqListSchema,
    );
    const details = await data(`${DOCUMENTED_REST.faqDetails}?app_key=demo&id=${list[0].id}`, faqDetailsSchema);
    expect(details.content).toContain('onerror=');
    expect(details.content).toContain('<script>');
    expect(details.content).toContain('javascript:');
  });

  it.each([
    ['no id', '', ERROR_CODE.parameterError],
    ['an unknown id', '&id=999999', ERROR_CODE.notFound],
    ['another product’s question', '&id=2001', ERROR_CODE.notFound],
  ])('refuses %s', async (_case, query, code) => {
    const { result } = await get(
      sandbox.baseUrl,
      `${DOCUMENTED_REST.faqDetails}?app_key=demo${query}`,
      faqDetailsSchema,
    );
    expect(result).toMatchObject({ ok: false, code });
  });
});

describe('the legacy FAQ host (spec §6)', () => {
  const fixed = { Authorization: LEGACY_FAQ_AUTHORIZATION, 'X-Company-Id': LEGACY_FAQ_COMPANY_ID };

  it('lists types and guides, and gives a guide, in the language asked for', async () => {
    const types = await get(legacy.baseUrl, `${LEGACY_FAQ_REST.getType}?language=TH`, legacyFaqTypesSchema, fixed);
    expect(types.result).toMatchObject({
      ok: true,
      data: { types: expect.arrayContaining([{ id: '1', name: 'บัญชีและรหัสผ่าน' }]) },
    });
    const guides = await get(legacy.baseUrl, `${LEGACY_FAQ_REST.findGuide}?language=US`, legacyGuideListSchema, fixed);
    if (!guides.result.ok) throw new Error('find-guide failed');
    expect(guides.result.data.guides.length).toBeGreaterThan(0);
    const first = guides.result.data.guides[0];
    const guide = await get(
      legacy.baseUrl,
      `${LEGACY_FAQ_REST.get}?id=${first.id}&language=US`,
      legacyGuideDetailsSchema,
      fixed,
    );
    expect(guide.result).toMatchObject({ ok: true, data: { id: first.id, title: first.title } });
  });

  it.each([
    ['no headers', {}],
    ['a wrong Authorization', { ...fixed, Authorization: 'Bearer user-token' }],
    ['no company id', { Authorization: LEGACY_FAQ_AUTHORIZATION }],
    ['another company id', { ...fixed, 'X-Company-Id': '999' }],
  ])('answers %s with a 401 envelope', async (_case, headers) => {
    for (const path of Object.values(LEGACY_FAQ_REST)) {
      const response = await get(legacy.baseUrl, `${path}?id=1`, legacyFaqTypesSchema, headers);
      expect(response).toMatchObject({ status: 401, result: { ok: false, code: ERROR_CODE.authFailed } });
    }
  });

  it('lets the client origin through CORS, preflight included, and no other origin', async () => {
    const preflight = await fetch(`${legacy.baseUrl}${LEGACY_FAQ_REST.getType}`, {
      method: 'OPTIONS',
      headers: {
        Origin: CLIENT_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-company-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization.*x-company-id/);
    const allowed = await get(legacy.baseUrl, LEGACY_FAQ_REST.getType, legacyFaqTypesSchema, {
      ...fixed,
      Origin: CLIENT_ORIGIN,
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    const other = await get(legacy.baseUrl, LEGACY_FAQ_REST.getType, legacyFaqTypesSchema, {
      ...fixed,
      Origin: 'https://evil.test',
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is also served on the sandbox’s own origin, for builds without VITE_LEGACY_FAQ_BASE', async () => {
    const response = await get(
      sandbox.baseUrl,
      `${LEGACY_FAQ_REST.findGuide}?language=JP`,
      legacyGuideListSchema,
      fixed,
    );
    expect(response.result).toMatchObject({ ok: true });
  });

  it('answers unknown paths with a notFound envelope', async () => {
    const response = await get(legacy.baseUrl, '/customer/v1/nope', legacyFaqTypesSchema, fixed);
    expect(response).toMatchObject({ status: 404, result: { ok: false, code: ERROR_CODE.notFound } });
  });
});
