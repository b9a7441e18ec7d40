import { ERROR_CODE } from '../../../src/protocol/codes';
import {
  addPhrasingSchema,
  HELP_CENTRE_REST,
  publishSchema,
  saveDraftSchema,
} from '../../../src/protocol/helpCentreEditing';
import { isLocaleCode } from '../../../src/protocol/locales';
import { SandboxError } from '../../errors';
import type { HelpCentreEditingService } from '../../helpCentre/service';
import type { LocaleCode } from '../../locale';
import type { SessionService } from '../../sessions/service';
import { parseOrThrow, queryField, requireText } from '../../validation';
import { requireAgent, requireEditor } from '../auth';
import type { ApiRoute } from './types';

export interface HelpCentreApiDeps {
  sessions: SessionService;
  helpCentreEditing: HelpCentreEditingService;
}

/** The exact locale code: an editor writes one language, never a fallback. */
function languageOf(query: unknown): LocaleCode {
  const language = requireText(queryField(query, 'language'), 'language');
  if (!isLocaleCode(language)) throw new SandboxError(ERROR_CODE.parameterError, 'language is not a locale code');
  return language;
}

const productIdOf = (query: unknown) => requireText(queryField(query, 'product_id'), 'product_id');

/** The agent console's help-centre editor (docs/protocol.md, "Help-centre editing"). */
export function helpCentreRoutes({ sessions, helpCentreEditing }: HelpCentreApiDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: HELP_CENTRE_REST.products,
      async handler(request) {
        return helpCentreEditing.products(await requireAgent(sessions, request));
      },
    },
    {
      method: 'GET',
      url: HELP_CENTRE_REST.articles,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        const { query } = request;
        const list = await helpCentreEditing.articles(
          agent,
          productIdOf(query),
          languageOf(query),
          queryField(query, 'q') ?? '',
        );
        // The console shows a reader the help centre read-only from the start.
        return { ...list, can_edit: agent.canEditFaq };
      },
    },
    {
      method: 'GET',
      url: HELP_CENTRE_REST.article,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        const { query } = request;
        return helpCentreEditing.article(
          agent,
          productIdOf(query),
          requireText(queryField(query, 'id'), 'id'),
          languageOf(query),
        );
      },
    },
    {
      method: 'GET',
      url: HELP_CENTRE_REST.unanswered,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        return helpCentreEditing.unanswered(agent, productIdOf(request.query), languageOf(request.query));
      },
    },
    {
      method: 'POST',
      url: HELP_CENTRE_REST.saveDraft,
      async handler(request) {
        const editor = await requireEditor(sessions, request);
        return helpCentreEditing.saveDraft(editor, parseOrThrow(saveDraftSchema, request.body ?? {}, 'body'));
      },
    },
    {
      method: 'POST',
      url: HELP_CENTRE_REST.publish,
      async handler(request) {
        const editor = await requireEditor(sessions, request);
        return helpCentreEditing.publish(editor, parseOrThrow(publishSchema, request.body ?? {}, 'body'));
      },
    },
    {
      method: 'POST',
      url: HELP_CENTRE_REST.addPhrasing,
      async handler(request) {
        const editor = await requireEditor(sessions, request);
        return helpCentreEditing.addPhrasing(editor, parseOrThrow(addPhrasingSchema, request.body ?? {}, 'body'));
      },
    },
  ];
}
