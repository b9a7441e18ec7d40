import {
  articleListSchema,
  editableArticleSchema,
  HELP_CENTRE_REST,
  productListSchema,
  publishedSchema,
  savedDraftSchema,
  unansweredListSchema,
  type AddPhrasing,
  type PublishArticle,
  type SaveDraft,
} from '../../protocol/helpCentreEditing';
import { HEADERS } from '../../protocol/identifiers';
import { readEnvelope } from '../../protocol/rest';
import { unknownValue, type Validator } from '../../protocol/validate';
import type { Scope } from './scope';

/** An error code of docs/protocol.md, or 'unreachable' when no answer came. */
export type Refusal = number | 'unreachable';
export type Reply<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };

async function exchange<T>(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  schema: Validator<T>,
): Promise<Reply<T>> {
  let body: unknown;
  try {
    body = await (await fetchFn(url, init)).json();
  } catch {
    return { ok: false, refusal: 'unreachable' };
  }
  const read = readEnvelope(body, schema);
  return read.ok ? read : { ok: false, refusal: read.code };
}

const queryOf = (scope: Scope, more: Record<string, string> = {}) =>
  new URLSearchParams({ product_id: scope.productId, language: scope.language, ...more }).toString();

/** The editor API of docs/protocol.md ("Help-centre editing"), with the agent's token. */
export function createHelpCentreApi(fetchFn: typeof fetch, token: string) {
  const get = <T>(path: string, query: string, schema: Validator<T>) =>
    exchange(fetchFn, `${path}?${query}`, { headers: { [HEADERS.token]: token } }, schema);
  const post = <T>(path: string, body: unknown, schema: Validator<T>) =>
    exchange(
      fetchFn,
      path,
      {
        method: 'POST',
        headers: { [HEADERS.token]: token, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
      schema,
    );
  return {
    /** The products of the agent's company. */
    products: () => get(HELP_CENTRE_REST.products, '', productListSchema),
    /** The product's articles in the language; `q` searches them. */
    articles: (scope: Scope, q = '') =>
      get(HELP_CENTRE_REST.articles, queryOf(scope, q.trim() === '' ? {} : { q: q.trim() }), articleListSchema),
    article: (scope: Scope, id: string) => get(HELP_CENTRE_REST.article, queryOf(scope, { id }), editableArticleSchema),
    unanswered: (scope: Scope) => get(HELP_CENTRE_REST.unanswered, queryOf(scope), unansweredListSchema),
    saveDraft: (body: SaveDraft) => post(HELP_CENTRE_REST.saveDraft, body, savedDraftSchema),
    publish: (body: PublishArticle) => post(HELP_CENTRE_REST.publish, body, publishedSchema),
    // The protocol names no data for it: success is its code.
    addPhrasing: (body: AddPhrasing) => post(HELP_CENTRE_REST.addPhrasing, body, unknownValue),
  };
}

export type HelpCentreApi = ReturnType<typeof createHelpCentreApi>;
