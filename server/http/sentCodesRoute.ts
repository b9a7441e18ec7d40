import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { normaliseVerifyTarget } from '../../src/protocol/contact';
import { SandboxError } from '../errors';
import { okEnvelope } from './envelope';
import { queryField } from '../validation';
import { SENT_CODES_PATH, type CodeMailbox } from '../verify/mailbox';

/** Tests and demos only (SANDBOX_FAULTS=1, never in production mode, or buildSandbox's exposeSentCodes); not part of docs/protocol.md. */
export function registerSentCodesRoute(app: FastifyInstance, mailbox: CodeMailbox): void {
  app.get(SENT_CODES_PATH, async (request) => {
    const target = normaliseVerifyTarget(queryField(request.query, 'target') ?? '');
    const sent = target ? mailbox.latest(target) : undefined;
    if (!sent) throw new SandboxError(ERROR_CODE.notFound, 'no code was sent to this target');
    return okEnvelope(sent);
  });
}
