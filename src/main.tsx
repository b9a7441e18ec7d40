import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './app/routes';
import { createAppStore } from './app/store';
import { isFramed } from './lib/embedding/hostEvents';
import { createCredentialVault } from './session/credentialVault';
import { hasCredentials, readLink, withoutSecrets } from './session/link';
import { restoreSession } from './session/sessionPersistence';
import { socketBaseFor } from './session/sessionSelectors';
import { LOCALE_STORAGE_KEY } from './session/sessionStorageKeys';
import { resolveLocale } from './protocol/locales';
import { setupI18n } from './lib/i18n/setupI18n';
import { env } from './lib/env';
import { localStore, sessionStore } from './lib/storage';
import { nextTask } from './lib/nextTask';
import { startFieldCapture } from './app/startFieldCapture';
import './ui/app.css';

const { link, secrets } = readLink(window.location.search);
// pass and sign leave the address bar (and so history, bookmarks and Referer) as soon as they are read.
window.history.replaceState(window.history.state, '', withoutSecrets(window.location.href));

const locale = resolveLocale(link.country, localStore.get(LOCALE_STORAGE_KEY));
localStore.set(LOCALE_STORAGE_KEY, locale);

const capture = startFieldCapture({
  meta: { locale, appKey: link.appKey, userAgent: navigator.userAgent },
  debug: link.debug,
  apiBase: env.apiBase,
  storage: sessionStore,
  policyStorage: localStore,
});

async function start() {
  // The locale downloads while the store and the router start: the router begins loading the opened
  // route's screen and runs the route guard's requests at once (no start-up waterfall).
  const i18nReady = setupI18n(locale);
  // Not a top-level await: the recorder's chunk imports this one, which would then never finish evaluating.
  await capture.early;
  await nextTask();
  const store = createAppStore({
    vault: createCredentialVault(secrets),
    sessionStorage: sessionStore,
    apiBase: env.apiBase,
    socketBase: socketBaseFor(env.apiBase, window.location.origin),
    session: restoreSession(link, hasCredentials(link, secrets), locale, sessionStore),
    recorder: capture.slot,
    devTools: env.dev || link.debug,
  });
  await nextTask();
  const router = createBrowserRouter(buildRoutes(store, link.problem));
  capture.follow(store, router);
  const i18n = await i18nReady;
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // Not a transition: RouterProvider reads the router's state when it renders and subscribes only when
  // it commits. A render in slices yields in between, and a route that finished loading meanwhile (a
  // reload: no request, chunks cached) was never seen: the page stayed on "Loading…".
  root.render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          {capture.debugControl()}
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  // Only in a host's frame: a top-level page downloads none of the bridge (docs/embedding.md).
  if (isFramed())
    void import('./app/hostBridgeInFrame').then((module) => module.startHostBridgeInFrame({ store, router, i18n }));
}

void start();
