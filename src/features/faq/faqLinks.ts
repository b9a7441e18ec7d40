import { useLocation } from 'react-router';

const FAQ_PARAMS = ['id', 'type_id', 'keyword'];

/**
 * A link to an FAQ screen that keeps the opening link's query (app_key, country…), so a reload still
 * knows the product and the language, and replaces the FAQ's own parameters.
 */
export function faqLink(pathname: string, currentSearch: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams(currentSearch);
  for (const name of FAQ_PARAMS) query.delete(name);
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  const search = query.toString();
  return { pathname, search: search ? `?${search}` : '' };
}

export function useFaqLink() {
  const { search } = useLocation();
  return (pathname: string, params?: Record<string, string>) => faqLink(pathname, search, params);
}
