/**
 * Pure ordering of stored messages. Appends in order cost O(1); an out-of-order message is placed
 * by binary search; duplicates are found through the seq order and an id index, never by a scan
 * (design.md, "Per frame").
 */
export interface Sequenced {
  seq: number;
  client_msg_id: string;
}

/** The first index whose seq is not below `seq`. */
export function lowerBoundBySeq(list: readonly Sequenced[], seq: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle].seq < seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

export type InsertOutcome = 'appended' | 'inserted' | 'duplicate';

/**
 * Puts `message` into `list` (seq-ascending, mutated in place: an Immer draft in reducers) unless a
 * message with the same seq or client_msg_id is there. `knownIds` is the client_msg_id index.
 */
export function insertBySeq<T extends Sequenced>(list: T[], knownIds: Record<string, number>, message: T): InsertOutcome {
  if (message.client_msg_id && knownIds[message.client_msg_id] !== undefined) return 'duplicate';
  const last = list[list.length - 1];
  if (!last || last.seq < message.seq) {
    list.push(message);
    knownIds[message.client_msg_id] = message.seq;
    return 'appended';
  }
  const at = lowerBoundBySeq(list, message.seq);
  if (list[at]?.seq === message.seq) return 'duplicate';
  list.splice(at, 0, message);
  knownIds[message.client_msg_id] = message.seq;
  return 'inserted';
}
