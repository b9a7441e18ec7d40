import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { errorMessageKey, isRetryable } from '../../lib/i18n/errorMessages';
import { selectIdentityError, selectIdentityStatus } from '../../lib/session/sessionSelectors';
import { identityRequired } from '../../lib/session/sessionSlice';
import { useAppDispatch } from '../../lib/store/hooks';
import { Notice } from '../../ui/Notice';
import { useChatSlots } from './chatSlots';
import { Composer } from './components/Composer';
import { ConnectionNotice } from './components/ConnectionNotice';
import { MessageLog } from './components/MessageLog';
import { ReceptionNotice } from './components/ReceptionNotice';
import { selectHumanStageOpen, selectReceptionId } from './reception/receptionSelectors';

/** /chat (spec §2): the AI conversation and the human stage as one timeline, the composer, and what src/app puts in its slots. */
export function ChatScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { HeaderActions, Popups } = useChatSlots();
  const identity = useSelector(selectIdentityStatus);
  const identityError = useSelector(selectIdentityError);
  const receptionId = useSelector(selectReceptionId);
  const humanStage = useSelector(selectHumanStageOpen);

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
        {HeaderActions && (
          <Suspense fallback={null}>
            <HeaderActions receptionId={receptionId} humanStage={humanStage} />
          </Suspense>
        )}
      </header>
      <ConnectionNotice />
      <MessageLog />
      <ReceptionNotice />
      <Composer />
      {Popups && (
        <Suspense fallback={null}>
          <Popups />
        </Suspense>
      )}
    </main>
  );
}
