import { Suspense } from 'react';
import { lazyChunk } from '../../../lib/loadChunk';
import { useTranslation } from 'react-i18next';
import { withMoreTranslations } from '../../../lib/i18n/setupI18n';
import { useAppDispatch } from '../../../lib/store/hooks';
import { failedMessageDeleted, messageResent } from '../state/chatActions';
import type { PendingMessage } from '../model/chatMessage';

// Only a refusal has a reason to show (its §8 message, with the texts of other screens); an outage has none.
const RefusalReason = lazyChunk(() => withMoreTranslations(() => import('./RefusalReason')));

/**
 * Under a message that could not be sent: why (a refused send's §8 message), Retry (the same
 * client_msg_id) and Delete. In the chat's own download: a message may fail while nothing can load.
 */
export function FailedSend({ message }: { message: PendingMessage }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <span className="bubble__status bubble__status--failed">
      {t('chat.notSent')}{' '}
      {message.errorCode !== undefined && (
        <Suspense fallback={null}>
          <RefusalReason code={message.errorCode} />
        </Suspense>
      )}
      <button type="button" className="bubble__retry" onClick={() => dispatch(messageResent(message, 'userRetry'))}>
        {t('chat.retry')}
      </button>
      <button
        type="button"
        className="bubble__retry"
        onClick={() => dispatch(failedMessageDeleted({ clientMsgId: message.client_msg_id }))}
      >
        {t('chat.deleteMessage')}
      </button>
    </span>
  );
}
