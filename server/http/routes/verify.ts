import { ERROR_CODE } from '../../../src/protocol/codes';
import {
  normaliseVerifyTarget,
  type SendVerifyCodeResponse,
  type VerifyCodeResponse,
} from '../../../src/protocol/contact';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import { object, optional, str } from '../../../src/protocol/validate';
import { SandboxError } from '../../errors';
import { parseOrThrow } from '../../validation';
import { requireCustomer } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

const sendSchema = object({ target: optional(str) });
const verifySchema = object({ target: optional(str), code: optional(str) });

function targetOf(raw: string | undefined): string {
  const target = normaliseVerifyTarget(raw ?? '');
  if (!target) throw new SandboxError(ERROR_CODE.parameterError, 'target must be an email address or a phone number');
  return target;
}

/** The send-identification-code popup (verify/service.ts). */
export function verifyRoutes({ sessions, verify }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: DOCUMENTED_REST.sendVerifyCode,
      async handler(request): Promise<SendVerifyCodeResponse> {
        const customer = await requireCustomer(sessions, request);
        const target = targetOf(parseOrThrow(sendSchema, request.body ?? {}, 'body').target);
        return verify.send(customer, target, request.log);
      },
    },
    {
      method: 'POST',
      url: DOCUMENTED_REST.verifyCode,
      async handler(request): Promise<VerifyCodeResponse> {
        const customer = await requireCustomer(sessions, request);
        const body = parseOrThrow(verifySchema, request.body ?? {}, 'body');
        return verify.verify(customer, targetOf(body.target), body.code ?? '');
      },
    },
  ];
}
