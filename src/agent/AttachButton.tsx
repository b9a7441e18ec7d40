import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_CONTENT_TYPES } from '../protocol/uploads';
import { type ConsoleText, translated } from './i18n/consoleText';

/** What the file picker offers: the types the storage host signs, as for customers. */
const ACCEPTED = Object.keys(UPLOAD_CONTENT_TYPES).join(',');

type AttachStatus = { kind: 'idle' } | { kind: 'sending'; name: string } | { kind: 'failed'; problem: ConsoleText };

interface AttachButtonProps {
  disabled: boolean;
  /** Uploads and sends the file; answers what went wrong, or null once it is sent. */
  onAttach: (file: File) => Promise<ConsoleText | null>;
}

/** The composer's "Attach": one image or video at a time, sent as soon as it is uploaded. */
export function AttachButton({ disabled, onAttach }: AttachButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<AttachStatus>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setStatus({ kind: 'sending', name: file.name });
    void onAttach(file).then((problem) => setStatus(problem === null ? { kind: 'idle' } : { kind: 'failed', problem }));
  };

  return (
    <div className="agent-attach">
      <input ref={input} type="file" accept={ACCEPTED} hidden aria-label={t('attach.input')} onChange={choose} />
      <button type="button" disabled={disabled || sending} onClick={() => input.current?.click()}>
        {t('attach.button')}
      </button>
      <p role="status" className={status.kind === 'failed' ? 'agent-warning' : 'agent-muted'}>
        {status.kind === 'sending'
          ? t('attach.sending', { name: status.name })
          : status.kind === 'failed'
            ? t('attach.failed', { problem: translated(t, status.problem) })
            : ''}
      </p>
    </div>
  );
}
