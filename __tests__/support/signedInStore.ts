import { createAppStore, type AppStore } from '../../src/app/store';
import { createCredentialVault } from '../../src/lib/session/credentialVault';
import { memoryStore, type KeyValueStore } from '../../src/lib/storage';

/** A store already signed in as alice (10001) on product 1, whose socket goes wherever `createSocket` says. */
export function signedInStore(options: {
  socketBase: string;
  createSocket: (url: string) => WebSocket;
  storage?: KeyValueStore;
}): AppStore {
  return createAppStore({
    vault: createCredentialVault({ pass: '', sign: '' }),
    sessionStorage: options.storage ?? memoryStore(),
    apiBase: 'http://api.test',
    socketBase: options.socketBase,
    session: { appKey: 'demo', userId: '10001', token: 'tok', productId: '1', companyId: '100' },
    createSocket: options.createSocket,
  });
}
