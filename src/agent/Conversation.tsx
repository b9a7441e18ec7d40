import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CONTENT_TYPE } from '../protocol/codes';
import { Composer } from './Composer';
import { CustomerLocale } from './CustomerLocale';
import { EndSessionDialog } from './EndSessionDialog';
import type { ConversationEntry } from './entries';
import type { TransferTarget } from './frames';
import type { ConsoleText } from './i18n/consoleText';
import { MessageItem } from './MessageItem';
import { SessionLog } from './profiles/SessionLog';
import { TransferNotice } from './NotesPanel';
import { CONVERSATION_PANEL_ID, tabIdOf } from './SessionTabs';
import type { Session } from './sessions';
import { TransferControl } from './TransferDialog';
import { TypingNotice } from './TypingNotice';

interface ConversationProps {
  session: Session;
  customerName: string;
  agentId: string;
  customerNames: Record<string, string>;
  online: boolean;
  onDraftChange: (text: string) => void;
  onSend: (content: string) => boolean;
  onAttach: (file: File) => Promise<ConsoleText | null>;
  onEnd: () => void;
  /** Opens the customer's profile (src/agent/profiles). */
  onOpenProfile?: () => void;
  /** Who may take the chat (null until the server says), how to ask, and the transfer itself. */
  transfer: {
    targets: readonly TransferTarget[] | null;
    onOpen: () => void;
    onTransfer: (toAgentId: string, note: string) => boolean;
  };
}

/**
 * Keeps the newest message in view: on opening and on each new line, and while what is above it grows
 * (images loading), unless the agent scrolled up to read. Only a scroll above where this put the log is
 * the agent's: the log growing before its scroll event arrives must not unpin it.
 */
function useLatestInView(
  logRef: RefObject<HTMLDivElement | null>,
  linesRef: RefObject<HTMLDivElement | null>,
  lines: number,
): void {
  const pinned = useRef(true);
  const placed = useRef(0);
  const toEnd = useCallback(() => {
    const log = logRef.current;
    if (!log || !pinned.current) return;
    log.scrollTop = log.scrollHeight;
    placed.current = log.scrollTop;
  }, [logRef]);
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const onScroll = () => {
      if (log.scrollHeight - log.scrollTop - log.clientHeight < 24) {
        pinned.current = true;
        placed.current = log.scrollTop;
      } else if (log.scrollTop < placed.current - 1) pinned.current = false;
    };
    log.addEventListener('scroll', onScroll);
    // `load` does not bubble: caught on its way down to each image.
    log.addEventListener('load', toEnd, true);
    const grown = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(toEnd);
    if (linesRef.current) grown?.observe(linesRef.current);
    return () => {
      log.removeEventListener('scroll', onScroll);
      log.removeEventListener('load', toEnd, true);
      grown?.disconnect();
    };
  }, [logRef, linesRef, toEnd]);
  useEffect(() => {
    pinned.current = true;
    toEnd();
  }, [toEnd, lines]);
}

/** The session on screen: the tab panel of its tab in SessionTabs. */
export function Conversation({
  session,
  customerName,
  agentId,
  customerNames,
  online,
  onDraftChange,
  onSend,
  onAttach,
  onEnd,
  onOpenProfile,
  transfer,
}: ConversationProps) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);
  const linesRef = useRef<HTMLDivElement>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  useLatestInView(logRef, linesRef, session.entries.length);
  const members = session.context?.members;
  const memberNames = useMemo(() => new Map((members ?? []).map((member) => [member.id, member.nickname])), [members]);

  const senderOf = (entry: ConversationEntry): string => {
    if (entry.senderId === agentId) return t('conversation.you');
    if (entry.contentType === CONTENT_TYPE.aiReply) return t('conversation.ai');
    return customerNames[entry.senderId] || memberNames.get(entry.senderId) || t('app.user', { id: entry.senderId });
  };

  return (
    <section
      id={CONVERSATION_PANEL_ID}
      role="tabpanel"
      className="agent-panel agent-conversation"
      aria-labelledby={tabIdOf(session.receptionId)}
    >
      <div className="agent-card__head">
        <h2 id="conversation-title">
          <Trans
            i18nKey="conversation.title"
            values={{ name: customerName }}
            components={{
              name: onOpenProfile ? <button type="button" className="agent-link" onClick={onOpenProfile} /> : <span />,
            }}
          />
        </h2>
        <CustomerLocale locale={session.context?.customer.locale ?? ''} />
        <div className="agent-composer__row">
          <TransferControl customerName={customerName} online={online} {...transfer} />
          <button type="button" className="agent-danger" disabled={!online} onClick={() => setConfirmingEnd(true)}>
            {t('conversation.end')}
          </button>
        </div>
      </div>
      {session.transfer && <TransferNotice transfer={session.transfer} />}
      <div
        ref={logRef}
        className="agent-log"
        role="log"
        aria-live="polite"
        aria-labelledby="conversation-title"
        tabIndex={0}
      >
        <div ref={linesRef}>
          <SessionLog
            entries={session.entries}
            receptionId={session.receptionId}
            sessions={session.context?.sessions}
            renderEntry={(entry) => (
              <MessageItem key={entry.key} entry={entry} sender={senderOf(entry)} mine={entry.senderId === agentId} />
            )}
          />
        </div>
      </div>
      <TypingNotice name={customerName} since={session.customerTypingAt} />
      <Composer
        draft={session.draft}
        online={online}
        cannedReplies={session.context?.canned_replies ?? []}
        onDraftChange={onDraftChange}
        onSend={onSend}
        onAttach={onAttach}
      />
      {confirmingEnd && (
        <EndSessionDialog
          customerName={customerName}
          onCancel={() => setConfirmingEnd(false)}
          onConfirm={() => {
            setConfirmingEnd(false);
            onEnd();
          }}
        />
      )}
    </section>
  );
}
