import { lastMessage, type MessageStore, type Sequenced } from './messageStore';

/**
 * Deriving views from message stores at the cost of what changed: a push appends, an older page
 * prepends, and the views built from the previous store version are extended rather than rebuilt
 * (docs/architecture.md, "Budgets": per push, nothing depends on the conversation's length).
 */

/** The messages at a store's end for as long as `more` says, ascending: walks back from the end, so it costs what it returns. */
function takenFromEnd<T extends Sequenced>(store: MessageStore<T>, more: (message: T, taken: number) => boolean): T[] {
  const taken: T[] = [];
  for (let c = store.chunks.length - 1; c >= 0; c--) {
    const chunk = store.chunks[c];
    for (let i = chunk.length - 1; i >= 0; i--) {
      if (!more(chunk[i], taken.length)) return taken.reverse();
      taken.push(chunk[i]);
    }
  }
  return taken.reverse();
}

const lastN = <T extends Sequenced>(store: MessageStore<T>, count: number) =>
  takenFromEnd(store, (_message, taken) => taken < count);

function firstN<T extends Sequenced>(store: MessageStore<T>, count: number): T[] {
  const taken: T[] = [];
  for (const chunk of store.chunks) {
    for (const message of chunk) {
      if (taken.length === count) return taken;
      taken.push(message);
    }
  }
  return taken;
}

/**
 * The messages `next` has beyond `previous`, when `next` is `previous` plus messages only after its
 * end (`after`) or only before its start (`before`); null for any other change. Costs the number of
 * new messages, taken from the chunk list's ends, and one identity check where they join.
 */
export function growthOf<T extends Sequenced>(
  previous: MessageStore<T>,
  next: MessageStore<T>,
): { at: 'after' | 'before'; messages: T[] } | null {
  const added = next.size - previous.size;
  if (added <= 0 || previous.size === 0) return null;
  const tail = lastN(next, added + 1);
  if (tail[0] === lastMessage(previous)) return { at: 'after', messages: tail.slice(1) };
  const head = firstN(next, added + 1);
  if (head[added] === previous.chunks[0][0]) return { at: 'before', messages: head.slice(0, added) };
  return null;
}

/** The messages of a store with a seq above `seq`, ascending. */
export const messagesAfter = <T extends Sequenced>(store: MessageStore<T>, seq: number) =>
  takenFromEnd(store, (message) => message.seq > seq);
