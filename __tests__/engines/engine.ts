/**
 * One customer journey, three browser engines (docs/testing.md, "Three engines"). A journey speaks to a
 * page through this small interface; each engine's driver (chromium.ts, firefox.ts, webkit.ts) gives the
 * few native operations (run a script, click, type, press a key, pick a file) and `scopeOver` builds the
 * rest on them the same way for all, so a difference between engines is the engine's, never the harness's.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

/** The smallest phone the client supports, and the smaller one of WCAG 1.4.10 (320 CSS px). */
export const PHONE: Viewport = { width: 360, height: 640 };
export const SMALL_PHONE: Viewport = { width: 320, height: 568 };

/** An element by CSS selector and, where given, the text it shows (or its aria-label). */
export type Target = string | { css: string; text: string | RegExp };

export type Key = 'Enter' | 'Escape' | 'Tab';

/** The native operations of one driver, on the page or inside one of its frames. */
export interface DriverCore {
  /** Runs a JavaScript expression in the page and returns its (JSON) value; a promise is awaited. */
  evaluate<T>(expression: string): Promise<T>;
  click(css: string): Promise<void>;
  type(css: string, text: string): Promise<void>;
  press(css: string, key: Key): Promise<void>;
  upload(css: string, filePath: string): Promise<void>;
}

export interface EngineScope {
  waitFor(target: Target, timeoutMs?: number): Promise<void>;
  waitGone(target: Target, timeoutMs?: number): Promise<void>;
  count(target: Target): Promise<number>;
  click(target: Target): Promise<void>;
  /** Types into an empty field, key by key as a person would. */
  fill(target: Target, text: string): Promise<void>;
  press(target: Target, key: Key): Promise<void>;
  upload(css: string, filePath: string): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
}

export interface EnginePage extends EngineScope {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** The document of the iframe `css` selects. */
  frame(css: string): EngineScope;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  open(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const POLL_MS = 100;
const MARK = 'data-engine-target';
let marks = 0;

/**
 * The visible elements `target` selects, in document order, as a script: text is matched against the
 * element's aria-label or its text, a string as a part of it, a pattern as a regular expression.
 */
function findScript(target: Target): string {
  const { css, text } = typeof target === 'string' ? { css: target, text: undefined } : target;
  const matcher =
    text === undefined
      ? '() => true'
      : text instanceof RegExp
        ? `(value) => new RegExp(${JSON.stringify(text.source)}, ${JSON.stringify(text.flags)}).test(value)`
        : `(value) => value.includes(${JSON.stringify(text)})`;
  return `Array.from(document.querySelectorAll(${JSON.stringify(css)})).filter((element) =>
    element.getClientRects().length > 0 &&
    (${matcher})(element.getAttribute('aria-label') || element.textContent || ''))`;
}

const describe = (target: Target) =>
  typeof target === 'string' ? target : `${target.css} with text ${String(target.text)}`;

/** The journey's operations on top of a driver's native ones. */
export function scopeOver(core: DriverCore, where: string): EngineScope {
  const count = (target: Target) => core.evaluate<number>(`${findScript(target)}.length`);
  const poll = async (target: Target, timeoutMs: number, done: (found: number) => boolean, what: string) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (done(await count(target))) return;
      if (Date.now() > deadline) throw new Error(`${where}: ${describe(target)} ${what} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const waitFor = (target: Target, timeoutMs = DEFAULT_TIMEOUT_MS) =>
    poll(target, timeoutMs, (found) => found > 0, 'never showed');
  /** Marks the first match so that the driver's own selector finds exactly it. */
  const marked = async (target: Target): Promise<string> => {
    if (typeof target === 'string') {
      await waitFor(target);
      return target;
    }
    await waitFor(target);
    const mark = String((marks += 1));
    await core.evaluate(`${findScript(target)}[0].setAttribute(${JSON.stringify(MARK)}, ${JSON.stringify(mark)})`);
    return `[${MARK}="${mark}"]`;
  };
  return {
    waitFor,
    waitGone: (target, timeoutMs = DEFAULT_TIMEOUT_MS) =>
      poll(target, timeoutMs, (found) => found === 0, 'was still there'),
    count,
    click: async (target) => core.click(await marked(target)),
    fill: async (target, text) => {
      const css = await marked(target);
      await core.click(css);
      await core.type(css, text);
    },
    press: async (target, key) => core.press(await marked(target), key),
    upload: async (css, filePath) => {
      await waitFor(css);
      await core.upload(css, filePath);
    },
    evaluate: (expression) => core.evaluate(expression),
  };
}
