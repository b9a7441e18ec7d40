import { assembleRecording, missingChunksOf, type NumberedChunk } from '../../../../server/recordings/assemble';
import type { DecodedChunk } from '../../../../server/recordings/chunkBody';
import { pathnameOf, screensAfter, totalsAfter } from '../../../../server/recordings/totals';
import type { RecordingRow } from '../../../../server/store/recordings';

const header = (startedAt: number, initialState: unknown = { at: startedAt }) => ({
  startedAt,
  clientVersion: 'v1',
  meta: { locale: 'US', appKey: 'demo', userAgent: 'ua' },
  initialState,
});
const route = (t: number, path: string) => ({ t, kind: 'route', path });
const numbered = (page: number, chunk: number, decoded: DecodedChunk): NumberedChunk => ({ page, chunk, decoded });

describe('missingChunksOf', () => {
  it.each<[string, [number, number][], string[]]>([
    [
      'none missing',
      [
        [0, 0],
        [0, 1],
        [1, 0],
      ],
      [],
    ],
    [
      'a chunk within a page',
      [
        [0, 0],
        [0, 2],
      ],
      ['0/1'],
    ],
    [
      'a whole page between two',
      [
        [0, 0],
        [2, 0],
      ],
      ['1/0'],
    ],
    [
      'the pages before the first uploaded are not missing (lost with a reload before any upload)',
      [
        [2, 0],
        [2, 1],
      ],
      [],
    ],
    ['a page’s first chunk', [[0, 1]], ['0/0']],
  ])('%s', (_case, keys, missing) => {
    expect(missingChunksOf(keys.map(([page, chunk]) => ({ page, chunk })))).toEqual(missing);
  });
});

describe('assembleRecording', () => {
  it('puts chunks in order, makes each later page a page entry and counts every t from the first page', () => {
    const chunks = [
      numbered(1, 0, { page: header(1_500), entries: [route(10, '/chat')] }),
      numbered(0, 1, { page: undefined, entries: [route(200, '/faqreply')] }),
      numbered(0, 0, { page: header(1_000), entries: [route(0, '/')] }),
    ];
    expect(assembleRecording('r1', 999, chunks)).toEqual({
      format: 'support-client-recording',
      version: 2,
      clientVersion: 'v1',
      startedAt: 1_000,
      meta: { locale: 'US', appKey: 'demo', userAgent: 'ua', droppedEntries: 0, recordingId: 'r1' },
      initialState: { at: 1_000 },
      entries: [
        route(0, '/'),
        route(200, '/faqreply'),
        { t: 500, kind: 'page', clientVersion: 'v1', initialState: { at: 1_500 } },
        route(510, '/chat'),
      ],
    });
  });

  it('gives a recording without its first page’s header the row’s start and lists the gap', () => {
    const assembled = assembleRecording('r2', 42, [numbered(0, 1, { page: undefined, entries: [route(5, '/')] })]);
    expect(assembled).toMatchObject({ startedAt: 42, initialState: null, meta: { missingChunks: ['0/0'] } });
    expect(assembled.entries).toEqual([route(5, '/')]);
  });
});

describe('screens', () => {
  it.each([
    ['/', '/'],
    ['/faqreply?id=3', '/faqreply'],
    ['/chat#end', '/chat'],
    ['?app_key=demo', '/'],
  ])('pathnameOf(%j) is %j', (path, pathname) => expect(pathnameOf(path)).toBe(pathname));

  it('adds the routes a chunk visits, each once, after those listed', () => {
    const chunk = {
      page: undefined,
      entries: [route(1, '/chat'), { t: 2, kind: 'action' }, route(3, '/?x=1'), route(4, '/social')],
    };
    expect(screensAfter(['/', '/chat'], chunk)).toEqual(['/', '/chat', '/social']);
  });
});

describe('totalsAfter', () => {
  const row: RecordingRow = {
    id: 'r',
    customer_id: '10001',
    product_id: '1',
    reception_id: null,
    reason: 'person',
    started_at: 1_000,
    created_at: 5_000,
    updated_at: 5_000,
    bytes: 100,
    entries: 2,
    duration_ms: 300,
    screens: '["/"]',
    pages: 1,
    page_starts: '{"0":1000}',
  };

  it.each<[string, Parameters<typeof totalsAfter>[1], Partial<RecordingRow>]>([
    [
      'a later chunk of the same page',
      { page: 0, chunk: { page: undefined, entries: [route(800, '/chat')] }, bytes: 50, receptionId: 'rc1' },
      { bytes: 150, entries: 3, duration_ms: 800, screens: '["/","/chat"]', pages: 1, reception_id: 'rc1' },
    ],
    [
      'a reload: its page’s own start counts',
      { page: 1, chunk: { page: header(9_000), entries: [route(100, '/')] }, bytes: 10, receptionId: undefined },
      { duration_ms: 8_100, pages: 2, page_starts: '{"0":1000,"1":9000}', screens: '["/"]', reception_id: null },
    ],
    [
      'a chunk before its page’s first: no length added',
      { page: 3, chunk: { page: undefined, entries: [route(100_000, '/')] }, bytes: 10, receptionId: undefined },
      { duration_ms: 300, pages: 1 },
    ],
    [
      'an earlier page arriving late moves the start back',
      { page: 0, chunk: { page: header(500), entries: [] }, bytes: 10, receptionId: undefined },
      { started_at: 500, page_starts: '{"0":500}' },
    ],
  ])('%s', (_case, facts, expected) => {
    expect(totalsAfter(row, facts)).toMatchObject(expected);
  });
});
