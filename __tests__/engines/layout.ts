/**
 * Issue 29 at a phone's width, in any engine: no sideways scroll (the page's, a dialog's, a scroll
 * container's) and no clipped text. The text check is the essence of `textLayoutProblems` in
 * `__tests__/e2e/layout.ts`, which runs through Playwright only: every visible line of text must stay
 * within the screen's width and inside each ancestor that hides its overflow. Text hidden for screen
 * readers only (`clip: rect(0 0 0 0)`) and ellipsized text (`text-overflow: ellipsis`) count as laid out
 * on purpose; of text in a scroll container only the part it shows counts (a line scrolled out of view is
 * not cut off), but the container itself must not scroll sideways.
 *
 * The functions below the line run in the page. They are turned into one plain script with
 * `Function.prototype.toString` (`layoutScript`), so they use nothing but each other and the DOM; tsx
 * wraps named inner functions in a `__name` helper, which the script defines for itself.
 */
import assert from 'node:assert/strict';
import type { EngineScope } from './engine';

/** What the page shows: its width against the screen's, a dialog's, and the problems with its text. */
export interface LaidOut {
  page: { scrollWidth: number; clientWidth: number };
  dialog: { scrollWidth: number; clientWidth: number } | null;
  problems: string[];
}

/** No sideways scroll in the page (or, when given, the dialog `dialogCss` selects) and no text cut off. */
export async function expectLaidOut(scope: EngineScope, what: string, dialogCss?: string): Promise<void> {
  const laidOut = await scope.evaluate<LaidOut>(layoutScript(dialogCss ?? null));
  const problems = [...laidOut.problems];
  const { page, dialog } = laidOut;
  if (page.scrollWidth > page.clientWidth)
    problems.unshift(`the page scrolls sideways: ${page.scrollWidth} px wide in ${page.clientWidth}`);
  if (dialogCss && !dialog) problems.unshift(`no dialog ${dialogCss}`);
  if (dialog && dialog.scrollWidth > dialog.clientWidth)
    problems.unshift(`the dialog scrolls sideways: ${dialog.scrollWidth} px wide in ${dialog.clientWidth}`);
  assert.ok(problems.length === 0, `${what}:\n  ${problems.join('\n  ')}`);
}

/** The in-page check as one expression, for any driver's "run a script". */
export function layoutScript(dialogCss: string | null): string {
  const functions = [isInline, blockOf, hiddenFromSight, ellipsized, nameOf, overflowIs, shownPart, clipper];
  return `(() => {
    const __name = (target) => target;
    ${[...functions, textProblems, laidOut].map(String).join('\n')}
    return laidOut(${JSON.stringify(dialogCss)});
  })()`;
}

// ---- In the page ----

type Axis = 'x' | 'y';

function isInline(element: Element): boolean {
  const { display } = getComputedStyle(element);
  return display.startsWith('inline') && !['inline-block', 'inline-flex', 'inline-grid'].includes(display);
}

/** The box that lays out the text of `element`: itself, or the nearest ancestor that is not inline. */
function blockOf(element: Element): Element {
  let current = element;
  while (current.parentElement && isInline(current)) current = current.parentElement;
  return current;
}

/** Text no one sees: hidden for screen readers only (clip rect(0 0 0 0), clip-path inset(50%)) or invisible. */
function hiddenFromSight(element: Element): boolean {
  if (getComputedStyle(element).visibility !== 'visible') return true;
  for (let current: Element | null = element; current; current = current.parentElement) {
    const style = getComputedStyle(current);
    if (/^rect\((0(px)?[\s,]*){4}\)$/.test(style.clip) || style.clipPath === 'inset(50%)') return true;
  }
  return false;
}

/** Text cut on purpose: its own block ends an overflowing line with an ellipsis (text-overflow is not inherited). */
function ellipsized(block: Element): boolean {
  const style = getComputedStyle(block);
  return style.textOverflow === 'ellipsis' && style.overflowX !== 'visible';
}

/** An element as a failure names it: tag, first classes and the start of its text. */
function nameOf(element: Element): string {
  const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
  return `${element.tagName.toLowerCase()}${classes.join('')} ${JSON.stringify(text)}`;
}

/** Whether `element` scrolls (overflow auto, scroll) or clips (hidden, clip) what overflows it along `axis`. */
function overflowIs(element: Element, axis: Axis, how: 'scroll' | 'clip'): boolean {
  const style = getComputedStyle(element);
  const overflow = axis === 'x' ? style.overflowX : style.overflowY;
  return how === 'scroll' ? overflow === 'auto' || overflow === 'scroll' : overflow === 'hidden' || overflow === 'clip';
}

/** The part of a line that its scroll containers show (null when it is scrolled out of view). */
function shownPart(rect: DOMRect, element: Element): DOMRect | null {
  let { left, top, right, bottom } = rect;
  for (let current = element.parentElement; current; current = current.parentElement) {
    if (current === document.body || current === document.documentElement) break;
    const box = current.getBoundingClientRect();
    if (overflowIs(current, 'x', 'scroll')) [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
    if (overflowIs(current, 'y', 'scroll')) [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
  }
  return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : null;
}

/**
 * The nearest box from `block` up that hides its overflow and cuts one of `rects` off (the page's own
 * root and body are left to the screen's edge: their overflow is the viewport's).
 */
function clipper(block: Element, rects: DOMRect[]): Element | null {
  for (let current: Element | null = block; current; current = current.parentElement) {
    if (current === document.body || current === document.documentElement) return null;
    const box = current.getBoundingClientRect();
    const cutX =
      overflowIs(current, 'x', 'clip') && rects.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5);
    const cutY =
      overflowIs(current, 'y', 'clip') && rects.some((r) => r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5);
    if (cutX || cutY) return current;
  }
  return null;
}

/** Every block of visible text that runs past the screen's edge or is cut off by its box. */
function textProblems(): string[] {
  const lines = new Map<Element, DOMRect[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || hiddenFromSight(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => shownPart(rect, parent))
      .filter((rect): rect is DOMRect => rect !== null);
    const block = blockOf(parent);
    if (rects.length > 0) lines.set(block, [...(lines.get(block) ?? []), ...rects]);
  }
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  for (const [block, rects] of lines) {
    if (ellipsized(block)) continue;
    const past = rects.find((rect) => rect.left < -0.5 || rect.right > width + 0.5);
    if (past) problems.push(`${nameOf(block)} runs past the screen's edge (${past.left}–${past.right} of ${width} px)`);
    const box = clipper(block, rects);
    if (box) problems.push(`${nameOf(block)} is cut off by ${box === block ? 'its own box' : nameOf(box)}`);
  }
  return problems;
}

/** What `expectLaidOut` checks, measured in the page; scroll containers with text must not scroll sideways. */
function laidOut(dialogCss: string | null): LaidOut {
  const root = document.documentElement;
  const dialog = dialogCss === null ? null : document.querySelector(dialogCss);
  const problems = textProblems();
  for (const element of document.body.querySelectorAll('*')) {
    if (!overflowIs(element, 'x', 'scroll') || element === dialog || !element.textContent?.trim()) continue;
    if (element.scrollWidth > element.clientWidth)
      problems.push(`${nameOf(element)} scrolls sideways: ${element.scrollWidth} px wide in ${element.clientWidth}`);
  }
  return {
    page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
    dialog: dialog && { scrollWidth: dialog.scrollWidth, clientWidth: dialog.clientWidth },
    problems,
  };
}
