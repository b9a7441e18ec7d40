import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { messageResent } from '../chatActions';
import { deliveryStatusOf, type ChatMessage } from '../chatMessage';
import { messageView } from '../chatSelectors';
import { AI_REPLY_CODE } from '../../../protocol/codes';
import type { UserCard } from '../../../protocol/supportGroup';
import { EvaluationCard } from '../../reception/components/EvaluationCard';
import { SenderBadge } from './SenderBadge';
import { SuggestedQuestions } from './SuggestedQuestions';

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** Set for an agent's message in the support group: who wrote it. */
  agentName?: string;
  agentCard?: UserCard;
}

/** Everything from the network renders as text; nothing is interpreted as markup. */
export const MessageBubble = memo(function MessageBubble({ message, mine, agentName, agentCard }: MessageBubbleProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const view = messageView(message);
  const status = deliveryStatusOf(message);
  if (view.kind === 'system') return <p className="system-line">{view.text}</p>;
  if (view.kind === 'evaluationCard') return <EvaluationCard receptionId={view.receptionId} />;
  let text: string;
  switch (view.kind) {
    case 'text':
      text = view.text;
      break;
    case 'aiReply':
      text = view.reply.data.text ?? '';
      break;
    case 'unreadableAiReply':
      text = t('errors.unreadableRequest');
      break;
    default:
      text = t('chat.unsupportedMessage');
  }
  return (
    <article className={`bubble ${mine ? 'bubble--mine' : 'bubble--theirs'}`} data-status={status}>
      {agentName ? <SenderBadge name={agentName} sender={agentCard} /> : <span className="visually-hidden">{mine ? t('chat.you') : t('chat.assistant')}: </span>}
      <p className="bubble__text">{text}</p>
      {view.kind === 'aiReply' && view.reply.reply_code === AI_REPLY_CODE.detectedSameQuestions && <SuggestedQuestions reply={view.reply} />}
      {mine && status === 'sending' && <span className="bubble__status">{t('chat.sending')}</span>}
      {mine && 'status' in message && message.status === 'failed' && (
        <span className="bubble__status bubble__status--failed">
          {t('chat.notSent')}{' '}
          <button type="button" className="bubble__retry" onClick={() => dispatch(messageResent(message, 'userRetry'))}>
            {t('chat.retry')}
          </button>
        </span>
      )}
    </article>
  );
});
