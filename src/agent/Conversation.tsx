import { useEffect, useRef, useState, type RefObject } from 'react';
import { CONTENT_TYPE } from '../protocol/codes';
import { Composer } from './Composer';
import { EndSessionDialog } from './EndSessionDialog';
import type { ConversationEntry } from './entries';
import { MessageItem } from './MessageItem';
import { CONVERSATION_PANEL_ID, tabIdOf } from './SessionTabs';
import type { Session } from './sessions';
import { TypingNotice } from './TypingNotice';

interface ConversationProps {
  session: Session;
  customerName: string;
  agentId: string;
  customerNames: Record<string, string>;
  online: boolean;
  onDraftChange: (text: string) => void;
  onSend: (content: string) => boolean;
  onEnd: () => void;
}

/**
 * Keeps the newest message in view: on opening and on each new line, and while images above it load
 * (they grow the log after the first scroll), unless the agent scrolled up to read.
 */
function useLatestInView(logRef: RefObject<HTMLDivElement | null>, lines: number): void {
  const pinned = useRef(true);
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const toEnd = () => {
      if (pinned.current) log.scrollTop = log.scrollHeight;
    };
    const onScroll = () => {
      pinned.current = log.scrollHeight - log.scrollTop - log.clientHeight < 24;
    };
    log.addEventListener('scroll', onScroll);
    // `load` does not bubble: caught on its way down to each image.
    log.addEventListener('load', toEnd, true);
    return () => {
      log.removeEventListener('scroll', onScroll);
      log.removeEventListener('load', toEnd, true);
    };
  }, [logRef]);
  useEffect(() => {
    const log = logRef.current;
    pinned.current = true;
    if (log) log.scrollTop = log.scrollHeight;
  }, [logRef, lines]);
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
  onEnd,
}: ConversationProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  useLatestInView(logRef, session.entries.length);

  const senderOf = (entry: ConversationEntry): string => {
    if (entry.senderId === agentId) return 'You';
    if (entry.contentType === CONTENT_TYPE.aiReply) return 'AI assistant';
    return customerNames[entry.senderId] ?? `User ${entry.senderId}`;
  };

  return (
    <section
      id={CONVERSATION_PANEL_ID}
      role="tabpanel"
      className="agent-panel agent-conversation"
      aria-labelledby={tabIdOf(session.receptionId)}
    >
      <div className="agent-card__head">
        <h2 id="conversation-title">Conversation with {customerName}</h2>
        <button type="button" className="agent-danger" disabled={!online} onClick={() => setConfirmingEnd(true)}>
          End session
        </button>
      </div>
      <div
        ref={logRef}
        className="agent-log"
        role="log"
        aria-live="polite"
        aria-labelledby="conversation-title"
        tabIndex={0}
      >
        <ol className="agent-messages">
          {session.entries.map((entry) => (
            <MessageItem key={entry.key} entry={entry} sender={senderOf(entry)} mine={entry.senderId === agentId} />
          ))}
        </ol>
      </div>
      <TypingNotice name={customerName} since={session.customerTypingAt} />
      <Composer
        draft={session.draft}
        online={online}
        cannedReplies={session.context?.canned_replies ?? []}
        onDraftChange={onDraftChange}
        onSend={onSend}
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
