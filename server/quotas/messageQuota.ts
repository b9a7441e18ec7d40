import { ERROR_CODE } from '../../src/protocol/codes';
import { customerKeyOf } from '../cluster';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import type { CountPerWindow } from './rules';
import type { WindowCounter } from './windowCounter';

/**
 * Messages a customer may store per window, across their sockets and the nodes (docs/protocol.md,
 * "Quotas"): the frame budget bounds one socket's frames, this bounds what they write to the database.
 */
export class MessageQuota {
  constructor(
    private readonly counter: WindowCounter,
    private readonly rule: CountPerWindow,
  ) {}

  /** Counts a new message of the customer's; over the quota, refuses it (tooManyMessages) before anything is stored. */
  async take(customer: CustomerRef): Promise<void> {
    const count = await this.counter.hit(`messages:${customerKeyOf(customer)}`, this.rule.windowMs);
    if (count > this.rule.max)
      throw new SandboxError(
        ERROR_CODE.tooManyMessages,
        `at most ${this.rule.max} messages per ${this.rule.windowMs / 1000} s`,
      );
  }
}
