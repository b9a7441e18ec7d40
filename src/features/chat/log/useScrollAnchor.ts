import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { MessageWindow } from '../model/messageWindow';

interface Anchor {
  key: string;
  /** Its top, from the top of the view (px). */
  offset: number;
}

const rowsOf = (scroller: HTMLElement) => scroller.querySelectorAll<HTMLElement>('[data-message-id]');

/** The first row in view, to be put back at the same place after the rows change. */
function firstVisibleRow(scroller: HTMLElement): Anchor | null {
  const top = scroller.getBoundingClientRect().top;
  for (const row of rowsOf(scroller)) {
    const box = row.getBoundingClientRect();
    if (box.bottom > top) return { key: row.dataset.messageId ?? '', offset: box.top - top };
  }
  return null;
}

/**
 * The reader's place in the scroller through every change of the rows (the window, the timeline, the
 * typing notice) and of `atLatest`: a follower stays at the bottom, anyone else keeps the first row in
 * view (as `remember` last found it) exactly where it was. "Jump to the latest" in a conversation that
 * fits one window changes no row, only `atLatest`: that change alone takes the reader to the bottom.
 */
export function useScrollAnchor(
  following: RefObject<boolean>,
  atLatest: boolean,
  { start, end }: MessageWindow,
  timeline: unknown,
  typing: unknown,
) {
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<Anchor | null>(null);

  const keepPlace = useRef(() => {
    const element = scroller.current;
    if (!element) return;
    if (following.current) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    const kept = anchor.current;
    const row = kept && [...rowsOf(element)].find((candidate) => candidate.dataset.messageId === kept.key);
    if (kept && row)
      element.scrollTop += row.getBoundingClientRect().top - element.getBoundingClientRect().top - kept.offset;
  }).current;

  useLayoutEffect(keepPlace, [keepPlace, atLatest, start, end, timeline, typing]);

  // The view or the rows change size with no change of rows: a notice or a taller composer below, and
  // rows whose parts load after them (an agent's name, an answer's sources, a card). WebKit has no
  // scroll anchoring of its own, so the place is kept here for every engine.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keepPlace);
    observer.observe(element);
    const log = element.querySelector('[role="log"]');
    if (log) observer.observe(log);
    return () => observer.disconnect();
  }, [keepPlace]);

  const remember = (element: HTMLElement) => {
    anchor.current = firstVisibleRow(element);
  };
  return { scroller, remember };
}
