import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '../protocol/codes';

interface ComposerProps {
  online: boolean;
  /** Answers whether the text went out; the draft is kept when it did not. */
  onSend: (content: string) => boolean;
}

/** The server counts code points, as the customer client does (docs/protocol.md, "Limits"). */
const codePointCount = (text: string) => [...text].length;

export function Composer({ online, onSend }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const length = codePointCount(draft);
  const tooLong = length > LIMITS.maxTextChars;
  const canSend = online && draft.trim() !== '' && !tooLong;

  const send = () => {
    if (canSend && onSend(draft)) setDraft('');
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

  return (
    <form className="agent-composer" onSubmit={submit}>
      <label htmlFor="agent-reply">Reply to the customer</label>
      <textarea
        id="agent-reply"
        rows={3}
        value={draft}
        aria-describedby="agent-reply-hint"
        aria-invalid={tooLong || undefined}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div className="agent-composer__row">
        <p id="agent-reply-hint" className={online && !tooLong ? 'agent-muted' : 'agent-warning'}>
          {!online
            ? 'Offline: your text is kept and can be sent once the console is back online.'
            : tooLong
              ? `Too long: ${length} of ${LIMITS.maxTextChars} characters.`
              : 'Enter sends, Shift+Enter starts a new line.'}
        </p>
        <button type="submit" disabled={!canSend}>
          Send
        </button>
      </div>
    </form>
  );
}
