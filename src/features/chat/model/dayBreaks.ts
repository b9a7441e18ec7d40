import { localDay } from './messageTime';
import type { Timeline } from './timeline';

/**
 * Whether a day separator goes above the message at `index`: the first message held (the top of what
 * is known), or one sent on another local day than the message before it. Reads only that neighbour,
 * so the log pays for its rendered rows only, whatever the conversation's length.
 */
export function opensDay(timeline: Timeline<{ send_time: number }>, index: number): boolean {
  return index === 0 || localDay(timeline.at(index - 1).send_time) !== localDay(timeline.at(index).send_time);
}
