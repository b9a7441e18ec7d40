import { ERROR_CODE } from '../../protocol/codes';
import { NETWORK_ERROR_CODE } from '../../lib/networkError';
import { FAQ_PATHS, faqHomePath } from '../../lib/navigation';
import type { LinkProblem } from '../../session/link';

/** Spec §2: these routes skip every check. */
export const UNGUARDED_PATHS: readonly string[] = ['/faqindex', '/faqdetail', '/faqanswery'];

export function skipsGuard(pathname: string): boolean {
  return UNGUARDED_PATHS.includes(pathname);
}

/** Screens that show the signed-in user's own data: always (chat, conversation list), or when the link signs in. */
const SIGNED_IN_PATHS: readonly string[] = ['/chat', '/chatlist'];
const SIGNED_IN_WITH_CREDENTIALS_PATHS: readonly string[] = ['/', '/social'];

/** Whether opening `pathname` signs the customer in (the screens' own useSignedIn, started before they load). */
export function signsInOnOpen(pathname: string, openedWithCredentials: boolean): boolean {
  return (
    SIGNED_IN_PATHS.includes(pathname) || (openedWithCredentials && SIGNED_IN_WITH_CREDENTIALS_PATHS.includes(pathname))
  );
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
  const target = faqHomePath(input.colorScheme);
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

/** A link too long or with broken encoding (LinkProblem) opens nothing: its values cannot be trusted to name anyone. */
export type BlockReason = 'unsupportedProduct' | 'unreachable' | LinkProblem;

/** Spec §2 and §8: why navigation stays blocked when product and company ids are still missing. */
export function blockReasonFor(appKey: string, lookupErrorCode: number | null): BlockReason {
  if (!appKey) return 'parameterError';
  if (lookupErrorCode === ERROR_CODE.unsupportedProduct || lookupErrorCode === ERROR_CODE.notFound)
    return 'unsupportedProduct';
  if (lookupErrorCode === ERROR_CODE.parameterError) return 'parameterError';
  if (lookupErrorCode === NETWORK_ERROR_CODE || lookupErrorCode === ERROR_CODE.serverError) return 'unreachable';
  return 'unsupportedProduct';
}
