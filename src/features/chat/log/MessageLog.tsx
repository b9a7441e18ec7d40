import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectUserId } from '../../../session/sessionSelectors';
import { newerWindow, olderWindow } from '../model/messageWindow';
import { selectTimeline, selectTyping } from '../state/chatSelectors';
import { MessageRows } from './MessageRows';
import { OlderMessages, useOlderMessages } from './OlderMessages';
import { TypingIndicator } from './TypingIndicator';
import { useMessageWindow } from './useMessageWindow';
import { useReadMarks } from './useReadMarks';
import { useScrollAnchor } from './useScrollAnchor';
import { Welcome } from './Welcome';

/** How close to the bottom (px) still counts as following the conversation. */
const FOLLOW_PX = 80;
/**
 * How close to an end of the rendered rows (px) moves the window that way; at the top of the oldest
 * stored message, asks for the older page, so that it is usually there before the reader is.
 */
const EDGE_PX = 400;

/**
 * The conversation, virtualized (docs/architecture.md, "Long conversations"): only a window of at
 * most MAX_ROWS messages is in the DOM. It follows the newest while the user is at the bottom; when the
 * user is near either end it moves, older pages load at the top, one after another until the first
 * message, and the first row in view stays exactly where it was through every change. A day separator
 * goes above each rendered row that starts a day. Nothing here costs more for a longer conversation.
 */
export function MessageLog() {
  const { t } = useTranslation();
  const timeline = useSelector(selectTimeline);
  const typing = useSelector(selectTyping);
  const selfId = useSelector(selectUserId);
  const older = useOlderMessages();
  const { window, following, atLatest, follow, moveWindow, jumpToLatest } = useMessageWindow(timeline, selfId);
  const { scroller, remember } = useScrollAnchor(following, atLatest, window, timeline, typing);
  useReadMarks(following);

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
    follow(window.end === timeline.length && fromBottom < FOLLOW_PX);
    remember(element);
    if (!towardOlder(element) && fromBottom < EDGE_PX && window.end < timeline.length) moveWindow(newerWindow);
  };

  return (
    <div className="chat__view">
      <div ref={scroller} className="chat__scroller" onScroll={onScroll}>
        {window.start === 0 && <OlderMessages older={older} />}
        {window.start === 0 && <Welcome />}
        {/* Below the welcome, which would otherwise move when the first messages come in. */}
        {window.start === 0 && !older.hasOlder && timeline.length > 0 && (
          <p className="system-line">{t('chat.beginning')}</p>
        )}
        <MessageRows timeline={timeline} window={window} />
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
