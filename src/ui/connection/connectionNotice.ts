import type { ConnectionState } from '../../realtime/connectionSlice';

/** The id of the occupied notice's words: the chat's composer points at them while it cannot send. */
export const OCCUPIED_NOTICE_ID = 'occupied-notice';

/**
 * What every screen says about the connection, most pressing first: another window has the chat (a
 * notice of its own, with "Use here"), the browser is offline (screens without a socket too), the
 * network is broken (spec §4), the socket is (re)connecting. Nothing while it is open, before a screen
 * asks for it, or once it is closed for good.
 */
export function connectionNoticeOf({
  status,
  brokenNetwork,
  offline,
}: Pick<ConnectionState, 'status' | 'brokenNetwork' | 'offline'>) {
  if (status === 'occupied') return 'occupied';
  if (offline) return 'connection.offline';
  if (brokenNetwork) return 'connection.unstable';
  return status === 'connecting' || status === 'waitingToRetry' ? 'connection.connecting' : null;
}
