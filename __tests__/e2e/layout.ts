/**
 * Layout checks for browser tests: element boxes, not pixels. For a region of the page, every piece of
 * visible text must be whole (not cut by an ancestor that clips, not past the screen's edges) and apart
 * from the others (no two blocks of text overlapping or touching on one line).
 *
 *   await expectTextLaidOut(page.getByRole('region', { name: 'Your latest conversation' }));
 *   await expectPlaceholderOnOneLine(page.getByRole('textbox', { name: 'Your message' }));
 *
 * A "block of text" is the text of one box that is not inline (a paragraph, a flex or grid item, a
 * button…): inline markup inside it (<b>, <a>) is part of the same block. Ellipsized one-line text
 * (`text-overflow: ellipsis`) counts as laid out on purpose, and so does text hidden for screen readers
 * only (`.visually-hidden`). Of text in a scroll container (the chat's log), only what it shows counts:
 * a line scrolled out of view under a header or a notice is not on screen.
 */
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';

export interface LayoutOptions {
  /** Smallest gap, in CSS px, between two blocks of text side by side on one line. */
  minGap?: number;
}

/** tsx compiles named inner functions with a `__name` helper that the page does not have: give it one. */
async function defineNameHelper(locator: Locator): Promise<void> {
  await locator.page().evaluate('globalThis.__name ??= (target) => target');
}

/** The problems found in `region`, each described with the texts involved ([] when none). */
export async function textLayoutProblems(region: Locator, { minGap = 2 }: LayoutOptions = {}): Promise<string[]> {
  await defineNameHelper(region);
  return region.evaluate((root, gap) => {
    const problems: string[] = [];
    const inlineDisplay = (element: Element) =>
      getComputedStyle(element).display.startsWith('inline') &&
      !['inline-block', 'inline-flex', 'inline-grid'].includes(getComputedStyle(element).display);
    const blockOf = (element: Element): Element => {
      let current = element;
      while (current !== root && current.parentElement && inlineDisplay(current)) current = current.parentElement;
      return current;
    };
    const screenReaderOnly = (element: Element) => {
      for (let current: Element | null = element; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    const ellipsized = (element: Element) => {
      for (
        let current: Element | null = element;
        current && current !== root.parentElement;
        current = current.parentElement
      ) {
        if (getComputedStyle(current).textOverflow === 'ellipsis') return true;
      }
      return false;
    };
    const label = (block: Element) => JSON.stringify((block.textContent ?? '').trim().slice(0, 40));
    // What a scroll container shows of a line: the part scrolled out of its view is not on screen.
    const shownPart = (rect: DOMRect, element: Element): DOMRect | null => {
      let { left, top, right, bottom } = rect;
      for (let current = element.parentElement; current; current = current.parentElement) {
        if (!/auto|scroll/.test(getComputedStyle(current).overflow)) continue;
        const box = current.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : null;
    };

    // The line boxes of each block's own text.
    const lines = new Map<Element, DOMRect[]>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || screenReaderOnly(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map((rect) => shownPart(rect, parent))
        .filter((rect) => rect !== null);
      if (rects.length === 0) continue;
      const block = blockOf(parent);
      lines.set(block, [...(lines.get(block) ?? []), ...rects]);
    }

    for (const [block, rects] of lines) {
      if (ellipsized(block)) continue;
      // The screen's edge is the layout viewport's: a phone widens innerWidth to whatever overflows it.
      if (rects.some((rect) => rect.left < -0.5 || rect.right > document.documentElement.clientWidth + 0.5))
        problems.push(`${label(block)} runs past the screen's edge`);
      for (
        let ancestor = block.parentElement ?? null, inner: Element = block;
        ancestor;
        inner = ancestor, ancestor = ancestor.parentElement
      ) {
        // Hidden or clip cut the text off; a scroll container (auto, scroll) only scrolls it out of view.
        const clipping = [inner, ancestor].find((element) => /hidden|clip/.test(getComputedStyle(element).overflow));
        if (!clipping) continue;
        const box = clipping.getBoundingClientRect();
        if (
          rects.some(
            (rect) =>
              rect.top < box.top - 0.5 ||
              rect.bottom > box.bottom + 0.5 ||
              rect.left < box.left - 0.5 ||
              rect.right > box.right + 0.5,
          )
        ) {
          problems.push(`${label(block)} is clipped by its box`);
          break;
        }
        if (ancestor === root) break;
      }
    }

    const blocks = [...lines.entries()];
    for (let i = 0; i < blocks.length; i += 1) {
      for (let j = i + 1; j < blocks.length; j += 1) {
        const [a, aRects] = blocks[i];
        const [b, bRects] = blocks[j];
        const clash = aRects.some((ra) =>
          bRects.some((rb) => {
            const vertical = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            const horizontal = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            if (vertical > 1 && horizontal > 1) return true; // drawn over each other
            const sameLine = vertical > Math.min(ra.height, rb.height) / 2;
            return sameLine && horizontal > -gap; // side by side with no gap: read as one word
          }),
        );
        if (clash) problems.push(`${label(a)} and ${label(b)} run together`);
      }
    }
    return problems;
  }, minGap);
}

/** No text in `region` is clipped, off the screen, overlapping or run together. */
export async function expectTextLaidOut(region: Locator, options?: LayoutOptions): Promise<void> {
  assert.deepEqual(await textLayoutProblems(region, options), []);
}

interface PlaceholderHeights {
  /** The textarea's scroll height holding one short line, and holding its placeholder as its text. */
  oneLine: number;
  placeholder: number;
  lineHeight: number;
  /** The height the textarea shows its text in now. */
  shown: number;
}

/**
 * A hidden copy of a textarea at its current width, with the same styles but a height of its own: how
 * tall one line and its placeholder are there.
 */
async function placeholderHeights(field: Locator): Promise<PlaceholderHeights> {
  await defineNameHelper(field);
  return field.evaluate((element) => {
    const original = element as HTMLTextAreaElement;
    const style = getComputedStyle(original);
    const copy = document.createElement('textarea');
    for (const property of style) copy.style.setProperty(property, style.getPropertyValue(property));
    Object.assign(copy.style, {
      position: 'absolute',
      visibility: 'hidden',
      top: '0',
      left: '0',
      fieldSizing: 'fixed',
      height: '0',
      minHeight: '0',
      maxHeight: 'none',
      width: `${original.getBoundingClientRect().width}px`,
    });
    document.body.append(copy);
    copy.value = 'x';
    const oneLine = copy.scrollHeight;
    copy.value = original.placeholder;
    const placeholder = copy.scrollHeight;
    copy.remove();
    const lineHeight = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
    return { oneLine, placeholder, lineHeight, shown: original.clientHeight };
  });
}

/** How many lines the placeholder of a textarea takes at its current width. */
export async function placeholderLines(field: Locator): Promise<number> {
  const { oneLine, placeholder, lineHeight } = await placeholderHeights(field);
  return Math.round((placeholder - oneLine) / lineHeight) + 1;
}

/** The field's placeholder fits on one line at the field's current width. */
export async function expectPlaceholderOnOneLine(field: Locator): Promise<void> {
  const placeholder = await field.getAttribute('placeholder');
  assert.equal(await placeholderLines(field), 1, `placeholder ${JSON.stringify(placeholder)} takes one line`);
}

/**
 * Whether a field's placeholder shows whole: a textarea's wrapped lines within the height it shows, an
 * input's one line within its width (measured with the field's own font).
 */
export async function placeholderFits(field: Locator): Promise<boolean> {
  if ((await field.evaluate((element) => element.tagName)) === 'TEXTAREA') {
    const { placeholder, shown } = await placeholderHeights(field);
    return placeholder <= shown + 1;
  }
  await defineNameHelper(field);
  return field.evaluate((element) => {
    const input = element as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= inner + 1;
  });
}
