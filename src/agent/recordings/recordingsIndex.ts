import type { RecordingSummary } from '../../protocol/recordings';

type Load = (customerId: string) => Promise<RecordingSummary[] | null>;

interface Entry {
  recordings: readonly RecordingSummary[];
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}

const NONE: readonly RecordingSummary[] = [];

/**
 * Each customer's recordings, asked for once for every card, panel and row that shows them, and again
 * every `pollMs` while one does: a recording starts uploading when its customer asks for a person, so
 * it appears on their waiting card within one period. A failed load keeps what was known.
 */
export function createRecordingsIndex(load: Load, pollMs: number) {
  const entries = new Map<string, Entry>();
  const refresh = (customerId: string) =>
    void load(customerId).then((recordings) => {
      const entry = entries.get(customerId);
      if (!entry || recordings === null) return;
      entry.recordings = recordings;
      entry.listeners.forEach((listener) => listener());
    });
  return {
    recordingsOf: (customerId: string): readonly RecordingSummary[] => entries.get(customerId)?.recordings ?? NONE,
    subscribe(customerId: string, listener: () => void): () => void {
      let entry = entries.get(customerId);
      if (!entry) {
        entry = { recordings: NONE, listeners: new Set(), timer: null };
        entries.set(customerId, entry);
      }
      entry.listeners.add(listener);
      if (entry.timer === null) {
        entry.timer = setInterval(() => refresh(customerId), pollMs);
        refresh(customerId);
      }
      const subscribed = entry;
      return () => {
        subscribed.listeners.delete(listener);
        if (subscribed.listeners.size > 0 || subscribed.timer === null) return;
        clearInterval(subscribed.timer);
        subscribed.timer = null;
      };
    },
  };
}

export type RecordingsIndex = ReturnType<typeof createRecordingsIndex>;
