import WebSocket from 'ws';
import { createRouteGuard } from '../../src/app/guard/routeGuardLoader';
import { createAppStore, type AppStore } from '../../src/app/store';
import { TEST_STORE_OPTIONS } from './storeOptions';
import { createCredentialVault } from '../../src/session/credentialVault';
import { hasCredentials, readLink } from '../../src/session/link';
import { restoreSession } from '../../src/session/sessionPersistence';
import { memoryStore } from '../../src/lib/storage';
import { resolveLocale } from '../../src/protocol/locales';
import type { Logger } from '../../src/realtime/logger';
import type { Recorder } from '../../src/recorder/recorder';

/** A store opened on a link the way main.tsx opens it, talking to a real sandbox over HTTP and `ws` (Node only). */
export function storeForLink(baseUrl: string, search: string, options: { recorder?: Recorder; logger?: Logger } = {}) {
  const { link, secrets } = readLink(search);
  const vault = createCredentialVault(secrets);
  const store = createAppStore({
    ...TEST_STORE_OPTIONS,
    vault,
    sessionStorage: memoryStore(),
    apiBase: baseUrl,
    socketBase: baseUrl.replace(/^http/, 'ws'),
    session: restoreSession(link, hasCredentials(link, secrets), resolveLocale(link.country, null), memoryStore()),
    createSocket: (url) => new WebSocket(url) as unknown as globalThis.WebSocket,
    recorder: options.recorder,
    logger: options.logger,
  });
  return { store, vault };
}

/** Runs the route guard of spec §2 for /chat with `search`, as the router does before the screen loads. */
export function runGuard(store: AppStore, search: string) {
  return createRouteGuard(store)({
    request: new Request(`http://client.test/chat${search}`),
    params: {},
    context: undefined,
  } as never);
}
