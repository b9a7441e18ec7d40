import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { LEGACY_FAQ_AUTHORIZATION, LEGACY_FAQ_COMPANY_ID, LEGACY_FAQ_HEADERS } from '../../src/protocol/faq';
import { LEGACY_FAQ_REST } from '../../src/protocol/restCatalog';
import { SandboxError } from '../errors';
import { headerOf } from '../http/auth';
import type { ApiRoute } from '../http/routes/types';
import { resolveLocale } from '../locale';
import { queryField, requireText } from '../validation';
import type { LegacyFaqService } from './service';

/** Spec §6: the client sends a fixed Authorization header and company id; anything else is refused. */
function requireFixedHeaders(request: FastifyRequest): void {
  const authorized = headerOf(request, LEGACY_FAQ_HEADERS.authorization) === LEGACY_FAQ_AUTHORIZATION;
  if (!authorized || headerOf(request, LEGACY_FAQ_HEADERS.companyId) !== LEGACY_FAQ_COMPANY_ID) {
    throw new SandboxError(ERROR_CODE.authFailed, 'missing or wrong Authorization or X-Company-Id');
  }
}

/** The legacy FAQ API (docs/protocol.md, "Legacy FAQ client"): it parses, checks the fixed headers and asks the service. */
export function legacyFaqRoutes(legacyFaq: LegacyFaqService): ApiRoute[] {
  const languageOf = (request: FastifyRequest) => resolveLocale(queryField(request.query, 'language'));
  return [
    {
      method: 'GET',
      url: LEGACY_FAQ_REST.getType,
      handler(request) {
        requireFixedHeaders(request);
        return legacyFaq.types(languageOf(request));
      },
    },
    {
      method: 'GET',
      url: LEGACY_FAQ_REST.findGuide,
      handler(request) {
        requireFixedHeaders(request);
        return legacyFaq.guides(languageOf(request), queryField(request.query, 'type_id'));
      },
    },
    {
      method: 'GET',
      url: LEGACY_FAQ_REST.get,
      handler(request) {
        requireFixedHeaders(request);
        return legacyFaq.guide(requireText(queryField(request.query, 'id'), 'id'), languageOf(request));
      },
    },
  ];
}
