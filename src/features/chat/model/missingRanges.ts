import { firstSeq, type MessageStore, type Sequenced } from './messageStore';

/**
 * The seq ranges missing between the first stored message and `upToSeq` (inclusive), ascending.
 * Contiguous chunks are skipped whole, so a store without holes costs one look per chunk.
 */
export function missingRanges<T extends Sequenced>(store: MessageStore<T>, upToSeq: number): [number, number][] {
  const ranges: [number, number][] = [];
  let expected = firstSeq(store);
  if (store.size === 0) return upToSeq > 0 ? [[1, upToSeq]] : ranges;
  for (const chunk of store.chunks) {
    const first = chunk[0].seq;
    const last = chunk[chunk.length - 1].seq;
    if (first === expected && last - first + 1 === chunk.length) {
      expected = last + 1;
      continue;
    }
    for (const message of chunk) {
      if (message.seq > expected) ranges.push([expected, Math.min(message.seq - 1, upToSeq)]);
      expected = message.seq + 1;
      if (expected > upToSeq) return ranges;
    }
  }
  if (expected <= upToSeq) ranges.push([expected, upToSeq]);
  return ranges.filter(([from, to]) => from <= to);
}
