import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectUserId } from '../../../lib/session/sessionSelectors';
import { CHAT_TYPE } from '../../../protocol/codes';
import { deliveryStatusOf, type ChatMessage } from '../chatMessage';
import { selectAiPeerReadSeq, selectAiTyping, selectGroupPeerReadSeq, selectTimeline } from '../chatSelectors';
import { keptWindow, latestWindow, newerWindow, olderWindow, type MessageWindow } from '../messageWindow';
import type { Timeline } from '../timeline';
import { useGroupSenders } from '../useGroupSenders';
import { useReadMarks } from '../useReadMarks';
import { MessageBubble } from './MessageBubble';
import { OlderMessages, useOlderMessages } from './OlderMessages';
import { TypingIndicator } from './TypingIndicator';
import { Welcome } from './Welcome';

/** How close to the bottom (px) still counts as following the conversation. */
const FOLLOW_PX = 80;
/** How close to an end of the rendered rows (px) moves the window that way. */
const EDGE_PX = 400;
/** How close to the top (px) asks for the older page, once the oldest stored message is rendered. */
const LOAD_OLDER_PX = 40;

const keyOf = (timeline: Timeline<ChatMessage>, index: number) => (index >= 0 && index < timeline.length ? timeline.at(index).client_msg_id : undefined);

interface Anchor {
  key: string;
  /** Its top, from the top of the view (px). */
  offset: number;
}

/** The first row in view, to be put back at the same place after the rows change. */
function firstVisibleRow(scroller: HTMLElement): Anchor | null {
  const top = scroller.getBoundingClientRect().top;
  for (const row of scroller.querySelectorAll<HTMLElement>('[data-message-id]')) {
    const box = row.getBoundingClientRect();
    if (box.bottom > top) return { key: row.dataset.messageId ?? '', offset: box.top - top };
  }
  return null;
}

/**
 * The conversation, virtualized (docs/architecture.md, "Long conversations"): only a window of at
 * most MAX_ROWS messages is in the DOM. It follows the newest while the user is at the bottom; when the
 * user scrolls near either end it moves, older pages load at the top, and the first row in view stays
 * exactly where it was through every change. Nothing here costs more for a longer conversation.
 */
export function MessageLog() {
  const { t } = useTranslation();
  const timeline = useSelector(selectTimeline);
  const aiTyping = useSelector(selectAiTyping);
  const selfId = useSelector(selectUserId);
  const aiReadUpTo = useSelector(selectAiPeerReadSeq);
  const groupReadUpTo = useSelector(selectGroupPeerReadSeq);
  const older = useOlderMessages();
  const senders = useGroupSenders();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const anchor = useRef<Anchor | null>(null);
  const [atLatest, setAtLatest] = useState(true);
  const [view, setView] = useState(() => ({ timeline, window: latestWindow(timeline.length) }));
  useReadMarks(following);

  let { window } = view;
  if (view.timeline !== timeline) {
    const last = timeline.length > 0 ? timeline.at(timeline.length - 1) : undefined;
    // The customer's own new message brings the view to it, wherever they were reading.
    if (last && last.sender_id === selfId && last.client_msg_id !== keyOf(view.timeline, view.timeline.length - 1)) following.current = true;
    window = following.current
      ? latestWindow(timeline.length)
      : keptWindow(view.window, keyOf(view.timeline, view.window.start), (index) => keyOf(timeline, index), view.timeline.length, timeline.length);
    setView({ timeline, window });
  }

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (following.current) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    const kept = anchor.current;
    const row = kept && [...element.querySelectorAll<HTMLElement>('[data-message-id]')].find((candidate) => candidate.dataset.messageId === kept.key);
    if (kept && row) element.scrollTop += row.getBoundingClientRect().top - element.getBoundingClientRect().top - kept.offset;
  }, [window.start, window.end, timeline, aiTyping]);

  const moveWindow = (next: (current: MessageWindow, length: number) => MessageWindow) => setView((current) => ({ ...current, window: next(current.window, current.timeline.length) }));

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    following.current = window.end === timeline.length && fromBottom < FOLLOW_PX;
    setAtLatest(following.current);
    anchor.current = firstVisibleRow(element);
    if (element.scrollTop < EDGE_PX && window.start > 0) moveWindow(olderWindow);
    else if (element.scrollTop < LOAD_OLDER_PX && window.start === 0) older.load();
    else if (fromBottom < EDGE_PX && window.end < timeline.length) moveWindow(newerWindow);
  };

  const jumpToLatest = () => {
    following.current = true;
    setAtLatest(true);
    moveWindow((_current, length) => latestWindow(length));
  };

  const rows = [];
  for (let index = window.start; index < window.end; index++) {
    const message = timeline.at(index);
    const mine = message.sender_id === selfId;
    const fromAgent = !mine && message.chat_type === CHAT_TYPE.group;
    const card = fromAgent ? senders.get(message.sender_id) : undefined;
    const status = mine ? deliveryStatusOf(message, message.chat_type === CHAT_TYPE.group ? groupReadUpTo : aiReadUpTo) : undefined;
    rows.push(
      <div key={message.client_msg_id} className="chat__row" data-message-id={message.client_msg_id} data-seq={message.seq || undefined}>
        <MessageBubble message={message} mine={mine} status={status} agentName={fromAgent ? card?.nickname || t('chat.agent') : undefined} agentCard={card} />
      </div>,
    );
  }

  return (
    <div className="chat__view">
      <div ref={scroller} className="chat__scroller" onScroll={onScroll}>
        {window.start === 0 && <OlderMessages older={older} />}
        {window.start === 0 && <Welcome />}
        <div role="log" aria-label={t('chat.log')} aria-live="polite" className="chat__log">
          {rows}
        </div>
        {aiTyping && window.end === timeline.length && <TypingIndicator />}
      </div>
      {!atLatest && (
        <button type="button" className="button chat__latest" onClick={jumpToLatest}>
          {t('chat.jumpToLatest')}
        </button>
      )}
    </div>
  );
}
