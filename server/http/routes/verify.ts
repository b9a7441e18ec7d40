import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODE } from '../../../src/protocol/codes';
import {
  normaliseVerifyTarget,
  VERIFY_CODE,
  type SendVerifyCodeResponse,
  type VerifyCodeResponse,
} from '../../../src/protocol/contact';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import { object, optional, str } from '../../../src/protocol/validate';
import { SandboxError } from '../../errors';
import { parseOrThrow } from '../../validation';
import { requireSession } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

const sendSchema = object({ target: optional(str) });
const verifySchema = object({ target: optional(str), code: optional(str) });

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

function targetOf(raw: string | undefined): string {
  const target = normaliseVerifyTarget(raw ?? '');
  if (!target) throw new SandboxError(ERROR_CODE.parameterError, 'target must be an email address or a phone number');
  return target;
}

/**
 * The send-identification-code popup (docs/protocol.md, "POST /api/v1/user/send-verify-code"). The
 * sandbox sends nothing: it logs the code and keeps it in its mailbox (server/verify/mailbox.ts).
 */
export function verifyRoutes({ store, codeMailbox, now = Date.now }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: DOCUMENTED_REST.sendVerifyCode,
      async handler(request): Promise<SendVerifyCodeResponse> {
        const { user, product } = await requireSession(store, request);
        const target = targetOf(parseOrThrow(sendSchema, request.body ?? {}, 'body').target);
        const at = now();
        const last = await store.verifyCodes.lastSentAt(user.id, product.id);
        if (last !== null && at - last < VERIFY_CODE.resendSeconds * 1000) {
          throw new SandboxError(
            ERROR_CODE.tooManyRequests,
            `wait ${Math.ceil((last + VERIFY_CODE.resendSeconds * 1000 - at) / 1000)} s before sending another code`,
          );
        }
        const code = String(randomInt(0, 10 ** VERIFY_CODE.length)).padStart(VERIFY_CODE.length, '0');
        await store.verifyCodes.save({
          userId: user.id,
          productId: product.id,
          target,
          codeHash: hashOf(code),
          sentAt: at,
          expiresAt: at + VERIFY_CODE.ttlSeconds * 1000,
        });
        codeMailbox?.record(target, code, at);
        request.log.info(
          { userId: user.id, target },
          `[sandbox] identification code for ${target}: ${code} (not really sent)`,
        );
        return { resend_after_seconds: VERIFY_CODE.resendSeconds, expires_in_seconds: VERIFY_CODE.ttlSeconds };
      },
    },
    {
      method: 'POST',
      url: DOCUMENTED_REST.verifyCode,
      async handler(request): Promise<VerifyCodeResponse> {
        const { user, product } = await requireSession(store, request);
        const body = parseOrThrow(verifySchema, request.body ?? {}, 'body');
        const target = targetOf(body.target);
        const code = (body.code ?? '').trim();
        if (!new RegExp(`^\\d{${VERIFY_CODE.length}}$`).test(code))
          throw new SandboxError(ERROR_CODE.verifyCodeWrong, 'the code has 6 digits');
        const key = { userId: user.id, productId: product.id, target };
        const stored = await store.verifyCodes.find(key);
        if (
          !stored ||
          stored.verifiedAt !== null ||
          stored.expiresAt <= now() ||
          stored.attempts >= VERIFY_CODE.maxAttempts
        ) {
          throw new SandboxError(ERROR_CODE.verifyCodeExpired, 'no valid code for this target: send a new one');
        }
        if (!timingSafeEqual(Buffer.from(hashOf(code)), Buffer.from(stored.codeHash))) {
          await store.verifyCodes.addAttempt(key);
          throw new SandboxError(ERROR_CODE.verifyCodeWrong);
        }
        await store.verifyCodes.markVerified(key, now());
        return { verified: true, target };
      },
    },
  ];
}
