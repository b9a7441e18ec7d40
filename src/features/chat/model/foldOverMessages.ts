import { growthOf } from './incremental';
import { storedMessages, type MessageStore, type Sequenced } from './messageStore';

/**
 * A value folded over a store's messages in order, memoized on the last store it saw: when the next
 * store only appended messages, `add` folds just those into the last value; otherwise it starts over.
 */
export function foldOverMessages<T extends Sequenced, R>(
  initial: () => R,
  add: (value: R, messages: readonly T[]) => R,
): (store: MessageStore<T>) => R {
  let last: { store: MessageStore<T>; value: R } | null = null;
  return (store) => {
    if (last?.store === store) return last.value;
    const growth = last ? growthOf(last.store, store) : null;
    const value =
      last && growth?.at === 'after' ? add(last.value, growth.messages) : add(initial(), storedMessages(store));
    last = { store, value };
    return value;
  };
}
