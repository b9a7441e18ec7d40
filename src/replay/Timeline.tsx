import { useEffect, useRef } from 'react';
import type { RecordingEntry } from '../recorder/recordingFormat';
import { formatTime, KIND_LABELS, summarizeEntry } from './entrySummary';

/** Rows rendered on each side of the selected one: a 50,000-entry recording renders about 100. */
export const TIMELINE_WINDOW = 50;

interface TimelineProps {
  entries: readonly RecordingEntry[];
  requests: ReadonlyMap<number, { method: string; url: string }>;
  selected: number;
  onSelect: (index: number) => void;
}

/** The entries around the selected one, each a button that scrubs to it. */
export function Timeline({ entries, requests, selected, onSelect }: TimelineProps) {
  const current = useRef<HTMLButtonElement>(null);
  const from = Math.max(0, Math.min(selected - TIMELINE_WINDOW, entries.length - 2 * TIMELINE_WINDOW));
  const to = Math.min(entries.length, from + 2 * TIMELINE_WINDOW);
  const rows: number[] = [];
  for (let index = from; index < to; index++) rows.push(index);

  // Keeps the selected row in view by scrolling the list only (scrollIntoView would scroll the page too).
  useEffect(() => {
    const row = current.current;
    const list = row?.closest<HTMLElement>('.replay-timeline');
    if (!row || !list) return;
    if (row.offsetTop < list.scrollTop) list.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = row.offsetTop + row.offsetHeight - list.clientHeight;
  }, [selected, from]);

  return (
    <>
      <p className="replay-muted" id="timeline-range">
        {entries.length === 0
          ? 'This recording has no entries.'
          : `Entries ${from.toLocaleString('en-US')}–${(to - 1).toLocaleString('en-US')} of ${entries.length.toLocaleString('en-US')} (the list follows the selected entry).`}
      </p>
      <div className="replay-timeline">
        <ol className="replay-timeline__list" aria-describedby="timeline-range">
          {rows.map((index) => {
            const entry = entries[index];
            const isSelected = index === selected;
            return (
              <li key={index}>
                <button
                  type="button"
                  ref={isSelected ? current : undefined}
                  className={`replay-row replay-row--${entry.kind}`}
                  aria-current={isSelected ? 'step' : undefined}
                  onClick={() => onSelect(index)}
                >
                  <span className="replay-row__index">#{index}</span>
                  <span className="replay-row__time">{formatTime(entry.t)}</span>
                  <span className="replay-row__kind">{KIND_LABELS[entry.kind] ?? entry.kind}</span>
                  <span className="replay-row__summary">{summarizeEntry(entry, requests)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}
