import type { RecordingRow, RecordingTotals } from '../store/recordings';
import type { DecodedChunk } from './chunkBody';

/** What a stored chunk adds to its recording. */
export interface ChunkFacts {
  page: number;
  chunk: DecodedChunk;
  bytes: number;
  /** The customer's current or latest reception, if any. */
  receptionId: string | undefined;
}

/** The pathname of a recorded route (`/faqreply?id=3` → `/faqreply`). */
export const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0] || '/';

/** The routes a chunk visits, as pathnames, each once, after those already listed. */
export function screensAfter(screens: readonly string[], chunk: DecodedChunk): string[] {
  const visited = [...screens];
  for (const entry of chunk.entries)
    if (entry.kind === 'route' && typeof entry.path === 'string') {
      const pathname = pathnameOf(entry.path);
      if (!visited.includes(pathname)) visited.push(pathname);
    }
  return visited;
}

function parsedOr<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/**
 * The recording's totals once the chunk is stored. Times: each page's entries count from its own
 * `startedAt` (chunk 0 of the page carries it); the recording starts with its earliest page and lasts
 * until its latest entry. A chunk that arrives before its page's chunk 0 adds no length.
 */
export function totalsAfter(row: RecordingRow, { page, chunk, bytes, receptionId }: ChunkFacts): RecordingTotals {
  const pageStarts = parsedOr<Record<string, number>>(row.page_starts, {});
  if (chunk.page) pageStarts[page] = Math.round(chunk.page.startedAt);
  const starts = Object.values(pageStarts);
  const startedAt = starts.length > 0 ? Math.min(...starts) : row.started_at;
  const pageStart = pageStarts[page];
  const lastT = chunk.entries.reduce((latest, entry) => Math.max(latest, entry.t), 0);
  const reaches = pageStart === undefined ? 0 : Math.round(pageStart + lastT - startedAt);
  return {
    reception_id: receptionId ?? row.reception_id,
    started_at: startedAt,
    bytes: row.bytes + bytes,
    entries: row.entries + chunk.entries.length,
    duration_ms: Math.max(row.duration_ms, reaches),
    screens: JSON.stringify(screensAfter(parsedOr<string[]>(row.screens, []), chunk)),
    pages: Math.max(1, Object.keys(pageStarts).length),
    page_starts: JSON.stringify(pageStarts),
  };
}
