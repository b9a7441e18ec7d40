/**
 * Which rows of a long conversation the log renders (docs/architecture.md, "Long conversations"): a
 * window of at most MAX_ROWS consecutive messages that follows the newest while the user is at the
 * bottom, and moves by STEP rows when the user scrolls near either end of it. Pure: the log keeps the
 * reading position itself (it anchors the first visible row across every change of the window).
 */

/** Rows rendered at most: enough to fill a tall screen twice, few enough to keep the log light. */
export const MAX_ROWS = 50;
/** Rows the window moves by when the user reaches one of its ends. */
export const STEP = 20;

/** [start, end) of the timeline's indexes. */
export interface MessageWindow {
  start: number;
  end: number;
}

/** The newest rows, for a user at the bottom. */
export function latestWindow(length: number): MessageWindow {
  return { start: Math.max(0, length - MAX_ROWS), end: length };
}

/** Toward older messages: older rows come in above, and the newest go once the window is full. */
export function olderWindow({ start, end }: MessageWindow): MessageWindow {
  const nextStart = Math.max(0, start - STEP);
  return { start: nextStart, end: Math.min(end, nextStart + MAX_ROWS) };
}

/** Toward newer messages, up to the timeline's end. */
export function newerWindow({ start, end }: MessageWindow, length: number): MessageWindow {
  const nextEnd = Math.min(length, end + STEP);
  return { start: Math.max(start, nextEnd - MAX_ROWS), end: nextEnd };
}

/**
 * The same messages after the timeline changed under a user who is reading older messages: the
 * window's first message is found again (older pages shift it by what they added, newer messages do
 * not move it). A window that showed the very first message grows to show the older page above it,
 * as the user is at the top waiting for it. When the message is gone (a conversation reloaded), the
 * newest rows.
 */
export function keptWindow(
  window: MessageWindow,
  keyBefore: string | undefined,
  keyAt: (index: number) => string | undefined,
  lengthBefore: number,
  length: number,
): MessageWindow {
  const size = window.end - window.start;
  const candidates = [window.start + length - lengthBefore, window.start];
  const start =
    keyBefore === undefined
      ? undefined
      : candidates.find((index) => index >= 0 && index < length && keyAt(index) === keyBefore);
  if (start === undefined) return latestWindow(length);
  if (window.start === 0) return { start: 0, end: Math.min(length, start + size, MAX_ROWS) };
  return { start, end: Math.min(length, start + size) };
}
