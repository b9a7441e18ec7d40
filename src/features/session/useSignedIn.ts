import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIdentityError, selectIdentityStatus } from './sessionSelectors';
import { identityRequired } from './sessionSlice';

/**
 * For a screen that shows the user's own data (home, conversation list, social): signs in with the
 * link's credentials once (the same flow as the chat, which also opens the socket). `required`
 * false: only when the link carried credentials, so a link without them still shows the rest.
 */
export function useSignedIn(required = true) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectIdentityStatus);
  const error = useAppSelector(selectIdentityError);
  const withCredentials = useAppSelector((state) => state.session.openedWithCredentials);
  const wanted = required || withCredentials;
  useEffect(() => {
    if (wanted) dispatch(identityRequired());
  }, [dispatch, wanted]);
  return { status, error, wanted, retry: () => dispatch(identityRequired()) };
}
