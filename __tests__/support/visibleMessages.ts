import type { ChatMessage } from '../../src/features/chat/model/chatMessage';
import { selectTimeline } from '../../src/features/chat/state/chatSelectors';

/** The whole chat timeline as an array (the screen reads it by position, a window at a time). */
export function selectVisibleMessages(state: Parameters<typeof selectTimeline>[0]): ChatMessage[] {
  const timeline = selectTimeline(state);
  return Array.from({ length: timeline.length }, (_, index) => timeline.at(index));
}
