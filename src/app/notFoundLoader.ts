import type { LoaderFunctionArgs } from 'react-router';
import { sessionApi } from '../session/sessionApi';
import type { AppStore } from './store';

/**
 * /404 is outside the route guard, yet shown in the product's colour scheme: the link's app key is
 * enough to ask for its FAQ config (one small request, beside the screen's download, cached for the
 * guard). Whatever the answer, the screen shows.
 */
export function createNotFoundLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const session = store.getState().session;
    const query = new URL(request.url).searchParams;
    const appKey = query.get('app_key') ?? session.appKey;
    if (appKey)
      await store.dispatch(
        sessionApi.endpoints.faqConfig.initiate(
          { appKey, country: query.get('country') ?? session.locale },
          { subscribe: false },
        ),
      );
    return null;
  };
}
