import { addListener, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { sessionRenewed, signInFailed, tokenRejected } from './sessionEvents';

interface SessionView {
  token: string | null;
  identity: string;
}

/**
 * After a request made with `sentToken` was refused: true once the session has a newer token to retry
 * with (signed in again now, or already by an earlier refusal), false when it cannot get one.
 */
export function renewedAfterRejection(
  dispatch: Dispatch<UnknownAction>,
  session: SessionView,
  sentToken: string,
  code: number,
): Promise<boolean> {
  if (session.token && session.token !== sentToken) return Promise.resolve(true);
  if (session.identity === 'failed') return Promise.resolve(false);
  const settled = new Promise<boolean>((resolve) => {
    dispatch(
      addListener({
        predicate: (action) => sessionRenewed.match(action) || signInFailed.match(action),
        effect: (action, listener) => {
          listener.unsubscribe();
          resolve(sessionRenewed.match(action));
        },
      }) as unknown as UnknownAction,
    );
  });
  dispatch(tokenRejected({ code }));
  return settled;
}
