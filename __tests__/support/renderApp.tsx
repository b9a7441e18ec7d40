import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../../src/app/routes';
import { createAppStore } from '../../src/app/store';
import { TEST_STORE_OPTIONS } from './storeOptions';
import { createCredentialVault } from '../../src/session/credentialVault';
import { hasCredentials, readLink, withoutSecrets } from '../../src/session/link';
import { restoreSession } from '../../src/session/sessionPersistence';
import { resolveLocale } from '../../src/protocol/locales';
import { setupI18n } from '../../src/lib/i18n/setupI18n';
import { memoryStore, type KeyValueStore } from '../../src/lib/storage';

export const API_BASE = 'http://api.test';
export const SOCKET_BASE = 'ws://api.test';

export type Responder = (
  url: URL,
  init: RequestInit | undefined,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Serves REST calls from `respond`; every request is recorded for assertions. */
export function fakeFetch(respond: Responder) {
  const calls: Array<{ url: URL; init: RequestInit | undefined }> = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    const { status = 200, body } = await respond(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, restore: () => spy.mockRestore() };
}

export const ok = (data: unknown) => ({ body: { code: 0, msg: 'ok', data } });
export const fail = (status: number, code: number) => ({ status, body: { code, msg: 'error', data: null } });

export const SIGNED_IN_TOKEN = 'tok-1';

/**
 * The sandbox's answers to opening a link as alice (10001) on the demo product: the product lookup,
 * the FAQ config (scheme `colorScheme`), the login and the user info; everything else goes to `rest`.
 */
export function withSignIn(rest: Responder, { colorScheme = 1 }: { colorScheme?: number } = {}): Responder {
  return (url, init) => {
    switch (url.pathname) {
      case '/api/v1/product/by-app-key':
        return ok({ id: '1', company_id: '100' });
      case '/api/v1/faq/conf':
        return ok({ is_force_faq: 0, is_report_data: 0, ai_michat_status: 1, color_scheme: colorScheme, faq_url: '' });
      case '/api/v1/user/login':
        return ok({ id: '10001', token: SIGNED_IN_TOKEN });
      case '/api/v1/user/info':
        return ok({ id: '10001', username: 'alice', nickname: 'Alice', avatar: '' });
      default:
        return rest(url, init);
    }
  };
}

/** Opens the client at `link` the way main.tsx does, with a memory router and memory storage. */
export async function renderApp(
  link: string,
  options: { storage?: KeyValueStore; createSocket?: (url: string) => WebSocket } = {},
) {
  const url = new URL(link, 'http://client.test');
  const { link: parsed, secrets } = readLink(url.search);
  const locale = resolveLocale(parsed.country, null);
  const storage = options.storage ?? memoryStore();
  const store = createAppStore({
    ...TEST_STORE_OPTIONS,
    vault: createCredentialVault(secrets),
    sessionStorage: storage,
    apiBase: API_BASE,
    socketBase: SOCKET_BASE,
    session: restoreSession(parsed, hasCredentials(parsed, secrets), locale, storage),
    createSocket:
      options.createSocket ??
      (() => {
        throw new Error('no socket in this test');
      }),
  });
  const translations = setupI18n(locale);
  const router = createMemoryRouter(buildRoutes(store, parsed.problem), { initialEntries: [withoutSecrets(url.href)] });
  const i18n = await translations;
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, router, storage, ...view };
}
