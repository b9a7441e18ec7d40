import type { SessionRenewal } from '../api/api';
import { loadChunk } from '../lib/loadChunk';
import type { SessionState } from './sessionSlice';

/**
 * The api's SessionRenewal, handed to it by the store (src/app/store.ts). The renewal itself loads on
 * the first ended session only: it is not part of what a usable /chat downloads.
 */
export const renewSession: SessionRenewal = async ({ dispatch, getState }, sentToken, code) => {
  const { renewedAfterRejection } = await loadChunk(() => import('./sessionRenewal'));
  const { session } = getState() as { session: SessionState };
  return renewedAfterRejection(dispatch, session, sentToken, code);
};
