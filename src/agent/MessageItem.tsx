import { splitLinks } from '../lib/text/links';
import type { ConversationEntry } from './entries';
import { formatClockTime, isoTime } from './formatTime';
import { ImageViewer } from './ImageViewer';
import { messageContent, type MessageContent } from './messageContent';

interface MessageItemProps {
  entry: ConversationEntry;
  sender: string;
  mine: boolean;
}

/** The customer client's safe link rendering (src/lib/text/links.ts): http(s) only, a new tab without opener or referrer. */
function LinkedText({ text }: { text: string }) {
  return (
    <p className="agent-text">
      {splitLinks(text).map(({ text: written, href }, index) =>
        href ? (
          <a key={index} href={href} target="_blank" rel="noopener noreferrer">
            {written}
          </a>
        ) : (
          written
        ),
      )}
    </p>
  );
}

function ContentView({ content }: { content: MessageContent }) {
  switch (content.kind) {
    case 'text':
      return <LinkedText text={content.text} />;
    case 'system':
      return <p>{content.text}</p>;
    case 'image':
      return <ImageViewer url={content.url} />;
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
