import type { CounterAdded, CounterState, ExpiringCounters } from './types';

interface Entry {
  count: number;
  lastAt: number;
  expiresAt: number;
}

/** How often at most the whole Map is swept of forgotten counters (each read also drops its own). */
const SWEEP_EVERY_MS = 60_000;

/** ExpiringCounters in a Map: this process is the whole cluster. */
export class MemoryCounters implements ExpiringCounters {
  private readonly entries = new Map<string, Entry>();
  private lastSweepAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.lastSweepAt = now();
  }

  async read(key: string): Promise<CounterState | undefined> {
    const entry = this.live(key, this.now());
    return entry && { count: entry.count, expiresInMs: entry.expiresAt - this.now() };
  }

  async add(key: string, ttlMs: number, renew: boolean): Promise<CounterAdded> {
    const now = this.now();
    this.sweep(now);
    const previous = this.live(key, now);
    const entry: Entry = {
      count: (previous?.count ?? 0) + 1,
      lastAt: now,
      expiresAt: previous && !renew ? previous.expiresAt : now + ttlMs,
    };
    this.entries.set(key, entry);
    return {
      count: entry.count,
      expiresInMs: entry.expiresAt - now,
      sincePreviousMs: previous && now - previous.lastAt,
    };
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) this.entries.delete(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  /** Counters nobody reads again (one-off usernames) must not pile up. */
  private sweep(now: number): void {
    if (now - this.lastSweepAt < SWEEP_EVERY_MS) return;
    this.lastSweepAt = now;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
