import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { takeoverRequested } from '../../realtime/socketActions';
import { OCCUPIED_NOTICE_ID } from './connectionNotice';

/** Another window has the chat: this one cannot send until the user takes it over here ("Use here"). */
export default function OccupiedNotice() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <p className="connection-notice__text connection-notice__text--warning">
      <span id={OCCUPIED_NOTICE_ID}>{t('connection.occupied')}</span>{' '}
      <button type="button" className="button button--primary" onClick={() => dispatch(takeoverRequested())}>
        {t('connection.useHere')}
      </button>
    </p>
  );
}
