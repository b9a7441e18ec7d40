import type { ConversationEntry } from './entries';
import { formatClockTime, isoTime } from './formatTime';
import { messageContent, type MessageContent } from './messageContent';

interface MessageItemProps {
  entry: ConversationEntry;
  sender: string;
  mine: boolean;
}

function ContentView({ content }: { content: MessageContent }) {
  switch (content.kind) {
    case 'text':
      return <p className="agent-text">{content.text}</p>;
    case 'system':
      return <p>{content.text}</p>;
    case 'image':
      return (
        <img
          className="agent-image"
          src={content.url}
          alt="Image sent in the chat"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      );
    case 'imagePlaceholder':
      return <p>[image]</p>;
    case 'unsupported':
      return <p className="agent-muted">[unsupported message]</p>;
  }
}

export function MessageItem({ entry, sender, mine }: MessageItemProps) {
  const content = messageContent(entry.contentType, entry.content);
  if (content.kind === 'system') {
    return (
      <li className="agent-message agent-message--system">
        <ContentView content={content} />
      </li>
    );
  }
  return (
    <li className={`agent-message${mine ? ' agent-message--mine' : ''}`}>
      <p className="agent-message__meta">
        <span className="agent-message__sender">{sender}</span>{' '}
        {entry.pending ? 'Sending…' : <time dateTime={isoTime(entry.sentAt)}>{formatClockTime(entry.sentAt)}</time>}
      </p>
      <ContentView content={content} />
    </li>
  );
}
