import { useEffect, useRef } from 'react';
import { CONTENT_TYPE } from '../protocol/codes';
import type { ConversationEntry, Session } from './agentReducer';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { useSeenReports } from './seen';

interface ConversationProps {
  session: Session;
  agentId: string;
  customerNames: Record<string, string>;
  online: boolean;
  onSend: (content: string) => boolean;
  onEnd: () => void;
  /** Sends `seen` for this reception; false when it could not go out. */
  onSeen: () => boolean;
}

export function Conversation({ session, agentId, customerNames, online, onSend, onEnd, onSeen }: ConversationProps) {
  const logRef = useRef<HTMLDivElement>(null);
  useSeenReports(session.entries, agentId, online, onSeen);
  const customerName = session.customer?.nickname || (session.customer ? `Customer ${session.customer.id}` : 'the customer');

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
    <section className="agent-panel agent-conversation" aria-labelledby="conversation-title">
      <div className="agent-card__head">
        <h2 id="conversation-title">Conversation with {customerName}</h2>
        <button type="button" className="agent-danger" disabled={!online} onClick={onEnd}>
          End session
        </button>
      </div>
      <div ref={logRef} className="agent-log" role="log" aria-live="polite" aria-labelledby="conversation-title" tabIndex={0}>
        <ol className="agent-messages">
          {session.entries.map((entry) => (
            <MessageItem key={entry.key} entry={entry} sender={senderOf(entry)} mine={entry.senderId === agentId} />
          ))}
        </ol>
      </div>
      <Composer online={online} onSend={onSend} />
    </section>
  );
}
