import { createAppStore, type AppStoreOptions, type StoreRecorder } from '../../src/app/store';
import { memoryStore } from '../../src/lib/storage';
import { createCredentialVault } from '../../src/session/credentialVault';
import { TEST_STORE_OPTIONS } from './storeOptions';

/** An app store whose recorder is `recorder` (a slot or a recorder), on a fake API, signed in or not. */
export function storeRecordedBy(recorder: StoreRecorder, session?: AppStoreOptions['session']) {
  return createAppStore({
    ...TEST_STORE_OPTIONS,
    vault: createCredentialVault({ pass: '', sign: '' }),
    sessionStorage: memoryStore(),
    apiBase: 'http://api.test',
    socketBase: 'ws://api.test',
    session,
    recorder,
  });
}
