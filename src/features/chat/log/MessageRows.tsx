import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectUserId } from '../../../session/sessionSelectors';
import { CHAT_TYPE } from '../../../protocol/codes';
import { MessageBubble } from '../bubble/MessageBubble';
import { deliveryStatusOf, type ChatMessage } from '../model/chatMessage';
import { opensDay } from '../model/dayBreaks';
import { dayLabel } from '../model/messageTime';
import type { MessageWindow } from '../model/messageWindow';
import type { Timeline } from '../model/timeline';
import { selectAiPeerReadSeq, selectGroupPeerReadSeq } from '../state/chatSelectors';

/**
 * The rows of the window, each a message under a day separator where it starts a day: who wrote it
 * (an agent by name) and, for the customer's own, where it is on its way.
 */
export function MessageRows({ timeline, window }: { timeline: Timeline<ChatMessage>; window: MessageWindow }) {
  const { t, i18n } = useTranslation();
  const selfId = useSelector(selectUserId);
  const aiReadUpTo = useSelector(selectAiPeerReadSeq);
  const groupReadUpTo = useSelector(selectGroupPeerReadSeq);
  // i18n.language is the locale's BCP 47 tag (what useLocaleTag reads); importing lib/i18n/format here
  // would split it into a chunk of its own in /chat's download.
  const now = Date.now();
  const rows = [];
  for (let index = window.start; index < window.end; index++) {
    const message = timeline.at(index);
    if (opensDay(timeline, index)) {
      rows.push(
        <h2 key={`day-${message.client_msg_id}`} className="system-line">
          {dayLabel(message.send_time, i18n.language, now)}
        </h2>,
      );
    }
    const mine = message.sender_id === selfId;
    const fromAgent = !mine && message.chat_type === CHAT_TYPE.group;
    const status = mine
      ? deliveryStatusOf(message, message.chat_type === CHAT_TYPE.group ? groupReadUpTo : aiReadUpTo)
      : undefined;
    rows.push(
      <div
        key={message.client_msg_id}
        className="chat__row"
        data-message-id={message.client_msg_id}
        data-seq={message.seq || undefined}
      >
        <MessageBubble
          message={message}
          mine={mine}
          status={status}
          agentName={fromAgent ? t('chat.agent') : undefined}
          latest={index === timeline.length - 1}
        />
      </div>,
    );
  }
  return (
    <div role="log" aria-label={t('chat.log')} aria-live="polite" className="chat__log">
      {rows}
    </div>
  );
}
