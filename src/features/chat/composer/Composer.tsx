import { Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { lazyChunk } from '../../../lib/loadChunk';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { faqQuestionOf } from '../../../lib/faqHandover';
import { withMoreTranslations } from '../../../lib/i18n/setupI18n';
import { selectUserId } from '../../../session/sessionSelectors';
import { useAppDispatch } from '../../../lib/store/hooks';
import { LIMITS } from '../../../protocol/codes';
import { selectConnectionStatus } from '../../../realtime/connectionSlice';
import { OCCUPIED_NOTICE_ID } from '../../../ui/connection/connectionNotice';
import { selectConversation, selectSupportGroupId } from '../state/chatSelectors';
import { draftEdited } from '../state/chatActions';
import { useChatSlots } from '../chatSlots';
import { selectAgentServing } from '../reception/receptionSelectors';
import { textSent } from '../state/sending';

// Attachments load on first use, with their texts (the chat's first download stays small).
const ChatAttachments = lazyChunk(() => withMoreTranslations(() => import('./ChatAttachments')));

/**
 * Send as an arrow (drawn by app.css), so that the message box keeps the row's width at 320 px and with
 * large text; its name is the label.
 */
function SendButton({ disabled, label }: { disabled: boolean; label: string }) {
  return (
    <button type="submit" className="button button--primary composer__send" disabled={disabled} aria-label={label} />
  );
}

/**
 * A labelled textbox to the AI, or to the support agent during the human stage; Enter sends, Shift+Enter breaks the line; the text is kept until it is sent.
 * Sent before the chat knows its conversation (the first second of a slow sign-in), the text goes as soon as it does;
 * editing it meanwhile takes the send back.
 * While another window has the chat (occupied), nothing is sent or attached here: the draft waits, described by the notice that says why.
 * Arriving from an FAQ answer ("Chat with support"), the question read is offered as the first message.
 * Only an agent hears the customer type: while the AI answers, a keystroke dispatches nothing.
 */
export function Composer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { WorkOrderForm } = useChatSlots();
  const conversation = useSelector(selectConversation);
  const selfId = useSelector(selectUserId);
  const groupId = useSelector(selectSupportGroupId);
  const occupied = useSelector(selectConnectionStatus) === 'occupied';
  const agentServing = useSelector(selectAgentServing);
  const location = useLocation();
  const [draft, setDraft] = useState(() => faqQuestionOf(location.state));
  const [attaching, setAttaching] = useState(false);
  const [sendAsked, setSendAsked] = useState(false);
  const text = draft.trim();
  const canAsk = text !== '' && !occupied;
  const ready = canAsk && conversation !== null && selfId !== null;
  useEffect(() => {
    if (!sendAsked || !ready) return;
    dispatch(textSent(text));
    setDraft('');
    setSendAsked(false);
  }, [sendAsked, ready, text, dispatch]);
  const send = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setSendAsked(canAsk);
  };
  const edit = (value: string) => {
    setDraft(value);
    setSendAsked(false);
    if (agentServing) dispatch(draftEdited({ blank: value.trim() === '' }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  return (
    <>
      {attaching && !occupied && (
        <Suspense fallback={null}>
          <ChatAttachments setOpen={setAttaching} />
        </Suspense>
      )}
      {WorkOrderForm && (
        <Suspense fallback={null}>
          <WorkOrderForm groupId={groupId} />
        </Suspense>
      )}
      <form className="composer" onSubmit={send}>
        <button
          type="button"
          className="button composer__attach"
          aria-expanded={attaching && !occupied}
          aria-label={t('chat.attach')}
          disabled={occupied}
          onClick={() => setAttaching((open) => !open)}
        >
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
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={occupied ? OCCUPIED_NOTICE_ID : undefined}
          enterKeyHint="send"
          data-dialog-return
        />
        <SendButton disabled={!canAsk} label={t('chat.send')} />
      </form>
    </>
  );
}
