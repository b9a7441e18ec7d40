import type { DecodedChunk, RawEntry } from './chunkBody';

/** The recording file's format and version (src/recorder/recordingFormat.ts, docs/recording.md). */
export const RECORDING_FORMAT = 'support-client-recording';
export const ASSEMBLED_VERSION = 2;

export interface NumberedChunk {
  page: number;
  chunk: number;
  decoded: DecodedChunk;
}

/** A Recording of version 2, as the viewer reads it (src/recorder/recordingFormat.ts). */
export interface AssembledRecording {
  format: typeof RECORDING_FORMAT;
  version: typeof ASSEMBLED_VERSION;
  clientVersion: string;
  startedAt: number;
  meta: {
    locale: string;
    appKey: string;
    userAgent: string;
    droppedEntries: 0;
    recordingId: string;
    missingChunks?: string[];
  };
  initialState: unknown;
  entries: RawEntry[];
}

/** `page/chunk` of every chunk missing between the first page uploaded and the last chunk of each page. */
export function missingChunksOf(chunks: readonly Pick<NumberedChunk, 'page' | 'chunk'>[]): string[] {
  const lastChunkOf = new Map<number, number>();
  const present = new Set(chunks.map(({ page, chunk }) => `${page}/${chunk}`));
  for (const { page, chunk } of chunks) lastChunkOf.set(page, Math.max(lastChunkOf.get(page) ?? 0, chunk));
  const pages = [...lastChunkOf.keys()];
  const missing: string[] = [];
  for (let page = Math.min(...pages); page <= Math.max(...pages); page++)
    for (let chunk = 0; chunk <= (lastChunkOf.get(page) ?? 0); chunk++)
      if (!present.has(`${page}/${chunk}`)) missing.push(`${page}/${chunk}`);
  return missing;
}

/**
 * One file from a recording's chunks, in (page, chunk) order: the first page's header is the file's
 * startedAt, clientVersion, meta and initialState; each later page with a header becomes a `page` entry;
 * every entry's `t` counts from the first page's start. A page whose chunk 0 is missing keeps the
 * offset of the page before it (its entries' times are then approximate; the gap is listed).
 */
export function assembleRecording(
  recordingId: string,
  startedAt: number,
  chunks: readonly NumberedChunk[],
): AssembledRecording {
  const ordered = [...chunks].sort((a, b) => a.page - b.page || a.chunk - b.chunk);
  const first = ordered.find((chunk) => chunk.decoded.page)?.decoded.page;
  const origin = first?.startedAt ?? startedAt;
  const entries: RawEntry[] = [];
  let offset = 0;
  for (const { decoded } of ordered) {
    if (decoded.page) {
      offset = decoded.page.startedAt - origin;
      if (decoded.page !== first)
        entries.push({
          t: offset,
          kind: 'page',
          clientVersion: decoded.page.clientVersion,
          initialState: decoded.page.initialState,
        });
    }
    for (const entry of decoded.entries) entries.push({ ...entry, t: entry.t + offset });
  }
  const missing = ordered.length > 0 ? missingChunksOf(ordered) : [];
  return {
    format: RECORDING_FORMAT,
    version: ASSEMBLED_VERSION,
    clientVersion: first?.clientVersion ?? '',
    startedAt: origin,
    meta: {
      locale: first?.meta.locale ?? '',
      appKey: first?.meta.appKey ?? '',
      userAgent: first?.meta.userAgent ?? '',
      droppedEntries: 0,
      recordingId,
      ...(missing.length > 0 ? { missingChunks: missing } : {}),
    },
    initialState: first?.initialState ?? null,
    entries,
  };
}
