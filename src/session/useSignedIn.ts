import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../lib/store/hooks';
import { selectIdentityError, selectIdentityStatus } from './sessionSelectors';
import { selectOpenedWithCredentials } from './screenSelectors';
import { identityRequired } from './sessionSlice';

/**
 * For a screen that shows the user's own data (home, conversation list, social): signs in with the
 * link's credentials once (the same flow as the chat, which also opens the socket). `required`
 * false: only when the link carried credentials, so a link without them still shows the rest.
 */
export function useSignedIn(required = true) {
  const dispatch = useAppDispatch();
  const status = useSelector(selectIdentityStatus);
  const error = useSelector(selectIdentityError);
  const withCredentials = useSelector(selectOpenedWithCredentials);
  const wanted = required || withCredentials;
  useEffect(() => {
    if (wanted) dispatch(identityRequired());
  }, [dispatch, wanted]);
  return { status, error, wanted, retry: () => dispatch(identityRequired()) };
}
