import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { splitLinks } from '../lib/text/links';
import type { ConversationEntry } from './entries';
import { formatClockTime, isoTime } from './formatTime';
import { ImageViewer } from './ImageViewer';
import { messageContent, type MessageContent } from './messageContent';
import { RatingCard } from './profiles/RatingCard';

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

const NOTICE_KEYS = {
  agentJoined: 'conversation.agentJoined',
  agentChanged: 'conversation.agentChanged',
  backInQueue: 'conversation.backInQueue',
} as const;

/** A notice in the console's language (the agent's name kept as sent), any other line as the server wrote it. */
function systemLine({ text, notice }: Extract<MessageContent, { kind: 'system' }>, t: TFunction): string {
  return notice ? t(NOTICE_KEYS[notice.type], { name: 'agent' in notice ? notice.agent : '' }) : text;
}

function ContentView({ content }: { content: MessageContent }) {
  const { t } = useTranslation();
  switch (content.kind) {
    case 'text':
      return <LinkedText text={content.text} />;
    case 'system':
      return <p>{systemLine(content, t)}</p>;
    case 'image':
      return <ImageViewer url={content.url} />;
    case 'imagePlaceholder':
      return <p>{t('conversation.image')}</p>;
    case 'rating':
      return <RatingCard receptionId={content.receptionId} />;
    case 'unsupported':
      return <p className="agent-muted">{t('conversation.unsupported')}</p>;
  }
}

export function MessageItem({ entry, sender, mine }: MessageItemProps) {
  const { t, i18n } = useTranslation();
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
        {entry.pending ? (
          t('conversation.sending')
        ) : (
          <time dateTime={isoTime(entry.sentAt)}>{formatClockTime(entry.sentAt, i18n.language)}</time>
        )}
      </p>
      <ContentView content={content} />
    </li>
  );
}
