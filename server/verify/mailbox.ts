/**
 * Where the sandbox "sends" identification codes: nowhere. Each code is logged (fields of a line of
 * the sandbox's log, redacted in production mode: server/logging.ts) and kept here, so that tests and demos can read it through the sandbox-only
 * `/__sandbox/sent-codes` route (registered only with SANDBOX_FAULTS=1 or `exposeSentCodes`).
 */
export interface SentCode {
  target: string;
  code: string;
  sent_at: number;
}

const KEEP = 50;

export class CodeMailbox {
  private readonly sent: SentCode[] = [];

  record(target: string, code: string, sentAt: number): void {
    this.sent.push({ target, code, sent_at: sentAt });
    if (this.sent.length > KEEP) this.sent.shift();
  }

  /** The newest code sent to `target`, if any. */
  latest(target: string): SentCode | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) if (this.sent[i].target === target) return this.sent[i];
    return undefined;
  }
}

/** Sandbox-only (not in docs/protocol.md's contract): the newest code sent to `?target=`. */
export const SENT_CODES_PATH = '/__sandbox/sent-codes';
