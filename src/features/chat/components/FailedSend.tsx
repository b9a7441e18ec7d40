import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/i18n/errorMessages';
import { useAppDispatch } from '../../../lib/store/hooks';
import { failedMessageDeleted, messageResent } from '../chatActions';
import type { PendingMessage } from '../chatMessage';

/** Under a message that could not be sent: why (a refused send's §8 message), Retry (the same client_msg_id) and Delete. */
export function FailedSend({ message }: { message: PendingMessage }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <span className="bubble__status bubble__status--failed">
      {t('chat.notSent')}{' '}
      {message.errorCode !== undefined && (
        <span className="bubble__error" role="alert">
          {t(errorMessageKey(message.errorCode))}{' '}
        </span>
      )}
      <button type="button" className="bubble__retry" onClick={() => dispatch(messageResent(message, 'userRetry'))}>
        {t('chat.retry')}
      </button>
      <button type="button" className="bubble__retry" onClick={() => dispatch(failedMessageDeleted({ clientMsgId: message.client_msg_id }))}>
        {t('chat.deleteMessage')}
      </button>
    </span>
  );
}
