import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorMessageKey, isRetryable } from '../../i18n/errorMessages';
import { Notice } from '../../ui/Notice';
import { selectIdentityError, selectIdentityStatus } from '../session/sessionSelectors';
import { identityRequired } from '../session/sessionSlice';
import { Composer } from './components/Composer';
import { ConnectionNotice } from './components/ConnectionNotice';
import { MessageLog } from './components/MessageLog';
import { EndSessionControl } from '../reception/components/EndSessionControl';
import { EvaluationDialog } from '../reception/components/EvaluationDialog';
import { ReceptionNotice } from '../reception/components/ReceptionNotice';

export function ChatScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const identity = useAppSelector(selectIdentityStatus);
  const identityError = useAppSelector(selectIdentityError);

  useEffect(() => {
    dispatch(identityRequired());
  }, [dispatch]);

  if (identity === 'failed') {
    return (
      <Notice title={t(errorMessageKey(identityError))}>
        {isRetryable(identityError) ? (
          <button type="button" className="button button--primary" onClick={() => dispatch(identityRequired())}>
            {t('common.retry')}
          </button>
        ) : (
          <p>{t('errors.reopenFromApp')}</p>
        )}
      </Notice>
    );
  }

  return (
    <main className="chat" aria-labelledby="chat-title">
      <header className="chat__header">
        <h1 id="chat-title" className="chat__title">
          {t('chat.title')}
        </h1>
        <EndSessionControl />
      </header>
      <ConnectionNotice />
      <MessageLog />
      <ReceptionNotice />
      <Composer />
      <EvaluationDialog />
    </main>
  );
}
