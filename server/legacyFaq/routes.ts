import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../src/protocol/codes';
import { LEGACY_FAQ_AUTHORIZATION, LEGACY_FAQ_COMPANY_ID, LEGACY_FAQ_HEADERS } from '../../src/protocol/faq';
import { LEGACY_FAQ_REST } from '../../src/protocol/restCatalog';
import { SandboxError } from '../errors';
import { answerOf, FAQ_CONTENT, FAQ_QUESTIONS, FAQ_TYPES } from '../faq/content';
import { headerOf } from '../http/auth';
import type { ApiRoute } from '../http/routes/types';
import { resolveLocale } from '../locale';
import { queryField, requireText } from '../validation';

/** Spec §6: the client sends a fixed Authorization header and company id; anything else is refused. */
function requireFixedHeaders(request: FastifyRequest): void {
  const authorized = headerOf(request, LEGACY_FAQ_HEADERS.authorization) === LEGACY_FAQ_AUTHORIZATION;
  if (!authorized || headerOf(request, LEGACY_FAQ_HEADERS.companyId) !== LEGACY_FAQ_COMPANY_ID) {
    throw new SandboxError(ERROR_CODE.authFailed, 'missing or wrong Authorization or X-Company-Id');
  }
}

const GUIDES = FAQ_QUESTIONS.filter((question) => question.guide);

/**
 * The legacy FAQ API (docs/protocol.md, "Legacy FAQ client"). Stateless: it serves the demo content
 * directly, with the content's own numbers as ids (it is another system than the main API).
 */
export function legacyFaqRoutes(): ApiRoute[] {
  const languageOf = (request: FastifyRequest) => resolveLocale(queryField(request.query, 'language'));
  return [
    {
      method: 'GET',
      url: LEGACY_FAQ_REST.getType,
      handler(request) {
        requireFixedHeaders(request);
        const texts = FAQ_CONTENT[languageOf(request)];
        return { types: FAQ_TYPES.map((type) => ({ id: String(type.number), name: texts.types[type.key] })) };
      },
    },
    {
      method: 'GET',
      url: LEGACY_FAQ_REST.findGuide,
      handler(request) {
        requireFixedHeaders(request);
        const texts = FAQ_CONTENT[languageOf(request)];
        const typeId = queryField(request.query, 'type_id');
        const typeNumber = new Map(FAQ_TYPES.map((type) => [type.key, String(type.number)]));
        return {
          guides: GUIDES.map((guide) => ({
            id: String(guide.number),
            type_id: typeNumber.get(guide.type) ?? '',
            title: texts.questions[guide.key].title,
          })).filter((guide) => !typeId || guide.type_id === typeId),
        };
      },
    },
    {
      method: 'GET',
      url: LEGACY_FAQ_REST.get,
      handler(request) {
        requireFixedHeaders(request);
        const id = requireText(queryField(request.query, 'id'), 'id');
        const guide = GUIDES.find((candidate) => String(candidate.number) === id);
        if (!guide) throw new SandboxError(ERROR_CODE.notFound);
        const locale = languageOf(request);
        return { id, title: FAQ_CONTENT[locale].questions[guide.key].title, content: answerOf(locale, guide.key) };
      },
    },
  ];
}
