import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectUserId } from '../../../lib/session/sessionSelectors';
import { CHAT_TYPE } from '../../../protocol/codes';
import { deliveryStatusOf, type ChatMessage } from '../chatMessage';
import { selectAiPeerReadSeq, selectGroupPeerReadSeq, selectTimeline, selectTyping } from '../chatSelectors';
import { opensDay } from '../dayBreaks';
import { dayLabel } from '../messageTime';
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
/**
 * How close to an end of the rendered rows (px) moves the window that way; at the top of the oldest
 * stored message, asks for the older page, so that it is usually there before the reader is.
 */
const EDGE_PX = 400;

const keyOf = (timeline: Timeline<ChatMessage>, index: number) =>
  index >= 0 && index < timeline.length ? timeline.at(index).client_msg_id : undefined;

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
 * user is near either end it moves, older pages load at the top, one after another until the first
 * message, and the first row in view stays exactly where it was through every change. A day separator
 * goes above each rendered row that starts a day. Nothing here costs more for a longer conversation.
 */
export function MessageLog() {
  const { t, i18n } = useTranslation();
  const timeline = useSelector(selectTimeline);
  const typing = useSelector(selectTyping);
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
    if (last && last.sender_id === selfId && last.client_msg_id !== keyOf(view.timeline, view.timeline.length - 1))
      following.current = true;
    window = following.current
      ? latestWindow(timeline.length)
      : keptWindow(
          view.window,
          keyOf(view.timeline, view.window.start),
          (index) => keyOf(timeline, index),
          view.timeline.length,
          timeline.length,
        );
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
    const row =
      kept &&
      [...element.querySelectorAll<HTMLElement>('[data-message-id]')].find(
        (candidate) => candidate.dataset.messageId === kept.key,
      );
    if (kept && row)
      element.scrollTop += row.getBoundingClientRect().top - element.getBoundingClientRect().top - kept.offset;
  }, [window.start, window.end, timeline, typing]);

  // A notice or a taller composer below the view makes it shorter: a reader at the bottom stays there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const moveWindow = (next: (current: MessageWindow, length: number) => MessageWindow) =>
    setView((current) => ({ ...current, window: next(current.window, current.timeline.length) }));

  /** Near the top, older rows come in: the stored ones by moving the window, then the server's pages. */
  const towardOlder = (element: HTMLElement) => {
    if (element.scrollTop >= EDGE_PX) return false;
    if (window.start === 0) older.load();
    // Following the newest, the window keeps them (a screen taller than the rows is near both ends).
    else if (!following.current) moveWindow(olderWindow);
    return true;
  };

  // A page that came in, or rows that do not fill the view, may leave the reader near the top with no
  // scroll event to come: ask again after every change, until the view is filled or the first message.
  useEffect(() => {
    if (scroller.current) towardOlder(scroller.current);
  });

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    following.current = window.end === timeline.length && fromBottom < FOLLOW_PX;
    setAtLatest(following.current);
    anchor.current = firstVisibleRow(element);
    if (!towardOlder(element) && fromBottom < EDGE_PX && window.end < timeline.length) moveWindow(newerWindow);
  };

  const jumpToLatest = () => {
    following.current = true;
    setAtLatest(true);
    moveWindow((_current, length) => latestWindow(length));
  };

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
    const card = fromAgent ? senders.get(message.sender_id) : undefined;
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
          agentName={fromAgent ? card?.nickname || t('chat.agent') : undefined}
          agentCard={card}
        />
      </div>,
    );
  }

  return (
    <div className="chat__view">
      <div ref={scroller} className="chat__scroller" onScroll={onScroll}>
        {window.start === 0 && <OlderMessages older={older} />}
        {window.start === 0 && <Welcome />}
        {/* Below the welcome, which would otherwise move when the first messages come in. */}
        {window.start === 0 && !older.hasOlder && timeline.length > 0 && (
          <p className="system-line">{t('chat.beginning')}</p>
        )}
        <div role="log" aria-label={t('chat.log')} aria-live="polite" className="chat__log">
          {rows}
        </div>
        {typing && window.end === timeline.length && <TypingIndicator typist={typing} />}
      </div>
      {!atLatest && (
        <button type="button" className="button chat__latest" onClick={jumpToLatest}>
          {t('chat.jumpToLatest')}
        </button>
      )}
    </div>
  );
}
