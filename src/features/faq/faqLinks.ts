import { useLocation } from 'react-router';
import { FAQ_PARAMS, faqLink } from '../../lib/faqLink';
import { FAQ_PATHS } from '../../lib/navigation';

/**
 * A parameter of the page's query, '' when absent: what React Router's useSearchParams reads. Not that
 * hook: only the FAQ screens would use it, and React Router comes with the entry whole, so its hook
 * and its helpers cost every /chat download (docs/architecture.md, "Start-up").
 */
export function useQueryParam(name: string): string {
  return new URLSearchParams(useLocation().search).get(name) ?? '';
}

export function useFaqLink() {
  const { search } = useLocation();
  return (pathname: string, params?: Record<string, string>) => faqLink(pathname, search, params);
}

/**
 * The way from the FAQ to the chat (spec §2 force-FAQ round trip): the service link the guard stored
 * when it redirected, else /chat with the FAQ page's own query. `nofaq=1` makes the guard let it
 * through, so the user is never bounced back into the FAQ. Only a path of this app is followed.
 */
export function chatLinkFromFaq(serviceLink: string | null, faqSearch: string): string {
  const stored =
    serviceLink?.startsWith('/') && !serviceLink.startsWith('//') ? new URL(serviceLink, 'http://app.invalid') : null;
  const useStored = stored !== null && !FAQ_PATHS.includes(stored.pathname);
  const pathname = useStored ? stored.pathname : '/chat';
  const query = useStored ? stored.searchParams : new URLSearchParams(faqSearch);
  if (!useStored) for (const name of FAQ_PARAMS) query.delete(name);
  query.set('nofaq', '1');
  return `${pathname}?${query}`;
}
