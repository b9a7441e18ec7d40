import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CHAT_TYPE } from '../../protocol/codes';
import type { InboxEntry } from '../../protocol/frames';
import { formatFullTime, formatListTime, useLocaleTag } from '../../lib/i18n/format';
import { lastMessagePreview } from './lastMessagePreview';

interface ConversationItemProps {
  entry: InboxEntry;
  myId: string | null;
  now?: number;
}

/** One row of the conversation list: who, when, the last message and the unread badge; opens the chat. */
export function ConversationItem({ entry, myId, now }: ConversationItemProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { search } = useLocation();
  const isGroup = entry.chat_type === CHAT_TYPE.group;
  const name = isGroup ? t('conversations.supportTeam') : t('conversations.aiAssistant');
  const sentAt = entry.last_message?.send_time;
  const unread = entry.unread;
  // The {' '} between the parts: flex drops them on screen; text read without the layout (copy, reader
  // views, some screen readers) keeps the avatar's letter, the name and the preview apart.
  return (
    <Link className="conversation" to={{ pathname: '/chat', search }}>
      <span className={`conversation__avatar conversation__avatar--${isGroup ? 'team' : 'ai'}`} aria-hidden="true">
        {name.slice(0, 1)}
      </span>{' '}
      <span className="conversation__body">
        <span className="conversation__top">
          <span className="conversation__name">{name}</span>{' '}
          {sentAt ? (
            <time
              className="conversation__time"
              dateTime={new Date(sentAt).toISOString()}
              title={formatFullTime(sentAt, tag)}
            >
              {formatListTime(sentAt, tag, now)}
            </time>
          ) : null}
        </span>{' '}
        <span className="conversation__bottom">
          <span className="conversation__preview">{lastMessagePreview(entry.last_message, myId, t)}</span>{' '}
          {unread > 0 ? (
            <span className="conversation__badge" role="img" aria-label={t('conversations.unread', { count: unread })}>
              {unread > 99 ? t('conversations.unreadMany', { count: 99 }) : new Intl.NumberFormat(tag).format(unread)}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
