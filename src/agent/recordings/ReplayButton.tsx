import { useTranslation } from 'react-i18next';
import { replayAddress } from './recordingsApi';

/**
 * Opens the viewer in a new tab. window.open without `noopener` gives the new tab a copy of this tab's
 * sessionStorage, where the agent's session is (a plain target=_blank link would not).
 */
export function ReplayButton({ recordingId, describedBy }: { recordingId: string; describedBy?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      onClick={() => window.open(replayAddress(recordingId), '_blank')}
    >
      {t('recordings.replay')}
    </button>
  );
}
