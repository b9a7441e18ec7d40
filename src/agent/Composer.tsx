import { useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../protocol/codes';
import { AttachButton } from './AttachButton';
import { CannedReplies } from './CannedReplies';
import type { CannedReply } from './frames';
import type { ConsoleText } from './i18n/consoleText';

interface ComposerProps {
  /** The session's draft: each session keeps its own. */
  draft: string;
  online: boolean;
  cannedReplies: readonly CannedReply[];
  onDraftChange: (text: string) => void;
  /** Answers whether the text went out; the draft is kept when it did not. */
  onSend: (content: string) => boolean;
  /** Uploads and sends an image or video; answers what went wrong, or null once sent. */
  onAttach: (file: File) => Promise<ConsoleText | null>;
}

/** The server counts code points, as the customer client does (docs/protocol.md, "Limits"). */
const codePointCount = (text: string) => [...text].length;

/** `text` at the caret of `box`, or in place of a blank draft; with where the caret goes after it. */
function insertAtCaret(draft: string, text: string, box: HTMLTextAreaElement | null): { next: string; caret: number } {
  if (draft.trim() === '') return { next: text, caret: text.length };
  const start = box?.selectionStart ?? draft.length;
  const end = box?.selectionEnd ?? draft.length;
  return { next: draft.slice(0, start) + text + draft.slice(end), caret: start + text.length };
}

export function Composer({ draft, online, cannedReplies, onDraftChange, onSend, onAttach }: ComposerProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const caretAfterInsert = useRef<number | null>(null);
  const length = codePointCount(draft);
  const tooLong = length > LIMITS.maxTextChars;
  const canSend = online && draft.trim() !== '' && !tooLong;

  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null || !box.current) return;
    caretAfterInsert.current = null;
    box.current.focus();
    box.current.setSelectionRange(caret, caret);
  }, [draft]);

  const send = () => {
    if (canSend) onSend(draft);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const insertReply = (text: string) => {
    const { next, caret } = insertAtCaret(draft, text, box.current);
    caretAfterInsert.current = caret;
    onDraftChange(next);
  };

  return (
    <form className="agent-composer" onSubmit={submit}>
      <label htmlFor="agent-reply">{t('composer.label')}</label>
      <textarea
        ref={box}
        id="agent-reply"
        rows={3}
        value={draft}
        aria-describedby="agent-reply-hint"
        aria-invalid={tooLong || undefined}
        onChange={(event) => onDraftChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <p id="agent-reply-hint" className={online && !tooLong ? 'agent-muted' : 'agent-warning'}>
        {!online
          ? t('composer.offline')
          : tooLong
            ? t('composer.tooLong', { length, max: LIMITS.maxTextChars })
            : t('composer.hint')}
      </p>
      <div className="agent-composer__row">
        <CannedReplies replies={cannedReplies} onChoose={insertReply} />
        <AttachButton disabled={!online} onAttach={onAttach} />
        <button type="submit" disabled={!canSend}>
          {t('composer.send')}
        </button>
      </div>
    </form>
  );
}
