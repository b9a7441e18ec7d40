import type { i18n } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { closeRequested } from '../../lib/embedding/hostEvents';
import { showLanguage } from '../../lib/i18n/setupI18n';
import type { AppThunkDispatch } from '../../lib/store/hooks';
import { localStore } from '../../lib/storage';
import { clientEvent, type ClientEvent } from '../../protocol/hostBridge';
import { isAllowedOrigin } from '../../protocol/hostOrigins';
import { LOCALE_TAGS, type LocaleCode } from '../../protocol/locales';
import { sessionApi } from '../../session/sessionApi';
import type { SessionState } from '../../session/sessionSlice';
import { LOCALE_STORAGE_KEY } from '../../session/sessionStorageKeys';
import { startHostBridgeListeners, type BridgedState, type ChatView } from './hostBridgeListeners';
import { selectHostOpensLinks } from './hostBridgeSlice';
import { receivedFromHost } from './hostMessages';
import { linkForHost } from './messageLinkClicks';
import { parentOriginOf } from './parentOrigin';

/** The store as the bridge uses it: its slice already injected (src/app/lazyFeatures.ts). */
export interface BridgedStore<State extends BridgedState> {
  dispatch: AppThunkDispatch;
  getState(): State & { session: Pick<SessionState, 'appKey'> };
}

export interface HostBridgeStart<State extends BridgedState> {
  store: BridgedStore<State>;
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;
  i18n: i18n;
  chat: ChatView<State>;
}

/** The product's host allowlist, from the product lookup the route guard made (or made now); none if it failed. */
async function hostAllowlist(store: BridgedStore<BridgedState>): Promise<readonly string[]> {
  const { appKey } = store.getState().session;
  if (!appKey) return [];
  const lookup = await store.dispatch(sessionApi.endpoints.productByAppKey.initiate(appKey, { subscribe: false }));
  return lookup.data?.host_origins ?? [];
}

/** Resolves once the router has run the route guard and loaded the first screen. */
function firstScreenLoaded(router: HostBridgeStart<BridgedState>['router']): Promise<void> {
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
 * The host bridge (docs/embedding.md), loaded only in a frame (src/main.tsx, src/app/hostBridgeInFrame.ts).
 * It posts only to the parent, only with the parent's exact origin as target, and only when that origin
 * is on the product's host allowlist; what it receives goes through receivedFromHost, in order of arrival.
 */
export async function startHostBridge<State extends BridgedState>({
  store,
  router,
  i18n,
  chat,
}: HostBridgeStart<State>): Promise<void> {
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

  const outlet = {
    post,
    switchLanguage: async (locale: LocaleCode) => {
      localStore.set(LOCALE_STORAGE_KEY, locale);
      await i18n.changeLanguage(LOCALE_TAGS[locale]);
      showLanguage(i18n);
    },
  };
  startHostBridgeListeners(store.dispatch, outlet, chat);
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
