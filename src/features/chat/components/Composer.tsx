import { lazy, Suspense, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { faqQuestionOf } from '../../../lib/faqHandover';
import { withMoreTranslations } from '../../../lib/i18n/setupI18n';
import { selectUserId } from '../../../lib/session/sessionSelectors';
import { useAppDispatch } from '../../../lib/store/hooks';
import { LIMITS } from '../../../protocol/codes';
import { selectConversation, selectSupportGroupId } from '../chatSelectors';
import { useChatSlots } from '../chatSlots';
import { textSent } from '../sending';

// Attachments load on first use, with their texts (the chat's first download stays small).
const ChatAttachments = lazy(() => withMoreTranslations(() => import('./ChatAttachments')));

/** A labelled textbox to the AI, or to the support agent during the human stage; Enter sends, Shift+Enter breaks the line; the text is kept until it is sent. */
export function Composer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { WorkOrderForm } = useChatSlots();
  const conversation = useSelector(selectConversation);
  const selfId = useSelector(selectUserId);
  const groupId = useSelector(selectSupportGroupId);
  // Arriving from an FAQ answer ("Chat with support"): the question read is offered as the first message.
  const location = useLocation();
  const [draft, setDraft] = useState(() => faqQuestionOf(location.state));
  const [attaching, setAttaching] = useState(false);
  const text = draft.trim();
  const canSend = text !== '' && conversation !== null && selfId !== null;

  const send = () => {
    if (!canSend) return;
    dispatch(textSent(text));
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
    <>
      {attaching && (
        <Suspense fallback={null}>
          <ChatAttachments />
        </Suspense>
      )}
      {WorkOrderForm && (
        <Suspense fallback={null}>
          <WorkOrderForm groupId={groupId} />
        </Suspense>
      )}
      <form className="composer" onSubmit={onSubmit}>
        <button type="button" className="button composer__attach" aria-expanded={attaching} aria-label={t('chat.attach')} onClick={() => setAttaching((open) => !open)}>
          +
        </button>
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
    </>
  );
}
