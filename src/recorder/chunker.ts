import { RECORDING_LIMITS, type RecordingChunkHeader, type UploadReason } from '../protocol/recordings';
import { RECORDING_VERSION, type RecordingEntry } from './recordingFormat';

export const CHUNK_FORMAT = 'support-client-recording-chunk';

/** What chunk 0 of a page carries: when the page began and the state its entries replay from. */
export type PageHeader = NonNullable<RecordingChunkHeader['page']>;

/** A chunk with its idempotent id (recording, page, chunk): its JSON text until it is compressed. */
export interface SealedChunk {
  page: number;
  chunk: number;
  /** On the first chunk a page uploads: why it began. */
  reason?: UploadReason;
  text: string;
}

export type Gzip = (text: string) => Promise<Uint8Array>;

/** gzip with the browser's CompressionStream: nothing downloaded for it, compressed off the main thread. */
export const gzipInBrowser: Gzip = async (text) => {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

/**
 * A chunk's JSON text, in UTF-8 bytes, stays under this: gzip never grows a text by more than a few
 * bytes, so the compressed body is within RECORDING_LIMITS.chunkBytes whatever it holds, and the
 * split is known before compressing (ids are given at once, and survive a reload uncompressed).
 */
export const CHUNK_TEXT_BYTES = RECORDING_LIMITS.chunkBytes - 4 * 1024;

export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair: 4 bytes for its 2 UTF-16 units.
      bytes += 2;
      i++;
    } else if (code >= 0x800) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

function chunkText(entries: readonly string[], page: PageHeader | undefined): string {
  const header = JSON.stringify({ format: CHUNK_FORMAT, version: RECORDING_VERSION, ...(page ? { page } : {}) });
  return `${header.slice(0, -1)},"entries":[${entries.join(',')}]}`;
}

export interface SealOptions {
  page: number;
  firstChunk: number;
  /** Chunk 0 of a page carries it. */
  header?: PageHeader;
  reason?: UploadReason;
  maxTextBytes?: number;
}

/**
 * Entries as chunks of at most `maxTextBytes` of JSON each, in order, numbered from `firstChunk`; the
 * first carries the page header and the reason. An entry is never split: one larger than the bound
 * travels alone.
 */
export function sealChunks(entries: readonly RecordingEntry[], options: SealOptions): SealedChunk[] {
  const maxBytes = options.maxTextBytes ?? CHUNK_TEXT_BYTES;
  const chunks: SealedChunk[] = [];
  let header = options.header;
  let part: string[] = [];
  let size = header ? utf8Length(JSON.stringify(header)) : 0;
  const seal = () => {
    const first = chunks.length === 0;
    chunks.push({
      page: options.page,
      chunk: options.firstChunk + chunks.length,
      ...(first && options.reason ? { reason: options.reason } : {}),
      text: chunkText(part, header),
    });
    header = undefined;
    part = [];
    size = 0;
  };
  for (const entry of entries) {
    const text = JSON.stringify(entry);
    const entrySize = utf8Length(text) + 1;
    if ((part.length > 0 || header) && size + entrySize > maxBytes) seal();
    part.push(text);
    size += entrySize;
  }
  if (part.length > 0 || header) seal();
  return chunks;
}
