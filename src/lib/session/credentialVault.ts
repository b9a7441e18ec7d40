import type { LinkSecrets } from './link';

/**
 * Holds the link's pass and sign in memory only, never in Redux state, storage, logs or recordings,
 * and forgets them once a login has succeeded.
 */
export interface CredentialVault {
  read(): LinkSecrets | null;
  forget(): void;
}

export function createCredentialVault(secrets: LinkSecrets): CredentialVault {
  let held: LinkSecrets | null = secrets.pass ? { ...secrets } : null;
  return {
    read: () => held,
    forget: () => {
      held = null;
    },
  };
}
