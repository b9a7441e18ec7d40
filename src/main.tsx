import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './app/routes';
import { createAppStore } from './app/store';
import { createCredentialVault } from './features/session/credentialVault';
import { hasCredentials, readLink, withoutSecrets } from './features/session/link';
import { restoreSession } from './features/session/sessionPersistence';
import { socketBaseFor } from './features/session/sessionSelectors';
import { LOCALE_STORAGE_KEY } from './features/session/sessionStorageKeys';
import { resolveLocale } from './protocol/locales';
import { setupI18n } from './i18n/setupI18n';
import { env } from './lib/env';
import { localStore, sessionStore } from './lib/storage';
import { createRecorder } from './recorder/recorder';
import './ui/app.css';

const { link, secrets } = readLink(window.location.search);
// pass and sign leave the address bar (and so history, bookmarks and Referer) as soon as they are read.
window.history.replaceState(window.history.state, '', withoutSecrets(window.location.href));

const locale = resolveLocale(link.country, localStore.get(LOCALE_STORAGE_KEY));
localStore.set(LOCALE_STORAGE_KEY, locale);

// Always recording (bounded, redacted, in memory only): a support engineer can ask a customer to reopen
// with debug=1 and download what they see; nothing leaves the page otherwise.
const recorder = createRecorder({ meta: { locale, appKey: link.appKey, userAgent: navigator.userAgent } });
const DebugControl = lazy(() => import('./recorder/DebugControl').then((module) => ({ default: module.DebugControl })));

const store = createAppStore({
  vault: createCredentialVault(secrets),
  sessionStorage: sessionStore,
  apiBase: env.apiBase,
  socketBase: socketBaseFor(env.apiBase, window.location.origin),
  session: restoreSession(link, hasCredentials(link, secrets), locale, sessionStore),
  recorder,
  devTools: env.dev || link.debug,
});
if (link.debug) {
  (window as Window & { __supportClient?: unknown }).__supportClient = { exportRecording: () => recorder.exportRecording() };
}
const router = createBrowserRouter(buildRoutes(store));

void setupI18n(locale).then((i18n) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          {link.debug && (
            <Suspense fallback={null}>
              <DebugControl recorder={recorder} />
            </Suspense>
          )}
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
});
