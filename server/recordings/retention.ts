import type { FastifyBaseLogger } from 'fastify';

export const DEFAULT_RECORDING_RETENTION_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** How often recordings past their retention are deleted (and once at start). */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes recordings older than the retention (RECORDING_RETENTION_DAYS) once at start and then every
 * hour, on every node: a purge is one idempotent DELETE by time, so nodes doing it at once is harmless.
 */
export class RecordingRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly purge: (retentionMs: number) => Promise<number>,
    private readonly retentionDays: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the first purge has run (a failure is logged, not thrown). */
  start(): Promise<unknown> {
    this.purgeNow();
    this.timer = setInterval(() => this.purgeNow(), PURGE_EVERY_MS);
    this.timer.unref();
    return this.running;
  }

  /** Stops the schedule; resolves once a purge under way has finished. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private purgeNow(): void {
    this.running = this.purge(this.retentionDays * DAY_MS).then(
      (deleted) => {
        if (deleted > 0) this.log.info({ deleted }, 'recordings past their retention deleted');
      },
      (error: unknown) => this.log.error({ err: error }, 'the recordings purge failed'),
    );
  }
}
