import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODE } from '../../src/protocol/codes';
import { VERIFY_CODE, type SendVerifyCodeResponse, type VerifyCodeResponse } from '../../src/protocol/contact';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import type { Store } from '../store';
import type { CodeMailbox } from './mailbox';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Identification codes (docs/protocol.md, "POST /api/v1/user/send-verify-code"). The sandbox sends
 * nothing: it logs the code and keeps it in its mailbox (mailbox.ts).
 */
export class VerifyService {
  constructor(
    private readonly store: Store,
    private readonly mailbox: CodeMailbox,
    /** The clock of code expiry and resend cooldown. */
    private readonly now: () => number = Date.now,
  ) {}

  /** A new code for the target (normalised), unless one was sent less than the cooldown ago. */
  async send(customer: CustomerRef, target: string, log: FastifyBaseLogger): Promise<SendVerifyCodeResponse> {
    const at = this.now();
    const last = await this.store.verifyCodes.lastSentAt(customer.userId, customer.productId);
    if (last !== null && at - last < VERIFY_CODE.resendSeconds * 1000) {
      throw new SandboxError(
        ERROR_CODE.tooManyRequests,
        `wait ${Math.ceil((last + VERIFY_CODE.resendSeconds * 1000 - at) / 1000)} s before sending another code`,
      );
    }
    const code = String(randomInt(0, 10 ** VERIFY_CODE.length)).padStart(VERIFY_CODE.length, '0');
    await this.store.verifyCodes.save({
      userId: customer.userId,
      productId: customer.productId,
      target,
      codeHash: hashOf(code),
      sentAt: at,
      expiresAt: at + VERIFY_CODE.ttlSeconds * 1000,
    });
    this.mailbox.record(target, code, at);
    // The sandbox's only delivery. Fields, never the message: production mode's log redacts them (logging.ts).
    log.info({ userId: customer.userId, target, verifyCode: code }, '[sandbox] identification code (not really sent)');
    return { resend_after_seconds: VERIFY_CODE.resendSeconds, expires_in_seconds: VERIFY_CODE.ttlSeconds };
  }

  /** The code sent last to the target, within its lifetime and attempts; a wrong one counts an attempt. */
  async verify(customer: CustomerRef, target: string, typed: string): Promise<VerifyCodeResponse> {
    const code = typed.trim();
    if (!new RegExp(`^\\d{${VERIFY_CODE.length}}$`).test(code))
      throw new SandboxError(ERROR_CODE.verifyCodeWrong, 'the code has 6 digits');
    const key = { userId: customer.userId, productId: customer.productId, target };
    const stored = await this.store.verifyCodes.find(key);
    if (
      !stored ||
      stored.verifiedAt !== null ||
      stored.expiresAt <= this.now() ||
      stored.attempts >= VERIFY_CODE.maxAttempts
    ) {
      throw new SandboxError(ERROR_CODE.verifyCodeExpired, 'no valid code for this target: send a new one');
    }
    if (!timingSafeEqual(Buffer.from(hashOf(code)), Buffer.from(stored.codeHash))) {
      await this.store.verifyCodes.addAttempt(key);
      throw new SandboxError(ERROR_CODE.verifyCodeWrong);
    }
    await this.store.verifyCodes.markVerified(key, this.now());
    return { verified: true, target };
  }
}
