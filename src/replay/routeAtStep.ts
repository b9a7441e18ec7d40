import type { RecordingEntry } from '../recorder/recordingFormat';

/** Where a recording without `route` entries (version 1) is shown: the chat, as its viewer always did. */
export const ROUTE_WITHOUT_ENTRIES = '/chat';

/**
 * The route the customer was on at each step: that of the last `route` entry at or before it; before
 * the first one (the initial state, entries recorded while the page started), the first one's.
 */
export function routesByStep(entries: readonly RecordingEntry[]): (index: number) => string {
  const first = entries.find((entry) => entry.kind === 'route');
  const start = first?.kind === 'route' ? first.path : ROUTE_WITHOUT_ENTRIES;
  const paths: string[] = [];
  let current = start;
  for (const entry of entries) {
    if (entry.kind === 'route') current = entry.path;
    paths.push(current);
  }
  return (index) => paths[index] ?? start;
}
