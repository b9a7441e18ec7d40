import type { LinkSecrets } from './link';

/**
 * Holds the link's pass and sign in memory only, never in Redux state, storage, logs or recordings.
 * Kept for the page's life: when the session ends (token expired or revoked), the client signs in
 * again with them (docs/protocol.md, "Sessions").
 */
export interface CredentialVault {
  read(): LinkSecrets | null;
}

export function createCredentialVault(secrets: LinkSecrets): CredentialVault {
  const held: LinkSecrets | null = secrets.pass ? { ...secrets } : null;
  return { read: () => held };
}
