import { useEffect, useRef, useState } from 'react';
import type { RecordingEntry } from '../recorder/recordingFormat';

/** The last entry whose time is at or before `t` (entries are in time order). */
export function lastEntryAt(entries: readonly RecordingEntry[], t: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle].t <= t) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/**
 * Plays from the selected entry at recorded speed: a timer waits for the next entry's `t`, and the
 * position follows the wall clock, so a burst of entries in the same millisecond is one step, not a
 * crawl of 4 ms timers. Reaching the end, or pause, stops the timer.
 */
export function usePlayback(entries: readonly RecordingEntry[], selected: number, select: (index: number) => void) {
  const [playing, setPlaying] = useState(false);
  const origin = useRef({ wall: 0, t: 0 });
  const last = entries.length - 1;

  useEffect(() => {
    if (!playing) return;
    if (selected >= last) {
      setPlaying(false);
      return;
    }
    const elapsed = performance.now() - origin.current.wall;
    const delay = Math.max(0, entries[selected + 1].t - (origin.current.t + elapsed));
    const timer = setTimeout(() => {
      const now = origin.current.t + (performance.now() - origin.current.wall);
      select(Math.min(last, Math.max(selected + 1, lastEntryAt(entries, now))));
    }, delay);
    return () => clearTimeout(timer);
  }, [playing, selected, entries, last, select]);

  const play = () => {
    if (last < 0) return;
    const start = selected >= last ? -1 : selected;
    if (start !== selected) select(start);
    origin.current = { wall: performance.now(), t: start >= 0 ? entries[start].t : (entries[0]?.t ?? 0) };
    setPlaying(true);
  };
  return { playing, play, pause: () => setPlaying(false) };
}
