import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPING_SHOWN_MS } from '../protocol/typing';

/** Whether a typing notice that arrived at `since` still shows: for TYPING_SHOWN_MS after it. */
export function useTypingShown(since: number | null): boolean {
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setExpired(since), Math.max(0, since + TYPING_SHOWN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);
  return since !== null && expired !== since;
}

interface TypingNoticeProps {
  name: string;
  /** When the last typing notice arrived; null when none is showing (or the message came). */
  since: number | null;
}

/** "Alice is typing…" for TYPING_SHOWN_MS after the last notice; the live region stays so that it is announced. */
export function TypingNotice({ name, since }: TypingNoticeProps) {
  const { t } = useTranslation();
  const showing = useTypingShown(since);
  return (
    <p role="status" className="agent-typing">
      {showing ? t('conversation.typing', { name }) : ''}
    </p>
  );
}
