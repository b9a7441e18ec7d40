/**
 * Stored messages, ascending by seq, without duplicates, in a shape that makes one more message cheap
 * (docs/architecture.md, "Budgets"): fixed-size chunks shared between versions, so an insert copies one chunk
 * and the short chunk list, never the whole conversation; duplicates are found by binary search on
 * seq and through a hashed client_msg_id index, never by a scan. Every function is pure.
 */
export interface Sequenced {
  seq: number;
  client_msg_id: string;
}

/** Plain, serializable data: this is what Redux state, recordings and storage hold. */
export interface MessageStore<T extends Sequenced> {
  /** Each chunk is seq-ascending and non-empty; chunk i ends below chunk i+1. */
  readonly chunks: readonly (readonly T[])[];
  readonly size: number;
}

export const CHUNK_SIZE = 128;

/**
 * client_msg_id → the seqs it was stored under, shared by every version of one store's lineage (each
 * insert adds its message to the same Map, never copies it), so it may name messages a given version
 * does not hold: a hit counts only once that version is seen to hold a message with this seq and id.
 * Kept beside the few latest versions (never in state): a WeakMap entry per version cost more than the
 * insert itself, and reducers only ever extend the latest versions. Any other version (a recording, a
 * reload, an old state read again) gets an index built from its own messages on first use.
 */
type IdIndex = Map<string, number | number[]>;

const RECENT_VERSIONS = 8;
const recentStores: (MessageStore<Sequenced> | undefined)[] = new Array(RECENT_VERSIONS);
const recentIndexes: (IdIndex | undefined)[] = new Array(RECENT_VERSIONS);
let nextRecent = 0;

function buildIndex(messages: readonly Sequenced[]): IdIndex {
  const index: IdIndex = new Map();
  for (const message of messages) index.set(message.client_msg_id, message.seq);
  return index;
}

function withIndex<T extends Sequenced>(store: MessageStore<T>, index: IdIndex): MessageStore<T> {
  recentStores[nextRecent] = store;
  recentIndexes[nextRecent] = index;
  nextRecent = (nextRecent + 1) % RECENT_VERSIONS;
  return store;
}

/** An empty store starts a lineage of its own, so unrelated stores never share an index. */
function indexOf(store: MessageStore<Sequenced>): IdIndex {
  if (store.size === 0) return new Map();
  for (let i = 0; i < RECENT_VERSIONS; i++) if (recentStores[i] === store) return recentIndexes[i] as IdIndex;
  const index = buildIndex(storedMessages(store));
  withIndex(store, index);
  return index;
}

function addToIndex(index: IdIndex, clientMsgId: string, seq: number): void {
  const seqs = index.get(clientMsgId);
  if (seqs === undefined) index.set(clientMsgId, seq);
  else if (typeof seqs === 'number') index.set(clientMsgId, [seqs, seq]);
  else seqs.push(seq);
}

export function emptyMessageStore<T extends Sequenced>(): MessageStore<T> {
  return { chunks: [], size: 0 };
}

function holds<T extends Sequenced>(store: MessageStore<T>, seq: number, clientMsgId: string): boolean {
  if (store.size === 0) return false;
  const chunk = store.chunks[chunkIndexFor(store.chunks, seq)];
  const message = chunk[lowerBoundBySeq(chunk, seq)];
  return message !== undefined && message.seq === seq && message.client_msg_id === clientMsgId;
}

function seqIn<T extends Sequenced>(store: MessageStore<T>, index: IdIndex, clientMsgId: string): number | undefined {
  const seqs = index.get(clientMsgId);
  if (seqs === undefined) return undefined;
  if (typeof seqs === 'number') return holds(store, seqs, clientMsgId) ? seqs : undefined;
  return seqs.find((seq) => holds(store, seq, clientMsgId));
}

export function seqOfClientMsgId<T extends Sequenced>(store: MessageStore<T>, clientMsgId: string): number | undefined {
  return seqIn(store, indexOf(store), clientMsgId);
}

/**
 * Binary search: the first index below `length` for which `before` is false, where `before` holds for a
 * prefix of the indexes (the length when it holds for all).
 */
export function partitionPoint(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first index in a seq-ascending list whose seq is not below `seq`. */
export const lowerBoundBySeq = (list: readonly Sequenced[], seq: number) =>
  partitionPoint(list.length, (index) => list[index].seq < seq);

/** The chunk that should hold `seq`: the first whose last seq is not below it, else the last one. */
const chunkIndexFor = <T extends Sequenced>(chunks: readonly (readonly T[])[], seq: number) =>
  Math.min(
    partitionPoint(chunks.length, (index) => chunks[index][chunks[index].length - 1].seq < seq),
    chunks.length - 1,
  );

const isStorableSeq = (seq: number) => Number.isInteger(seq) && seq >= 1;

/**
 * `store` with `message` in seq order; the same object back when it is a duplicate (by seq or id) or
 * has no seq of its own (stored messages count from 1; docs/protocol.md, "Conversations").
 */
export function insertMessage<T extends Sequenced>(store: MessageStore<T>, message: T): MessageStore<T> {
  if (!isStorableSeq(message.seq)) return store;
  const index = indexOf(store);
  if (seqIn(store, index, message.client_msg_id) !== undefined) return store;
  let chunks: (readonly T[])[];
  if (store.chunks.length === 0) {
    chunks = [[message]];
  } else {
    const at = chunkIndexFor(store.chunks, message.seq);
    const chunk = store.chunks[at];
    const position = lowerBoundBySeq(chunk, message.seq);
    if (chunk[position]?.seq === message.seq) return store;
    const grown = chunk.slice();
    if (position === chunk.length) grown.push(message);
    else grown.splice(position, 0, message);
    chunks = store.chunks.slice();
    if (grown.length <= CHUNK_SIZE) chunks[at] = grown;
    else if (position === grown.length - 1 && at === chunks.length - 1) chunks.splice(at, 1, chunk, [message]);
    else chunks.splice(at, 1, grown.slice(0, grown.length >> 1), grown.slice(grown.length >> 1));
  }
  addToIndex(index, message.client_msg_id, message.seq);
  return withIndex({ chunks, size: store.size + 1 }, index);
}

/** Below this many new messages, inserting one by one beats rebuilding. */
const BULK_MERGE_THRESHOLD = 64;

function buildStore<T extends Sequenced>(sorted: readonly T[], index: IdIndex): MessageStore<T> {
  const chunks: T[][] = [];
  for (let start = 0; start < sorted.length; start += CHUNK_SIZE) chunks.push(sorted.slice(start, start + CHUNK_SIZE));
  return withIndex({ chunks, size: sorted.length }, index);
}

/**
 * `store` with every message of `incoming` (pulled pages, history, unread lists) in seq order, without
 * duplicates by seq or client_msg_id; the same object back when nothing is new. Large batches are
 * merged in one pass and rebuilt rather than inserted one by one.
 */
export function mergeMessages<T extends Sequenced>(store: MessageStore<T>, incoming: readonly T[]): MessageStore<T> {
  if (incoming.length < BULK_MERGE_THRESHOLD) return incoming.reduce(insertMessage, store);
  const existing = storedMessages(store);
  const sorted = incoming.filter((message) => isStorableSeq(message.seq)).sort((a, b) => a.seq - b.seq);
  // Stored messages win over incoming copies (same seq or same id), so nothing already shown changes.
  // The ids taken so far, which become the merged store's index.
  const taken = buildIndex(existing);
  const merged: T[] = [];
  let j = 0;
  const takeIncomingBelow = (limit: number) => {
    for (; j < sorted.length && sorted[j].seq < limit; j++) {
      const message = sorted[j];
      if (merged[merged.length - 1]?.seq === message.seq || taken.has(message.client_msg_id)) continue;
      taken.set(message.client_msg_id, message.seq);
      merged.push(message);
    }
  };
  for (const message of existing) {
    takeIncomingBelow(message.seq);
    merged.push(message);
    while (j < sorted.length && sorted[j].seq === message.seq) j++;
  }
  takeIncomingBelow(Infinity);
  return merged.length === store.size ? store : buildStore(merged, taken);
}

export function firstSeq<T extends Sequenced>(store: MessageStore<T>): number {
  return store.chunks[0]?.[0]?.seq ?? 0;
}

export function lastSeq<T extends Sequenced>(store: MessageStore<T>): number {
  return lastMessage(store)?.seq ?? 0;
}

export function messageAt<T extends Sequenced>(store: MessageStore<T>, index: number): T | undefined {
  if (index < 0 || index >= store.size) return undefined;
  let remaining = index;
  for (const chunk of store.chunks) {
    if (remaining < chunk.length) return chunk[remaining];
    remaining -= chunk.length;
  }
  return undefined;
}

export function lastMessage<T extends Sequenced>(store: MessageStore<T>): T | undefined {
  const chunk = store.chunks[store.chunks.length - 1];
  return chunk?.[chunk.length - 1];
}

export function storedMessages<T extends Sequenced>(store: MessageStore<T>): T[] {
  return store.chunks.flat() as T[];
}
