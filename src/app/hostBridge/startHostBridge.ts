import type { i18n } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { closeRequested } from '../../lib/embedding/hostEvents';
import { showLanguage } from '../../lib/i18n/setupI18n';
import { sessionApi } from '../../lib/session/sessionApi';
import { LOCALE_STORAGE_KEY } from '../../lib/session/sessionStorageKeys';
import { localStore } from '../../lib/storage';
import { clientEvent, type ClientEvent } from '../../protocol/hostBridge';
import { isAllowedOrigin } from '../../protocol/hostOrigins';
import { LOCALE_TAGS } from '../../protocol/locales';
import { lazyFeatures } from '../lazyFeatures';
import type { AppStore } from '../store';
import { startHostBridgeListeners } from './hostBridgeListeners';
import { selectHostOpensLinks } from './hostBridgeSlice';
import { receivedFromHost } from './hostMessages';
import { linkForHost } from './messageLinkClicks';
import { parentOriginOf } from './parentOrigin';

export interface HostBridgeStart {
  store: AppStore;
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;
  i18n: i18n;
}

/** The product's host allowlist, from the product lookup the route guard made (or made now); none if it failed. */
async function hostAllowlist(store: AppStore): Promise<readonly string[]> {
  const { appKey } = store.getState().session;
  if (!appKey) return [];
  const lookup = await store.dispatch(sessionApi.endpoints.productByAppKey.initiate(appKey, { subscribe: false }));
  return lookup.data?.host_origins ?? [];
}

/** Resolves once the router has run the route guard and loaded the first screen. */
function firstScreenLoaded(router: HostBridgeStart['router']): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The host bridge (docs/embedding.md), loaded only in a frame (src/main.tsx). It posts only to the
 * parent, only with the parent's exact origin as target, and only when that origin is on the product's
 * host allowlist; what it receives goes through receivedFromHost, in order of arrival.
 */
export async function startHostBridge({ store, router, i18n }: HostBridgeStart): Promise<void> {
  await lazyFeatures.hostBridge(store.dispatch);
  const parent = window.parent;
  const parentOrigin = parentOriginOf({
    ancestorOrigins: window.location.ancestorOrigins,
    referrer: document.referrer,
  });
  const allowlist = hostAllowlist(store).catch(() => []);
  const post = (event: ClientEvent) => {
    void allowlist.then((origins) => {
      if (isAllowedOrigin(origins, parentOrigin)) parent.postMessage(event, parentOrigin);
    });
  };

  startHostBridgeListeners(store.dispatch, {
    post,
    switchLanguage: async (locale) => {
      localStore.set(LOCALE_STORAGE_KEY, locale);
      await i18n.changeLanguage(LOCALE_TAGS[locale]);
      showLanguage(i18n);
    },
  });
  window.addEventListener('message', (event) => {
    const received = { data: event.data as unknown, origin: event.origin, fromParent: event.source === parent };
    void allowlist.then((origins) => store.dispatch(receivedFromHost(received, origins)));
  });
  // Escape that no view of the chat used (a dialog stops it) asks the host to close, like the close control.
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) store.dispatch(closeRequested());
  });
  // A host that opens links itself (a webview's in the system browser) gets the click instead of the frame.
  document.addEventListener('click', (event) => {
    const url = linkForHost(event, selectHostOpensLinks(store.getState()));
    if (!url) return;
    event.preventDefault();
    post(clientEvent('openLink', { url }));
  });
  await firstScreenLoaded(router);
  post(clientEvent('ready', {}));
}
