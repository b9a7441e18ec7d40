import type { RecordingSummary, UploadReason } from '../../protocol/recordings';

export const UPLOAD_REASON_TEXT: Record<UploadReason, string> = {
  person: 'Asked for a person',
  work_order: 'Filed a work order',
  appeal: 'Filed an appeal',
  error: 'Saw an error screen',
  customer: 'Sent by the customer',
  always: 'Recorded for every session',
};

/** "45 s", "3 min 5 s", "1 h 2 min". */
export function formatLength(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The screens in the order visited: "/ → /faqreply → /chat". */
export const screensText = (recording: RecordingSummary) =>
  recording.screens.length === 0 ? 'No screen recorded' : recording.screens.join(' → ');
