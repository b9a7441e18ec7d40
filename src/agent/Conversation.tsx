import { useEffect, useRef } from 'react';
import { CONTENT_TYPE } from '../protocol/codes';
import { Composer } from './Composer';
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

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [session.entries.length]);

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
        <button type="button" className="agent-danger" disabled={!online} onClick={onEnd}>
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
    </section>
  );
}
