/**
 * What bench/browser/measure.ts runs inside the page. Everything here is serialized into the page
 * (`Function.prototype.toString`), so it uses nothing from the module's scope.
 */

/** One push_msg frame, by its message's client_msg_id; times are the page's performance.now(). */
export interface FrameTiming {
  /** When the frame's `message` event reached the page (the probe's listener runs before the app's). */
  at: number;
  senderId: string;
  /** When an element with its data-message-id was first seen in the DOM (MutationObserver callback). */
  domAt?: number;
  /** After the next two animation frames: the frame that shows it has been produced. */
  paintAt?: number;
  /** The element was already in the DOM when the frame arrived (e.g. an echo of our own message). */
  alreadyShown?: boolean;
}

export interface Probe {
  longTasks: { start: number; duration: number }[];
  frames: Record<string, FrameTiming>;
}

export type ProbedWindow = Window & { __benchProbe: Probe };

/**
 * Installed with `context.addInitScript` before any script of the page runs:
 * - a PerformanceObserver that keeps every long task (> 50 ms) with its start and duration;
 * - `window.WebSocket` wrapped so that every incoming push_msg frame is timestamped by its
 *   data.client_msg_id as its message event is dispatched (before the app's own listener);
 * - a MutationObserver on the document that timestamps when an element with that data-message-id
 *   appears (inserted, or an existing element given that id), then a double requestAnimationFrame.
 */
export function installProbe(): void {
  const probe: Probe = { longTasks: [], frames: {} };
  (window as unknown as ProbedWindow).__benchProbe = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: the long-task figure then says 0 long tasks.
  }

  const pending = new Set<string>();
  const NativeWebSocket = window.WebSocket;
  class ProbedWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        const at = performance.now();
        if (typeof event.data !== 'string' || !event.data.includes('push_msg')) return;
        let frame: { identify?: unknown; data?: { client_msg_id?: unknown; sender_id?: unknown } };
        try {
          frame = JSON.parse(event.data);
        } catch {
          return;
        }
        const id = frame.data?.client_msg_id;
        if (frame.identify !== 'push_msg' || typeof id !== 'string' || probe.frames[id]) return;
        const timing: FrameTiming = { at, senderId: String(frame.data?.sender_id ?? '') };
        probe.frames[id] = timing;
        if (document.querySelector(`[data-message-id="${CSS.escape(id)}"]`)) timing.alreadyShown = true;
        else pending.add(id);
      });
    }
  }
  window.WebSocket = ProbedWebSocket;

  const seen = (element: Element, now: number) => {
    const id = element.getAttribute('data-message-id');
    if (id === null || !pending.has(id)) return;
    pending.delete(id);
    const timing = probe.frames[id];
    timing.domAt = now;
    requestAnimationFrame(() => requestAnimationFrame(() => (timing.paintAt = performance.now())));
  };
  new MutationObserver((records) => {
    if (pending.size === 0) return;
    const now = performance.now();
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) seen(record.target, now);
        continue;
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.hasAttribute('data-message-id')) seen(node, now);
        for (const element of node.querySelectorAll('[data-message-id]')) seen(element, now);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-message-id'] });
}

/**
 * The init script: tsx (esbuild, keepNames) wraps named functions in `__name(…)`, which does not
 * exist in the page, so a no-op stands in for it (for the functions given to page.evaluate too).
 */
export const PROBE_SCRIPT = `globalThis.__name ??= (target) => target;\n(${installProbe.toString()})();`;

export interface ScrollStep {
  /** data-seq of the first row in the log: the oldest one rendered. */
  oldestSeq: number;
  /** `[data-message-id]` elements in the log. */
  nodes: number;
  progressed: boolean;
  reachedFirst: boolean;
}

/**
 * One user gesture: scroll the log's scroller to its top (after a small scroll down when `nudge`,
 * as a user would when nothing happened), then wait up to `settleMs` for something to change: the
 * oldest rendered row, the scroll height, or the scroll position restored away from the top.
 */
export async function scrollToTopOnce({ nudge, settleMs }: { nudge: boolean; settleMs: number }): Promise<ScrollStep> {
  const scroller = document.querySelector<HTMLElement>('.chat__scroller');
  const log = document.querySelector('[role="log"]');
  if (!scroller || !log) throw new Error('no .chat__scroller or [role="log"] in the page');
  const oldest = () => Number(log.querySelector('[data-seq]')?.getAttribute('data-seq') ?? 0);
  const before = { oldestSeq: oldest(), height: scroller.scrollHeight };
  if (nudge) {
    scroller.scrollTop = 200;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  scroller.scrollTop = 0;
  const started = performance.now();
  let progressed = false;
  while (!progressed && performance.now() - started < settleMs) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    progressed = oldest() !== before.oldestSeq || scroller.scrollHeight !== before.height || scroller.scrollTop > 0;
  }
  return {
    oldestSeq: oldest(),
    nodes: log.querySelectorAll('[data-message-id]').length,
    progressed,
    reachedFirst: log.querySelector('[data-seq="1"]') !== null,
  };
}
