import { parseCountPair } from '../validation';

/**
 * How many frames one socket may send (docs/protocol.md, "Limits"): a token bucket that holds up to
 * `burst` frames and refills at `perSecond`. Checked before a frame is decoded, so a flood costs the
 * server a counter, not a JSON parse.
 */
export interface FrameBudgetRule {
  perSecond: number;
  burst: number;
}

/**
 * Far above a real client: it pings every 3 s and sends, pulls and marks read as a person types and
 * scrolls; a reconnect's catch-up is a handful of frames.
 */
export const FRAME_BUDGET: FrameBudgetRule = { perSecond: 20, burst: 40 };

/** A connection that has frames dropped this many times its burst within FLOOD_WINDOW_MS is closed. */
export const FLOOD_FACTOR = 5;
export const FLOOD_WINDOW_MS = 10_000;

/**
 * - `accept`: within budget, handle the frame.
 * - `refuse`: the first frame dropped since the last accepted one: drop it and say so once.
 * - `drop`: dropped silently (the sender has been told).
 * - `close`: the connection keeps flooding: close it.
 */
export type FrameVerdict = 'accept' | 'refuse' | 'drop' | 'close';

export interface FrameBudgetState {
  tokens: number;
  /** When `tokens` was last brought up to date. */
  at: number;
  /** Whether the frame before this one was dropped (then a further drop is not answered). */
  dropping: boolean;
  /** Frames dropped since `windowStart`. */
  dropped: number;
  windowStart: number;
}

export function fullBudget(rule: FrameBudgetRule, now: number): FrameBudgetState {
  return { tokens: rule.burst, at: now, dropping: false, dropped: 0, windowStart: now };
}

/** The verdict on a frame arriving at `now`, and the state after it. */
export function takeFrame(
  rule: FrameBudgetRule,
  state: FrameBudgetState,
  now: number,
): { verdict: FrameVerdict; state: FrameBudgetState } {
  const elapsedMs = Math.max(0, now - state.at);
  const tokens = Math.min(rule.burst, state.tokens + (elapsedMs * rule.perSecond) / 1000);
  if (tokens >= 1) return { verdict: 'accept', state: { ...state, tokens: tokens - 1, at: now, dropping: false } };

  const windowOver = now - state.windowStart >= FLOOD_WINDOW_MS;
  const windowStart = windowOver ? now : state.windowStart;
  const dropped = (windowOver ? 0 : state.dropped) + 1;
  const next = { tokens, at: now, dropping: true, dropped, windowStart };
  if (dropped > FLOOD_FACTOR * rule.burst) return { verdict: 'close', state: next };
  return { verdict: state.dropping ? 'drop' : 'refuse', state: next };
}

/** One connection's budget on the wall clock. */
export class FrameBudget {
  private state: FrameBudgetState;

  constructor(
    private readonly rule: FrameBudgetRule,
    private readonly now: () => number = Date.now,
  ) {
    this.state = fullBudget(rule, now());
  }

  take(): FrameVerdict {
    const { verdict, state } = takeFrame(this.rule, this.state, this.now());
    this.state = state;
    return verdict;
  }
}

/** "perSecond/burst", e.g. "20/40" (FRAME_BUDGET in server/main.ts); undefined when malformed. */
export function parseFrameBudget(text: string): FrameBudgetRule | undefined {
  const pair = parseCountPair(text);
  return pair && { perSecond: pair[0], burst: pair[1] };
}
