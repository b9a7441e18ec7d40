import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectUserId } from '../../../lib/session/sessionSelectors';
import { selectAiTyping, selectVisibleMessages } from '../chatSelectors';
import { CHAT_TYPE } from '../../../protocol/codes';
import { useGroupSenders } from '../useGroupSenders';
import { useReadMarks } from '../useReadMarks';
import { MessageBubble } from './MessageBubble';
import { OlderMessages, useOlderMessages } from './OlderMessages';
import { TypingIndicator } from './TypingIndicator';
import { Welcome } from './Welcome';

/** How close to the bottom (px) still counts as "following" the conversation. */
const FOLLOW_THRESHOLD = 80;
/** How close to the top (px) asks for the older page. */
const LOAD_OLDER_THRESHOLD = 40;

export function MessageLog() {
  const { t } = useTranslation();
  const messages = useSelector(selectVisibleMessages);
  const aiTyping = useSelector(selectAiTyping);
  const selfId = useSelector(selectUserId);
  const older = useOlderMessages();
  const senders = useGroupSenders();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const before = useRef({ firstKey: '', scrollHeight: 0, scrollTop: 0 });
  useReadMarks(following);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const firstKey = messages[0]?.client_msg_id ?? '';
    const prepended = before.current.firstKey !== '' && firstKey !== before.current.firstKey && !following.current;
    const lastIsMine = messages.length > 0 && messages[messages.length - 1].sender_id === selfId;
    // An older page went in above: keep what the user was reading exactly where it was.
    if (prepended) element.scrollTop = before.current.scrollTop + element.scrollHeight - before.current.scrollHeight;
    else if (following.current || lastIsMine) element.scrollTop = element.scrollHeight;
    before.current = { firstKey, scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
  }, [messages, aiTyping, selfId]);

  return (
    <div
      ref={scroller}
      className="chat__scroller"
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;
        before.current = { ...before.current, scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
        if (element.scrollTop < LOAD_OLDER_THRESHOLD) older.load();
      }}
    >
      <OlderMessages older={older} />
      <Welcome />
      <div role="log" aria-label={t('chat.log')} aria-live="polite" className="chat__log">
        {messages.map((message) => {
          const mine = message.sender_id === selfId;
          const fromAgent = !mine && message.chat_type === CHAT_TYPE.group;
          const card = fromAgent ? senders.get(message.sender_id) : undefined;
          return (
            <div key={message.client_msg_id} className="chat__row" data-message-id={message.client_msg_id} data-seq={message.seq || undefined}>
              <MessageBubble message={message} mine={mine} agentName={fromAgent ? card?.nickname || t('chat.agent') : undefined} agentCard={card} />
            </div>
          );
        })}
      </div>
      {aiTyping && <TypingIndicator />}
    </div>
  );
}
