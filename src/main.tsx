import { addListener } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './app/routes';
import { createAppStore, type AppStore } from './app/store';
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
import { loadChunk } from './lib/loadChunk';
import { sessionApi } from './session/sessionApi';
import { capturePolicyKey, createRecorderSlot } from './app/fieldCapture';
import type { FieldRecording, RouterLike } from './app/fieldRecording';
import './ui/app.css';

const { link, secrets } = readLink(window.location.search);
// pass and sign leave the address bar (and so history, bookmarks and Referer) as soon as they are read.
window.history.replaceState(window.history.state, '', withoutSecrets(window.location.href));

const locale = resolveLocale(link.country, localStore.get(LOCALE_STORAGE_KEY));
localStore.set(LOCALE_STORAGE_KEY, locale);

const meta = { locale, appKey: link.appKey, userAgent: navigator.userAgent };
const rememberedPolicy = localStore.get(capturePolicyKey(link.appKey));

// Field recordings (docs/recording.md): a product whose policy is not `off` (remembered from its last FAQ
// config), or debug=1, records from the first action, so the recorder's chunk loads before the store is
// built; otherwise it loads only if the config says so, and never with `off`. Loaded inside start(), not
// by a top-level await: the recorder's chunk imports this one, which would then never finish evaluating.
const slot = createRecorderSlot();
let field: FieldRecording | undefined;
let loadingField: Promise<FieldRecording> | undefined;
const loadFieldRecording = () =>
  (loadingField ??= loadChunk(() => import('./app/fieldRecording')).then((module) => {
    field = module.createFieldRecording({
      meta,
      debug: link.debug,
      apiBase: env.apiBase,
      storage: sessionStore,
      policyStorage: localStore,
    });
    slot.attach(field.recorder);
    return field;
  }));
// The page works without its recording: a recorder that cannot load is tried again with the next config.
const recorderLoaded = () =>
  loadFieldRecording().then(
    () => true,
    () => {
      loadingField = undefined;
      return false;
    },
  );

/** On a first visit the recorder attaches when the FAQ config says; every config is remembered for the next visit. */
function followCapturePolicy(store: AppStore, router: RouterLike) {
  store.dispatch(
    addListener({
      matcher: sessionApi.endpoints.faqConfig.matchFulfilled,
      effect: async ({ payload }) => {
        if (!field && payload.capture_policy === 'off') return;
        if (await recorderLoaded()) field?.connect(store, router);
        field?.configArrived(payload);
      },
    }),
  );
}

async function start() {
  // The locale downloads while the store and the router start: the router begins loading the opened
  // route's screen and runs the route guard's requests at once (no start-up waterfall).
  const i18nReady = setupI18n(locale);
  if (link.debug || rememberedPolicy) await recorderLoaded();
  await nextTask();
  const store = createAppStore({
    vault: createCredentialVault(secrets),
    sessionStorage: sessionStore,
    apiBase: env.apiBase,
    socketBase: socketBaseFor(env.apiBase, window.location.origin),
    session: restoreSession(link, hasCredentials(link, secrets), locale, sessionStore),
    recorder: slot,
    devTools: env.dev || link.debug,
  });
  await nextTask();
  const router = createBrowserRouter(buildRoutes(store, link.problem));
  field?.connect(store, router);
  followCapturePolicy(store, router);
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
          {field?.debugControl}
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  // Only in a host's frame: a top-level page downloads none of the bridge (docs/embedding.md).
  if (isFramed())
    void import('./app/hostBridgeInFrame').then(({ startHostBridgeInFrame }) =>
      startHostBridgeInFrame({ store, router, i18n }),
    );
}

void start();
