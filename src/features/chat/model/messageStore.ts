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

type IdLeaf = Readonly<Record<string, number>>;
type IdNode = readonly (IdNode | IdLeaf)[];

export const CHUNK_SIZE = 128;
const FANOUT = 32;
const LEVELS = 3;
const BITS = 5;

const emptyLeaf: IdLeaf = Object.freeze({});
function emptyNode(level: number): IdNode {
  const child = level === LEVELS - 1 ? emptyLeaf : emptyNode(level + 1);
  return Object.freeze(Array.from({ length: FANOUT }, () => child));
}
const emptyIndex = emptyNode(0);

/**
 * client_msg_id → seq, derived from each store version and cached beside it (never in state): a
 * three-level hash trie of tiny leaves, so an insert copies three arrays of FANOUT pointers and one
 * leaf of a few keys whatever the conversation's length. A store read from JSON (a recording, a
 * reload) gets its index rebuilt once, on first use.
 */
const indexes = new WeakMap<MessageStore<Sequenced>, IdNode>();

function indexOf(store: MessageStore<Sequenced>): IdNode {
  let index = indexes.get(store);
  if (!index) {
    index = buildIndex(storedMessages(store));
    indexes.set(store, index);
  }
  return index;
}

function withIndex<T extends Sequenced>(store: MessageStore<T>, index: IdNode): MessageStore<T> {
  indexes.set(store, index);
  return store;
}

export function emptyMessageStore<T extends Sequenced>(): MessageStore<T> {
  return withIndex({ chunks: [], size: 0 }, emptyIndex);
}

function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const slotAt = (hash: number, level: number) => (hash >>> (level * BITS)) & (FANOUT - 1);

function leafOf(index: IdNode, hash: number): IdLeaf {
  let node: IdNode | IdLeaf = index;
  for (let level = 0; level < LEVELS; level++) node = (node as IdNode)[slotAt(hash, level)];
  return node as IdLeaf;
}

function withId(node: IdNode, hash: number, level: number, clientMsgId: string, seq: number): IdNode {
  const slot = slotAt(hash, level);
  const next = node.slice();
  next[slot] =
    level === LEVELS - 1
      ? { ...(node[slot] as IdLeaf), [clientMsgId]: seq }
      : withId(node[slot] as IdNode, hash, level + 1, clientMsgId, seq);
  return next;
}

export function seqOfClientMsgId<T extends Sequenced>(store: MessageStore<T>, clientMsgId: string): number | undefined {
  return leafOf(indexOf(store), hashOf(clientMsgId))[clientMsgId];
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
  const hash = hashOf(message.client_msg_id);
  const index = indexOf(store);
  if (leafOf(index, hash)[message.client_msg_id] !== undefined) return store;
  let chunks: (readonly T[])[];
  if (store.chunks.length === 0) {
    chunks = [[message]];
  } else {
    const at = chunkIndexFor(store.chunks, message.seq);
    const chunk = store.chunks[at];
    const position = lowerBoundBySeq(chunk, message.seq);
    if (chunk[position]?.seq === message.seq) return store;
    const grown = chunk.slice();
    grown.splice(position, 0, message);
    chunks = store.chunks.slice();
    if (grown.length <= CHUNK_SIZE) chunks[at] = grown;
    else if (position === grown.length - 1 && at === chunks.length - 1) chunks.splice(at, 1, chunk, [message]);
    else chunks.splice(at, 1, grown.slice(0, grown.length >> 1), grown.slice(grown.length >> 1));
  }
  return withIndex({ chunks, size: store.size + 1 }, withId(index, hash, 0, message.client_msg_id, message.seq));
}

/** Below this many new messages, inserting one by one beats rebuilding. */
const BULK_MERGE_THRESHOLD = 64;

/** The shared empty node of each trie level (level LEVELS is the leaf level). */
const emptyAtLevel: readonly (IdNode | IdLeaf)[] = Array.from({ length: LEVELS + 1 }, (_, level) =>
  level === LEVELS ? emptyLeaf : emptyNode(level),
);

/** A whole index built in one pass: fresh nodes are filled in place, untouched slots stay shared. */
function buildIndex(messages: readonly Sequenced[]): IdNode {
  const root: (IdNode | IdLeaf | undefined)[] = new Array(FANOUT);
  for (const message of messages) {
    const hash = hashOf(message.client_msg_id);
    let node = root;
    for (let level = 0; level < LEVELS - 1; level++) {
      const slot = slotAt(hash, level);
      node = (node[slot] ??= new Array(FANOUT)) as (IdNode | IdLeaf | undefined)[];
    }
    const leafSlot = slotAt(hash, LEVELS - 1);
    ((node[leafSlot] ??= {}) as Record<string, number>)[message.client_msg_id] = message.seq;
  }
  const seal = (node: (IdNode | IdLeaf | undefined)[], level: number): IdNode => {
    for (let slot = 0; slot < FANOUT; slot++) {
      const child = node[slot];
      if (child === undefined) node[slot] = emptyAtLevel[level + 1];
      else if (level < LEVELS - 1) node[slot] = seal(child as (IdNode | IdLeaf | undefined)[], level + 1);
    }
    return node as IdNode;
  };
  return seal(root, 0);
}

function buildStore<T extends Sequenced>(sorted: readonly T[]): MessageStore<T> {
  const chunks: T[][] = [];
  for (let start = 0; start < sorted.length; start += CHUNK_SIZE) chunks.push(sorted.slice(start, start + CHUNK_SIZE));
  return withIndex({ chunks, size: sorted.length }, buildIndex(sorted));
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
  const taken = new Set(existing.map((message) => message.client_msg_id));
  const merged: T[] = [];
  let j = 0;
  const takeIncomingBelow = (limit: number) => {
    for (; j < sorted.length && sorted[j].seq < limit; j++) {
      const message = sorted[j];
      if (merged[merged.length - 1]?.seq === message.seq || taken.has(message.client_msg_id)) continue;
      taken.add(message.client_msg_id);
      merged.push(message);
    }
  };
  for (const message of existing) {
    takeIncomingBelow(message.seq);
    merged.push(message);
    while (j < sorted.length && sorted[j].seq === message.seq) j++;
  }
  takeIncomingBelow(Infinity);
  return merged.length === store.size ? store : buildStore(merged);
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
