import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectUserId } from '../../session/sessionSelectors';
import { selectAiTyping, selectVisibleMessages } from '../chatSelectors';
import { MessageBubble } from './MessageBubble';
import { TypingIndicator } from './TypingIndicator';
import { Welcome } from './Welcome';

/** How close to the bottom (px) still counts as "following" the conversation. */
const FOLLOW_THRESHOLD = 80;

export function MessageLog() {
  const { t } = useTranslation();
  const messages = useAppSelector(selectVisibleMessages);
  const aiTyping = useAppSelector(selectAiTyping);
  const selfId = useAppSelector(selectUserId);
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const element = scroller.current;
    const lastIsMine = messages.length > 0 && messages[messages.length - 1].sender_id === selfId;
    if (element && (following.current || lastIsMine)) element.scrollTop = element.scrollHeight;
  }, [messages, aiTyping, selfId]);

  return (
    <div
      ref={scroller}
      className="chat__scroller"
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
      }}
    >
      <Welcome />
      <div role="log" aria-label={t('chat.log')} aria-live="polite" className="chat__log">
        {messages.map((message) => (
          <MessageBubble key={message.client_msg_id} message={message} mine={message.sender_id === selfId} />
        ))}
      </div>
      {aiTyping && <TypingIndicator />}
    </div>
  );
}
