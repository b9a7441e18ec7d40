import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LIMITS } from '../../../protocol/codes';
import { selectUserId } from '../../session/sessionSelectors';
import { aiQuestionSubmitted } from '../chatActions';
import { selectConversation, selectMsgStage } from '../chatSelectors';

/** A labelled textbox; Enter sends, Shift+Enter breaks the line; the text is kept until it is sent. */
export function Composer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const conversation = useAppSelector(selectConversation);
  const selfId = useAppSelector(selectUserId);
  const msgStage = useAppSelector(selectMsgStage);
  const [draft, setDraft] = useState('');
  const text = draft.trim();
  const canSend = text !== '' && conversation !== null && selfId !== null;

  const send = () => {
    if (!canSend) return;
    dispatch(aiQuestionSubmitted({ senderId: selfId, aiUserId: conversation.opposite_id, query: text, msgStage }));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form className="composer" onSubmit={onSubmit}>
      <label htmlFor="composer-input" className="visually-hidden">
        {t('chat.composerLabel')}
      </label>
      <textarea
        id="composer-input"
        className="composer__input"
        rows={1}
        maxLength={LIMITS.maxTextChars}
        placeholder={t('chat.composerPlaceholder')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="send"
      />
      <button type="submit" className="button button--primary composer__send" disabled={!canSend}>
        {t('chat.send')}
      </button>
    </form>
  );
}
