import { Suspense, useEffect, type MouseEvent } from 'react';
import { lazyChunk } from '../../lib/loadChunk';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { withMoreTranslations } from '../../lib/i18n/setupI18n';
import { selectIdentityError, selectIdentityStatus } from '../../session/sessionSelectors';
import { identityRequired } from '../../session/sessionSlice';
import { useAppDispatch } from '../../lib/store/hooks';
import { ScreenBar } from '../../ui/navigation/ScreenBar';
import { useChatSlots } from './chatSlots';
import { Composer } from './composer/Composer';
import { MessageLog } from './log/MessageLog';
import { selectHandoverNoticeShown, selectHumanStageOpen, selectReceptionId } from './reception/receptionSelectors';

// The handover notice and a failed sign-in's notice load when first shown (the chat's first download stays small).
const ReceptionNotice = lazyChunk(() => withMoreTranslations(() => import('./reception/ReceptionNotice')));
const IdentityFailure = lazyChunk(() => withMoreTranslations(() => import('./IdentityFailure')));

/** The first Tab stop: past the header and the whole history, straight to the message box. */
function skipToComposer(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('composer-input')?.focus();
}

/** /chat (spec §2): the AI conversation and the human stage as one timeline, the composer, and what src/app puts in its slots. */
export function ChatScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { HeaderActions, Popups, SessionSharing } = useChatSlots();
  const identity = useSelector(selectIdentityStatus);
  const identityError = useSelector(selectIdentityError);
  const receptionId = useSelector(selectReceptionId);
  const humanStage = useSelector(selectHumanStageOpen);
  const handoverNotice = useSelector(selectHandoverNoticeShown);

  useEffect(() => {
    dispatch(identityRequired());
  }, [dispatch]);

  if (identity === 'failed') {
    return (
      <Suspense fallback={null}>
        <IdentityFailure code={identityError} />
      </Suspense>
    );
  }

  return (
    <main className="chat" aria-labelledby="chat-title">
      <a href="#composer-input" className="skip-link" onClick={skipToComposer}>
        {t('chat.skipToComposer')}
      </a>
      <ScreenBar className="chat__header">
        <h1 id="chat-title" className="chat__title">
          {t('chat.title')}
        </h1>
        {HeaderActions && (
          <Suspense fallback={null}>
            <HeaderActions receptionId={receptionId} humanStage={humanStage} />
          </Suspense>
        )}
        {SessionSharing && <SessionSharing place="menu" />}
      </ScreenBar>
      <MessageLog />
      {SessionSharing && <SessionSharing place="notice" />}
      {handoverNotice && (
        <Suspense fallback={null}>
          <ReceptionNotice />
        </Suspense>
      )}
      <Composer />
      {Popups && (
        <Suspense fallback={null}>
          <Popups />
        </Suspense>
      )}
    </main>
  );
}
