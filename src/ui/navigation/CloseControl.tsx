import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { closeRequested } from '../../lib/embedding/hostEvents';

/** Asks the host to close the support panel (the host bridge tells it); in a host's frame only (ScreenBar). */
export default function CloseControl() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <button
      type="button"
      className="button close-control"
      aria-label={t('common.closeSupport')}
      onClick={() => dispatch(closeRequested())}
    >
      ×
    </button>
  );
}
