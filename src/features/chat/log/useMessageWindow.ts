import { useRef, useState } from 'react';
import type { ChatMessage } from '../model/chatMessage';
import { keptWindow, latestWindow, type MessageWindow } from '../model/messageWindow';
import type { Timeline } from '../model/timeline';

const keyOf = (timeline: Timeline<ChatMessage>, index: number) =>
  index >= 0 && index < timeline.length ? timeline.at(index).client_msg_id : undefined;

/**
 * Which rows of the timeline the log renders (messageWindow.ts), and whether the reader follows the
 * newest: then the window keeps the newest rows, else it keeps the rows the reader was at.
 */
export function useMessageWindow(timeline: Timeline<ChatMessage>, selfId: string | null) {
  const following = useRef(true);
  const [atLatest, setAtLatest] = useState(true);
  const [view, setView] = useState(() => ({ timeline, window: latestWindow(timeline.length) }));

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

  const moveWindow = (next: (current: MessageWindow, length: number) => MessageWindow) =>
    setView((current) => ({ ...current, window: next(current.window, current.timeline.length) }));

  const follow = (value: boolean) => {
    following.current = value;
    setAtLatest(value);
  };

  const jumpToLatest = () => {
    follow(true);
    moveWindow((_current, length) => latestWindow(length));
  };

  return { window, following, atLatest, follow, moveWindow, jumpToLatest };
}
