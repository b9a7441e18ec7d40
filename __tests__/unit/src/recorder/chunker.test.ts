import { gunzipSync, gzipSync } from 'node:zlib';
import { RECORDING_LIMITS, recordingChunkSchema } from '../../../../src/protocol/recordings';
import { sealChunks, utf8Length, type PageHeader } from '../../../../src/recorder/chunker';
import type { RecordingEntry } from '../../../../src/recorder/recordingFormat';

const header: PageHeader = {
  startedAt: 1_700_000_000_000,
  clientVersion: 'v1',
  meta: { locale: 'US', appKey: 'demo', userAgent: 'jest' },
  initialState: { chat: { typing: null } },
};

/** Hard to compress: the worst case for the gzip bound. */
function noisyEntries(count: number, chars: number): RecordingEntry[] {
  let seed = 7;
  const noise = () =>
    Array.from({ length: chars }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCharCode(0x4e00 + (seed % 2000));
    }).join('');
  return Array.from({ length: count }, (_, i) => ({ t: i, kind: 'frameIn', raw: noise() }));
}

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['会话', 6],
    ['😀', 4],
  ])('%j is %i bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(utf8Length(text)).toBe(Buffer.byteLength(text));
  });
});

describe('sealChunks', () => {
  it('numbers chunks from the first, the page header and the reason on the first only, entries in order', () => {
    const entries = noisyEntries(40, 5_000);
    const chunks = sealChunks(entries, { page: 2, firstChunk: 5, header, reason: 'person' });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((chunk) => chunk.chunk)).toEqual(chunks.map((_, i) => 5 + i));
    expect(chunks.every((chunk) => chunk.page === 2)).toBe(true);
    const parsed = chunks.map((chunk) => JSON.parse(chunk.text) as { page?: PageHeader; entries: RecordingEntry[] });
    expect(parsed[0].page).toEqual(header);
    expect(parsed.slice(1).some((chunk) => chunk.page)).toBe(false);
    expect(chunks[0].reason).toBe('person');
    expect(chunks.slice(1).some((chunk) => chunk.reason)).toBe(false);
    expect(parsed.flatMap((chunk) => chunk.entries)).toEqual(entries);
  });

  it('keeps every gzipped body within 256 KB, even of text that hardly compresses', () => {
    const chunks = sealChunks(noisyEntries(200, 3_000), { page: 0, firstChunk: 0, header });
    for (const chunk of chunks) {
      const body = gzipSync(chunk.text);
      expect(body.length).toBeLessThanOrEqual(RECORDING_LIMITS.chunkBytes);
      expect(recordingChunkSchema(JSON.parse(gunzipSync(body).toString('utf8')))).toMatchObject({ ok: true });
    }
  });

  it('splits at the bound given', () => {
    const entries = Array.from({ length: 10 }, (_, t) => ({ t, kind: 'route' as const, path: 'x'.repeat(90) }));
    const chunks = sealChunks(entries, { page: 0, firstChunk: 0, maxTextBytes: 250 });
    expect(chunks).toHaveLength(5);
  });

  it('seals a header alone (a page that starts with nothing new) and nothing without either', () => {
    expect(sealChunks([], { page: 1, firstChunk: 0, header })).toHaveLength(1);
    expect(sealChunks([], { page: 1, firstChunk: 3 })).toEqual([]);
  });
});
