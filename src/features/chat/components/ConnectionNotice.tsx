import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectBrokenNetwork, selectConnectionStatus } from '../../../realtime/connectionSlice';

/** The network-unstable notice of spec §2 and the other states a user must know about. */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const status = useSelector(selectConnectionStatus);
  const brokenNetwork = useSelector(selectBrokenNetwork);

  let message: string | null = null;
  if (status === 'occupied') message = t('connection.occupied');
  else if (brokenNetwork) message = t('connection.unstable');
  else if (status !== 'open' && status !== 'closed') message = t('connection.connecting');

  return (
    <div className="connection-notice" role="status" aria-live="polite">
      {message && <p className={`connection-notice__text${brokenNetwork || status === 'occupied' ? ' connection-notice__text--warning' : ''}`}>{message}</p>}
    </div>
  );
}
