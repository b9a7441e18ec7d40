import type { TFunction } from 'i18next';
import type { RecordingSummary, UploadReason } from '../../protocol/recordings';

export const UPLOAD_REASON_KEYS: Record<UploadReason, string> = {
  person: 'recordings.reason.person',
  work_order: 'recordings.reason.work_order',
  appeal: 'recordings.reason.appeal',
  error: 'recordings.reason.error',
  customer: 'recordings.reason.customer',
  always: 'recordings.reason.always',
};

/** "45 s", "3 min 5 s", "1 h 2 min". */
export function formatLength(ms: number, t: TFunction): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return t('time.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('time.minutesSeconds', { minutes, seconds: seconds % 60 });
  return t('time.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The screens in the order visited: "/ → /faqreply → /chat". */
export const screensText = (recording: RecordingSummary, t: TFunction) =>
  recording.screens.length === 0 ? t('recordings.noScreen') : recording.screens.join(' → ');
