import { replace, type LoaderFunctionArgs } from 'react-router';
import { errorCodeOf } from '../../api/apiError';
import { withoutSecrets, type LinkProblem } from '../../session/link';
import { nextTask } from '../../lib/nextTask';
import { sessionApi } from '../../session/sessionApi';
import { identityParamsSeen, identityRequired, serviceLinkStored } from '../../session/sessionSlice';
import type { AppStore } from '../store';
import { blockReasonFor, forceFaqRedirect, signsInOnOpen, skipsGuard, type BlockReason } from './routeGuardRules';

export type GuardResult = { status: 'passed' } | { status: 'blocked'; reason: BlockReason };

const PASSED: GuardResult = { status: 'passed' };

/**
 * The route guard of spec §2, run before every navigation into the guarded routes. A `linkProblem`
 * of the opening link (link.ts) blocks them all.
 */
export function createRouteGuard(store: AppStore, linkProblem: LinkProblem | null = null) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardResult | Response> => {
    // The router calls this while it starts, in the same task; the guard's first requests cost the page
    // a while at start-up, so they go out in a task of their own (docs/architecture.md, "Start-up").
    await nextTask();
    if (linkProblem) return { status: 'blocked', reason: linkProblem };
    const url = new URL(request.url);
    const query = url.searchParams;
    store.dispatch(
      identityParamsSeen({ accountId: query.get('account_id') ?? '', distinctId: query.get('distinct_id') ?? '' }),
    );
    if (skipsGuard(url.pathname)) return PASSED;

    const session = store.getState().session;
    const appKey = query.get('app_key') ?? session.appKey;
    const idsStored = () => Boolean(store.getState().session.productId && store.getState().session.companyId);

    // The FAQ config and the product lookup depend only on the app key: both are asked at once.
    const asking =
      session.openedWithCredentials && appKey
        ? store.dispatch(
            sessionApi.endpoints.faqConfig.initiate(
              { appKey, country: query.get('country') ?? session.locale },
              { subscribe: false },
            ),
          )
        : null;
    const lookingUp =
      !idsStored() && appKey
        ? store.dispatch(
            sessionApi.endpoints.productByAppKey.initiate(appKey, { subscribe: false, forceRefetch: true }),
          )
        : null;

    const config = asking ? await asking : null;
    if (config?.data) {
      const target = forceFaqRedirect({
        pathname: url.pathname,
        search: url.search,
        forceFaq: config.data.is_force_faq,
        colorScheme: config.data.color_scheme,
        faqUrl: config.data.faq_url,
      });
      if (target) {
        store.dispatch(serviceLinkStored(withoutSecrets(url.href)));
        return replace(target);
      }
    }

    const lookup = lookingUp ? await lookingUp : null;
    if (!idsStored())
      return { status: 'blocked', reason: blockReasonFor(appKey, lookup?.error ? errorCodeOf(lookup.error) : null) };
    // The screen would sign in once it has loaded; asking now runs the login beside its download.
    if (signsInOnOpen(url.pathname, store.getState().session.openedWithCredentials)) store.dispatch(identityRequired());
    return PASSED;
  };
}
