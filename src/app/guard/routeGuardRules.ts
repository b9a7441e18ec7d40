import { ERROR_CODE } from '../../protocol/codes';
import { NETWORK_ERROR_CODE } from '../../api/apiError';

/** Spec §2: these routes skip every check. */
export const UNGUARDED_PATHS: readonly string[] = ['/faqindex', '/faqdetail', '/faqanswery'];

/** FAQ screens: the force-FAQ redirect never sends a user from one of these to another. */
export const FAQ_PATHS: readonly string[] = ['/faqmain', '/faqclass', '/faqreply', '/faqindex', '/faqdetail', '/faqanswery', '/faqa', '/faqb'];

/** Spec §2: variant A serves color scheme 3 or higher. */
export const FAQ_VARIANT_A_MIN_SCHEME = 3;

export function skipsGuard(pathname: string): boolean {
  return UNGUARDED_PATHS.includes(pathname);
}

export interface ForceFaqInput {
  pathname: string;
  /** The query of the link being opened (secrets already removed). */
  search: string;
  forceFaq: number;
  colorScheme: number;
  faqUrl: string;
}

/**
 * Spec §2: unless nofaq is present, force-FAQ 1 redirects to /faqa (scheme ≥ 3) or /faqmain,
 * carrying the config FAQ link's query parameters over the link's own. Null: no redirect.
 */
export function forceFaqRedirect(input: ForceFaqInput): string | null {
  const query = new URLSearchParams(input.search);
  if (input.forceFaq !== 1 || query.has('nofaq') || FAQ_PATHS.includes(input.pathname)) return null;
  const target = input.colorScheme >= FAQ_VARIANT_A_MIN_SCHEME ? '/faqa' : '/faqmain';
  let faqQuery = new URLSearchParams();
  try {
    faqQuery = new URL(input.faqUrl, 'http://faq.invalid').searchParams;
  } catch {
    // an unusable faq_url carries nothing
  }
  for (const [name, value] of faqQuery) query.set(name, value);
  const search = query.toString();
  return `${target}${search ? `?${search}` : ''}`;
}

export type BlockReason = 'parameterError' | 'unsupportedProduct' | 'unreachable';

/** Spec §2 and §8: why navigation stays blocked when product and company ids are still missing. */
export function blockReasonFor(appKey: string, lookupErrorCode: number | null): BlockReason {
  if (!appKey) return 'parameterError';
  if (lookupErrorCode === ERROR_CODE.unsupportedProduct || lookupErrorCode === ERROR_CODE.notFound) return 'unsupportedProduct';
  if (lookupErrorCode === ERROR_CODE.parameterError) return 'parameterError';
  if (lookupErrorCode === NETWORK_ERROR_CODE || lookupErrorCode === ERROR_CODE.serverError) return 'unreachable';
  return 'unsupportedProduct';
}

/** Query parameters that only mean something on the FAQ screens. */
const FAQ_ONLY_PARAMS = ['id', 'type_id', 'keyword'];

/**
 * The way from the FAQ to the chat (spec §2 force-FAQ round trip): the service link the guard stored
 * when it redirected, else /chat with the FAQ page's own query. `nofaq=1` makes the guard let it
 * through, so the user is never bounced back into the FAQ. Only a path of this app is followed.
 */
export function chatLinkFromFaq(serviceLink: string | null, faqSearch: string): string {
  const stored = serviceLink?.startsWith('/') && !serviceLink.startsWith('//') ? new URL(serviceLink, 'http://app.invalid') : null;
  const useStored = stored !== null && !FAQ_PATHS.includes(stored.pathname);
  const pathname = useStored ? stored.pathname : '/chat';
  const query = useStored ? stored.searchParams : new URLSearchParams(faqSearch);
  if (!useStored) for (const name of FAQ_ONLY_PARAMS) query.delete(name);
  query.set('nofaq', '1');
  return `${pathname}?${query}`;
}
