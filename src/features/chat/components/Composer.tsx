import { lazy, Suspense, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LIMITS } from '../../../protocol/codes';
import { selectUserId } from '../../session/sessionSelectors';
import { selectHumanStageOpen } from '../../reception/receptionSelectors';
import { aiQuestionSubmitted, groupMessageSubmitted } from '../chatActions';
import { selectConversation, selectMsgStage, selectSupportGroupId } from '../chatSelectors';
import { selectOpenWorkOrderForm } from '../../workOrders/workOrderSelectors';
import type { FaqChatContext } from '../../faq/ChatWithSupport';

// Attachments and work-order forms load on first use (the entry bundle stays small).
function faqQuestionOf(state: unknown): string {
  const question = (state as Partial<FaqChatContext> | null)?.faqQuestion;
  return typeof question === 'string' ? question : '';
}

const ChatAttachments = lazy(() => import('../../uploads/components/ChatAttachments'));
const WorkOrderFormHost = lazy(() => import('../../workOrders/components/WorkOrderForm'));

/** A labelled textbox to the AI, or to the support agent during the human stage; Enter sends, Shift+Enter breaks the line; the text is kept until it is sent. */
export function Composer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const conversation = useAppSelector(selectConversation);
  const selfId = useAppSelector(selectUserId);
  const msgStage = useAppSelector(selectMsgStage);
  const humanStage = useAppSelector(selectHumanStageOpen);
  const groupId = useAppSelector(selectSupportGroupId);
  // Arriving from an FAQ answer ("Chat with support"): the question read is offered as the first message.
  const location = useLocation();
  const [draft, setDraft] = useState(() => faqQuestionOf(location.state));
  const [attaching, setAttaching] = useState(false);
  const formOpen = useAppSelector(selectOpenWorkOrderForm) !== null;
  const text = draft.trim();
  const canSend = text !== '' && conversation !== null && selfId !== null;

  const send = () => {
    if (!canSend) return;
    // The human stage is chatted in the support group; before and after it, the AI answers.
    if (humanStage && groupId) dispatch(groupMessageSubmitted({ senderId: selfId, groupId, text }));
    else dispatch(aiQuestionSubmitted({ senderId: selfId, aiUserId: conversation.opposite_id, query: text, msgStage }));
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
    {formOpen && (
      <Suspense fallback={null}>
        <WorkOrderFormHost />
      </Suspense>
    )}
    <form className="composer" onSubmit={onSubmit}>
      <button type="button" className="button composer__attach" aria-expanded={attaching} aria-label={t('uploads.attach')} onClick={() => setAttaching((open) => !open)}>
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
