import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';

/** The network-unstable notice of spec §2 and the other states a user must know about. */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const status = useAppSelector((state) => state.connection.status);
  const brokenNetwork = useAppSelector((state) => state.connection.brokenNetwork);

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
