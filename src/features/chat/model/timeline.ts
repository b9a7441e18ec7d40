import { growthOf } from './incremental';
import {
  CHUNK_SIZE,
  lastMessage,
  partitionPoint,
  storedMessages,
  type MessageStore,
  type Sequenced,
} from './messageStore';

interface Timed {
  send_time: number;
}

type TimedMessage = Timed & Sequenced;

/**
 * The AI chat and the support group's chat as one timeline (spec §2: the human stage continues the
 * same screen). Each list is in seq order; they are interleaved by send_time, and on equal times the
 * first list's message comes first, so the result is stable. The reference the incremental timeline
 * below must always agree with (a property test checks it).
 */
export function interleaveByTime<T extends Timed>(first: readonly T[], second: readonly T[]): readonly T[] {
  if (second.length === 0) return first;
  if (first.length === 0) return second;
  const merged: T[] = new Array<T>(first.length + second.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < first.length && j < second.length)
    merged[k++] = second[j].send_time < first[i].send_time ? second[j++] : first[i++];
  while (i < first.length) merged[k++] = first[i++];
  while (j < second.length) merged[k++] = second[j++];
  return merged;
}

/** Read-only access by position, so a view renders only the rows it shows. */
export interface Timeline<T> {
  readonly length: number;
  /** The message at `index` (0 ≤ index < length). */
  at(index: number): T;
}

/** A timeline held as immutable chunks: one more message copies one chunk and the chunk list, never the rest. */
export interface ChunkedTimeline<T> extends Timeline<T> {
  readonly chunks: readonly (readonly T[])[];
}

function chunked<T>(chunks: readonly (readonly T[])[]): ChunkedTimeline<T> {
  const starts: number[] = [];
  let length = 0;
  for (const chunk of chunks) {
    starts.push(length);
    length += chunk.length;
  }
  return {
    chunks,
    length,
    at(index) {
      const chunk = partitionPoint(starts.length, (candidate) => starts[candidate] <= index) - 1;
      return chunks[chunk][index - starts[chunk]];
    },
  };
}

/** Full chunks of `list`, the short one last; with `shortFirst`, the short one first (for what is prepended). */
function chunksOf<T>(list: readonly T[], shortFirst = false): T[][] {
  const chunks: T[][] = [];
  const offset = shortFirst ? list.length % CHUNK_SIZE : 0;
  if (offset > 0) chunks.push(list.slice(0, offset));
  for (let start = offset; start < list.length; start += CHUNK_SIZE) chunks.push(list.slice(start, start + CHUNK_SIZE));
  return chunks;
}

/** Whether a message of the first list goes before one of the second in interleaveByTime. */
const firstListBefore = (fromFirst: Timed, fromSecond: Timed) => fromFirst.send_time <= fromSecond.send_time;

export interface Interleaved<T extends TimedMessage> {
  first: MessageStore<T>;
  second: MessageStore<T>;
  timeline: ChunkedTimeline<T>;
  /** Which list the timeline's last message comes from. */
  lastFromFirst: boolean;
}

const EMPTY: ChunkedTimeline<never> = chunked<never>([]);

function rebuild<T extends TimedMessage>(first: MessageStore<T>, second: MessageStore<T>): Interleaved<T> {
  const merged = interleaveByTime(storedMessages(first), storedMessages(second));
  const last = merged[merged.length - 1];
  return {
    first,
    second,
    timeline: merged.length === 0 ? EMPTY : chunked(chunksOf(merged)),
    lastFromFirst: last === undefined || last === lastMessage(first),
  };
}

function appended<T>(timeline: ChunkedTimeline<T>, messages: readonly T[]): ChunkedTimeline<T> {
  const chunks = timeline.chunks.slice();
  const last = chunks.pop() ?? [];
  const grown = [...last, ...messages];
  return chunked([...chunks, ...chunksOf(grown)]);
}

/**
 * interleaveByTime of two growing stores, kept from the previous result when only one of them grew
 * at one end in a way that cannot reorder what is there (pushes, acknowledgements and older pages,
 * nearly every change): then it costs the new messages plus the chunk list. Any other change rebuilds.
 * Within a store send_time never goes down with seq (the server stamps it), which is what makes the
 * check of one neighbour enough.
 */
export function nextInterleaved<T extends TimedMessage>(
  previous: Interleaved<T> | null,
  first: MessageStore<T>,
  second: MessageStore<T>,
): Interleaved<T> {
  if (!previous) return rebuild(first, second);
  if (previous.first === first && previous.second === second) return previous;
  const firstChanged = previous.first !== first;
  if (firstChanged && previous.second !== second) return rebuild(first, second);
  const growth = firstChanged ? growthOf(previous.first, first) : growthOf(previous.second, second);
  if (!growth) return rebuild(first, second);
  const { timeline } = previous;
  if (growth.at === 'after') {
    const last = timeline.at(timeline.length - 1);
    const joins =
      previous.lastFromFirst === firstChanged ||
      (firstChanged ? !firstListBefore(growth.messages[0], last) : firstListBefore(last, growth.messages[0]));
    if (!joins) return rebuild(first, second);
    return { first, second, timeline: appended(timeline, growth.messages), lastFromFirst: firstChanged };
  }
  const other = firstChanged ? second : first;
  const otherFirst = other.chunks[0]?.[0];
  const newest = growth.messages[growth.messages.length - 1];
  const precedes =
    !otherFirst || (firstChanged ? firstListBefore(newest, otherFirst) : !firstListBefore(otherFirst, newest));
  if (!precedes) return rebuild(first, second);
  const [head = [], ...rest] = timeline.chunks;
  // Older pages come ten at a time: they join the first chunk rather than make many small ones.
  return {
    first,
    second,
    timeline: chunked([...chunksOf([...growth.messages, ...head], true), ...rest]),
    lastFromFirst: previous.lastFromFirst,
  };
}

/** A timeline followed by a few more messages (the outbox's echoes). */
export function followedBy<T>(timeline: Timeline<T>, more: readonly T[]): Timeline<T> {
  if (more.length === 0) return timeline;
  return {
    length: timeline.length + more.length,
    at: (index) => (index < timeline.length ? timeline.at(index) : more[index - timeline.length]),
  };
}
