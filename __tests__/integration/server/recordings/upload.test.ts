/**
 * Field recordings, uploaded and read back (docs/protocol.md, "Field recordings"): a customer's page
 * uploads gzipped chunks into its own recording, idempotently, across a reload; an agent of the
 * company reads the assembled file, and each read is logged.
 */
import { gzipSync } from 'node:zlib';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import {
  RECORDING_LIMITS,
  RECORDING_REST,
  recordingListSchema,
  recordingViewsSchema,
} from '../../../../src/protocol/recordings';
import { readEnvelope } from '../../../../src/protocol/rest';
import { signInAgent } from '../../../support/agentSocket';
import { agentGet, chunkOf, gzipJson, newRecordingId, putChunk } from '../../../support/recordings';
import { login, startSandbox, type RunningSandbox } from '../../../support/sandbox';

const STARTED_AT = 1_790_000_000_000;
const RELOADED_AT = STARTED_AT + 60_000;

let sandbox: RunningSandbox;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let annToken: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  alice = await login(sandbox.baseUrl);
  bob = await login(sandbox.baseUrl, { username: 'bob' });
  ({ token: annToken } = await signInAgent(sandbox, 'ann'));
});

afterAll(() => sandbox?.close());

const put = (token: string, id: string, page: number, chunk: number, body: unknown, reason?: string) =>
  putChunk(sandbox, token, { id, page, chunk, reason }, gzipJson(body));

describe('a recording uploaded over a reload, with a retried chunk', () => {
  const id = newRecordingId();
  const first = chunkOf(
    [
      { t: 0, kind: 'route', path: '/?app_key=demo' },
      { t: 10, kind: 'action', action: { type: 'app/started' } },
    ],
    { startedAt: STARTED_AT, initialState: { page: 0 } },
  );
  const second = chunkOf([{ t: 2_000, kind: 'route', path: '/faqreply?id=1001' }]);
  const afterReload = chunkOf(
    [
      { t: 5, kind: 'route', path: '/chat' },
      { t: 900, kind: 'frameOut', raw: '{"identify":"send_msg"}' },
    ],
    { startedAt: RELOADED_AT, initialState: { page: 1 } },
  );
  const bodies = [first, second, afterReload].map((chunk) => gzipJson(chunk));

  beforeAll(async () => {
    expect(await put(alice.token, id, 0, 0, first, 'person')).toMatchObject({ code: 0, data: { stored: true } });
    expect(await put(alice.token, id, 0, 1, second)).toMatchObject({ code: 0, data: { stored: true } });
    expect(await put(alice.token, id, 1, 0, afterReload, 'person')).toMatchObject({ code: 0, data: { stored: true } });
  });

  it('answers a chunk sent again with stored: false, and stores nothing more', async () => {
    const before = await agentGet(sandbox, `${RECORDING_REST.agentList}?customer_id=${alice.id}`, annToken);
    expect(await put(alice.token, id, 0, 1, second)).toMatchObject({ code: 0, data: { stored: false } });
    const after = await agentGet(sandbox, `${RECORDING_REST.agentList}?customer_id=${alice.id}`, annToken);
    expect(after.data).toEqual(before.data);
  });

  it('lists it for an agent of the company, with its screens, length and size', async () => {
    const list = await agentGet(sandbox, `${RECORDING_REST.agentList}?customer_id=${alice.id}`, annToken);
    const read = readEnvelope({ code: list.code, msg: 'ok', data: list.data }, recordingListSchema);
    expect(read.ok && read.data.recordings.find((summary) => summary.id === id)).toMatchObject({
      customer_id: alice.id,
      product_id: '1',
      reason: 'person',
      started_at: STARTED_AT,
      duration_ms: RELOADED_AT + 900 - STARTED_AT,
      pages: 2,
      entries: 5,
      bytes: bodies.reduce((sum, body) => sum + body.length, 0),
      screens: ['/', '/faqreply', '/chat'],
    });
  });

  it('assembles one version-2 file: the reload a page entry, every time from the first page’s start', async () => {
    const recording = await agentGet(sandbox, RECORDING_REST.agentRecording(id), annToken);
    expect(recording.code).toBe(0);
    expect(recording.data).toEqual({
      format: 'support-client-recording',
      version: 2,
      clientVersion: 'test-1',
      startedAt: STARTED_AT,
      meta: { locale: 'US', appKey: 'demo', userAgent: 'jest', droppedEntries: 0, recordingId: id },
      initialState: { page: 0 },
      entries: [
        { t: 0, kind: 'route', path: '/?app_key=demo' },
        { t: 10, kind: 'action', action: { type: 'app/started' } },
        { t: 2_000, kind: 'route', path: '/faqreply?id=1001' },
        { t: 60_000, kind: 'page', clientVersion: 'test-1', initialState: { page: 1 } },
        { t: 60_005, kind: 'route', path: '/chat' },
        { t: 60_900, kind: 'frameOut', raw: '{"identify":"send_msg"}' },
      ],
    });
  });

  it('logs every read, and lists the views with the agent’s name, newest first', async () => {
    const { token: bensToken } = await signInAgent(sandbox, 'ben');
    await agentGet(sandbox, RECORDING_REST.agentRecording(id), bensToken);
    const views = await agentGet(sandbox, RECORDING_REST.agentViews(id), annToken);
    const read = readEnvelope({ code: views.code, msg: 'ok', data: views.data }, recordingViewsSchema);
    expect(read.ok && read.data.views.map((view) => [view.agent_id, view.agent_name])).toEqual(
      expect.arrayContaining([
        ['30001', 'Ann'],
        ['30002', 'Ben'],
      ]),
    );
    expect(read.ok && read.data.views[0].agent_id).toBe('30002');
  });
});

it('stores a page started at a fractional millisecond (a page clock) as whole milliseconds, on both engines', async () => {
  const id = newRecordingId();
  const chunk = chunkOf([{ t: 12.5, kind: 'route', path: '/chat' }], { startedAt: STARTED_AT + 0.4 });
  expect(await put(bob.token, id, 0, 0, chunk, 'person')).toMatchObject({ code: 0, data: { stored: true } });
  const list = await agentGet(sandbox, `${RECORDING_REST.agentList}?customer_id=${bob.id}`, annToken);
  const read = readEnvelope({ code: list.code, msg: 'ok', data: list.data }, recordingListSchema);
  expect(read.ok && read.data.recordings.find((summary) => summary.id === id)).toMatchObject({
    started_at: STARTED_AT,
    duration_ms: 13,
  });
});

it('lists the chunks that never arrived', async () => {
  const id = newRecordingId();
  await put(alice.token, id, 0, 0, chunkOf([{ t: 1, kind: 'route', path: '/' }], { startedAt: STARTED_AT }));
  await put(alice.token, id, 0, 2, chunkOf([{ t: 3, kind: 'route', path: '/chat' }]));
  await put(alice.token, id, 2, 0, chunkOf([], { startedAt: RELOADED_AT }));
  const recording = await agentGet<{ meta: { missingChunks: string[] } }>(
    sandbox,
    RECORDING_REST.agentRecording(id),
    annToken,
  );
  expect(recording.data.meta.missingChunks).toEqual(['0/1', '1/0']);
});

describe('refusals', () => {
  const page0 = chunkOf([{ t: 0, kind: 'route', path: '/' }], { startedAt: STARTED_AT });

  it.each<[string, { id?: string; page?: string; chunk?: string }]>([
    ['an id that is too short', { id: 'short' }],
    ['an id with other characters', { id: 'a'.repeat(21) + '.' }],
    ['a page number too large', { page: String(RECORDING_LIMITS.pages) }],
    ['a negative chunk number', { chunk: '-1' }],
    ['a number with a leading zero', { page: '01' }],
    ['a number that is not whole', { chunk: '1.5' }],
  ])('%s', async (_case, at) => {
    const answer = await putChunk(
      sandbox,
      alice.token,
      { id: at.id ?? newRecordingId(), page: at.page ?? 0, chunk: at.chunk ?? 0 },
      gzipJson(page0),
    );
    expect([answer.status, answer.code]).toEqual([400, ERROR_CODE.parameterError]);
  });

  const GZIP = 'application/gzip';
  it.each<[string, Buffer, string]>([
    ['a body that is not gzip', Buffer.from(JSON.stringify(page0)), GZIP],
    ['gzip of something that is not JSON', gzipSync(Buffer.from('not json')), GZIP],
    ['a chunk of another format', gzipJson({ ...page0, format: 'something-else' }), GZIP],
    ['entries that are not entries', gzipJson({ ...page0, entries: [{ t: 'soon' }] }), GZIP],
    ['chunk 0 of a page without its page header', gzipJson(chunkOf([{ t: 0, kind: 'route', path: '/' }])), GZIP],
    // A valid chunk of 9 MB gzips to a few KB: inflating stops at RECORDING_LIMITS.chunkInflatedBytes.
    ['a zip bomb', gzipJson({ ...page0, entries: [{ t: 0, kind: 'action', pad: 'a'.repeat(9 * 1024 * 1024) }] }), GZIP],
    ['JSON instead of gzip', Buffer.from(JSON.stringify(page0)), 'application/json'],
    ['a body over the chunk limit', Buffer.alloc(RECORDING_LIMITS.chunkBytes + 1), GZIP],
  ])('%s: parameterError, nothing created', async (_case, body, contentType) => {
    const id = newRecordingId();
    const answer = await putChunk(sandbox, alice.token, { id, page: 0, chunk: 0 }, body, contentType);
    expect(answer.code).toBe(ERROR_CODE.parameterError);
    expect((await agentGet(sandbox, RECORDING_REST.agentRecording(id), annToken)).code).toBe(ERROR_CODE.notFound);
  });

  it('refuses a chunk into another customer’s recording, even one already stored', async () => {
    const id = newRecordingId();
    await put(alice.token, id, 0, 0, page0);
    for (const chunk of [0, 1]) {
      const answer = await put(
        bob.token,
        id,
        0,
        chunk,
        chunkOf([{ t: 5, kind: 'route', path: '/intruder' }], page0.page),
      );
      expect([answer.status, answer.code]).toEqual([403, ERROR_CODE.forbidden]);
    }
    const recording = await agentGet(sandbox, RECORDING_REST.agentRecording(id), annToken);
    expect(JSON.stringify(recording.data)).not.toContain('intruder');
  });

  it('refuses an upload without a customer token, or with an agent’s', async () => {
    for (const token of [undefined, annToken]) {
      const answer = await putChunk(sandbox, token, { id: newRecordingId(), page: 0, chunk: 0 }, gzipJson(page0));
      expect(answer.code).toBe(ERROR_CODE.tokenInvalid);
    }
  });

  it('refuses the agents’ calls to a customer token and to no token', async () => {
    const id = newRecordingId();
    await put(alice.token, id, 0, 0, page0);
    for (const path of [
      `${RECORDING_REST.agentList}?customer_id=${alice.id}`,
      RECORDING_REST.agentRecording(id),
      RECORDING_REST.agentViews(id),
    ])
      for (const token of [alice.token, undefined])
        expect([path, (await agentGet(sandbox, path, token)).code]).toEqual([path, ERROR_CODE.tokenInvalid]);
  });
});
