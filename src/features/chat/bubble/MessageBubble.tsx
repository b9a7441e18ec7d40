import { memo, Suspense, useCallback } from 'react';
import { lazyChunk } from '../../../lib/loadChunk';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { withMoreTranslations } from '../../../lib/i18n/setupI18n';
import { useAppDispatch } from '../../../lib/store/hooks';
import { AI_REPLY_CODE } from '../../../protocol/codes';
import { messageView, type MessageContent } from '../../../protocol/messageContent';
import type { ChatMessage, DeliveryStatus } from '../model/chatMessage';
import { useChatSlots } from '../chatSlots';
import { FailedSend } from './FailedSend';
import { clockTime } from '../model/messageTime';
import { mediaBox } from '../model/mediaBox';
import { askAi, type AiQuestionIntent } from '../state/sending';

// What only some messages show loads with the first of them (the chat's first download stays small).
const MediaMessage = lazyChunk(() => withMoreTranslations(() => import('./MediaMessage')));
const SenderBadge = lazyChunk(() => import('./SenderBadge'));
// With the other screens' texts: an AI reply asks for them anyway (its follow-up below).
const SuggestedQuestions = lazyChunk(() => withMoreTranslations(() => import('./SuggestedQuestions')));
// An AI reply's sources, "Did this help?" and "Talk to a person": with the first AI reply, which decides what shows.
const AnswerFollowUp = lazyChunk(() => withMoreTranslations(() => import('./followUp/AnswerFollowUp')));
// Only a text with "://" (a cheap look) loads the link renderer; it shows as plain text meanwhile.
const LinkedText = lazyChunk(() => import('./LinkedText'));
// A notice the client words itself (a transfer), with the human stage's texts; the server's line meanwhile.
const NoticeLine = lazyChunk(() => withMoreTranslations(() => import('./NoticeLine')));
// A work order's card or line: with the first 103.
const WorkOrderMessage = lazyChunk(() => import('./WorkOrderMessage'));
const WORK_ORDER_REPLIES: readonly string[] = [AI_REPLY_CODE.toCreateWorkOrder, AI_REPLY_CODE.createTechnicalOrder];

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** The customer's own message: where it is on its way (deliveryStatusOf). */
  status?: DeliveryStatus;
  /** Set for an agent's message in the support group: who wrote it. */
  agentName?: string;
  /** Nothing came after it yet: a picker under it can still be used. */
  latest?: boolean;
}

/** What a bubble writes for a message: its text, nothing beside an image or video, or why it shows none. */
function textOf(view: MessageContent, t: TFunction): string {
  switch (view.kind) {
    case 'text':
      return view.text;
    case 'aiReply':
      return view.reply.data.text ?? '';
    case 'image':
    case 'video':
      return '';
    case 'unreadableAiReply':
      return t('errors.unreadableRequest');
    default:
      return t('chat.unsupportedMessage');
  }
}

/** A line of the conversation's own: the server's text, or a notice the client words in the reader's language. */
function SystemLine({ view }: { view: Extract<MessageContent, { kind: 'system' }> }) {
  const plain = <p className="system-line">{view.text}</p>;
  return view.notice ? (
    <Suspense fallback={plain}>
      <NoticeLine view={view} />
    </Suspense>
  ) : (
    plain
  );
}

/** Everything from the network renders as text; nothing is interpreted as markup (http(s) addresses become links). */
export const MessageBubble = memo(function MessageBubble({
  message,
  mine,
  status,
  agentName,
  latest = false,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { EvaluationCard, WorkOrderReplyActions } = useChatSlots();
  const ask = useCallback((intent: AiQuestionIntent) => dispatch(askAi(intent)), [dispatch]);
  const view = messageView(message);
  if (view.kind === 'system') return <SystemLine view={view} />;
  if (view.kind === 'evaluationCard')
    return EvaluationCard ? (
      <Suspense fallback={null}>
        <EvaluationCard receptionId={view.receptionId} />
      </Suspense>
    ) : null;
  if (view.kind === 'workOrder')
    return (
      <Suspense fallback={null}>
        <WorkOrderMessage order={view.order} messageId={message.client_msg_id} />
      </Suspense>
    );
  const text = textOf(view, t);
  return (
    <article className={`bubble ${mine ? 'bubble--mine' : 'bubble--theirs'}`} data-status={status}>
      {agentName ? (
        <Suspense fallback={<span className="sender">{agentName}</span>}>
          <SenderBadge name={agentName} senderId={message.sender_id} />
        </Suspense>
      ) : (
        <span className="visually-hidden">{mine ? t('chat.you') : t('chat.assistant')}: </span>
      )}
      {view.kind === 'image' || view.kind === 'video' ? (
        <Suspense fallback={view.kind === 'image' && <div style={mediaBox(view.width, view.height)} />}>
          <MediaMessage kind={view.kind} url={view.url} width={view.width} height={view.height} />
        </Suspense>
      ) : text.includes('://') ? (
        <Suspense fallback={<p className="bubble__text">{text}</p>}>
          <LinkedText text={text} />
        </Suspense>
      ) : (
        <p className="bubble__text">{text}</p>
      )}
      {view.kind === 'aiReply' && view.reply.reply_code === AI_REPLY_CODE.detectedSameQuestions && (
        <Suspense fallback={null}>
          <SuggestedQuestions reply={view.reply} />
        </Suspense>
      )}
      {view.kind === 'aiReply' && WorkOrderReplyActions && WORK_ORDER_REPLIES.includes(view.reply.reply_code) && (
        <Suspense fallback={null}>
          <WorkOrderReplyActions reply={view.reply} pickerId={message.client_msg_id} askAi={ask} live={latest} />
        </Suspense>
      )}
      {view.kind === 'aiReply' && (
        <Suspense fallback={null}>
          <AnswerFollowUp reply={view.reply} message={message} />
        </Suspense>
      )}
      <span className="bubble__meta">
        {message.send_time > 0 && (
          <time dateTime={new Date(message.send_time).toISOString()}>
            {clockTime(message.send_time, i18n.language)}
          </time>
        )}
        {status === 'sending' && <span>{t('chat.sending')}</span>}
        {(status === 'sent' || status === 'read') && (
          <span className="bubble__tick" data-state={status}>
            <span aria-hidden="true">{status === 'read' ? '✓✓' : '✓'}</span>
            <span className="visually-hidden">{status === 'read' ? t('chat.read') : t('chat.sent')}</span>
          </span>
        )}
      </span>
      {'status' in message && message.status === 'failed' && <FailedSend message={message} />}
    </article>
  );
});
