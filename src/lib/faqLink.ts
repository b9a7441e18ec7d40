/** Query parameters that only mean something on the FAQ screens. */
export const FAQ_PARAMS = ['id', 'type_id', 'keyword'];

/**
 * A link to an FAQ screen that keeps the opening link's query (app_key, country…), so a reload still
 * knows the product and the language, and replaces the FAQ's own parameters. The FAQ's links and the
 * chat's links to an answer's articles are built alike.
 */
export function faqLink(pathname: string, currentSearch: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams(currentSearch);
  for (const name of FAQ_PARAMS) query.delete(name);
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  const search = query.toString();
  return { pathname, search: search ? `?${search}` : '' };
}
