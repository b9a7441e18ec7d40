import { createAppStore, type AppStore } from '../../src/app/store';
import { TEST_STORE_OPTIONS } from './storeOptions';
import { createCredentialVault } from '../../src/session/credentialVault';
import { memoryStore, type KeyValueStore } from '../../src/lib/storage';
import type { Logger } from '../../src/realtime/logger';

/** A store already signed in as alice (10001) on product 1, whose socket goes wherever `createSocket` says. */
export function signedInStore(options: {
  socketBase: string;
  createSocket: (url: string) => WebSocket;
  storage?: KeyValueStore;
  /** Hears the socket's warnings (the console by default, where the console guard fails the test). */
  logger?: Logger;
}): AppStore {
  return createAppStore({
    ...TEST_STORE_OPTIONS,
    vault: createCredentialVault({ pass: '', sign: '' }),
    sessionStorage: options.storage ?? memoryStore(),
    apiBase: 'http://api.test',
    socketBase: options.socketBase,
    session: { appKey: 'demo', userId: '10001', token: 'tok', productId: '1', companyId: '100' },
    createSocket: options.createSocket,
    logger: options.logger,
  });
}
