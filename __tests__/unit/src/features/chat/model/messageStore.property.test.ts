import fc from 'fast-check';
import {
  CHUNK_SIZE,
  emptyMessageStore,
  insertMessage,
  mergeMessages,
  seqOfClientMsgId,
  storedMessages,
  type MessageStore,
  type Sequenced,
} from '../../../../../../src/features/chat/model/messageStore';
import { missingRanges } from '../../../../../../src/features/chat/model/missingRanges';

const m = (seq: number): Sequenced => ({ seq, client_msg_id: `c${seq}` });
type Delivery = { kind: 'frame'; message: Sequenced } | { kind: 'page'; messages: Sequenced[] };

/** The conversation as the server holds it: seqs 1..n, possibly with holes. */
const conversation = fc
  .uniqueArray(fc.integer({ min: 1, max: CHUNK_SIZE * 4 }), { minLength: 1, maxLength: 300 })
  .map((seqs) => seqs.map(m));

/** The same messages delivered as single frames and pages of any size, shuffled and duplicated. */
const deliveries = conversation.chain((messages) =>
  fc
    .tuple(
      fc.shuffledSubarray(messages, { minLength: messages.length, maxLength: messages.length }),
      fc.array(fc.integer({ min: 0, max: messages.length - 1 }), { maxLength: 60 }),
      fc.array(fc.integer({ min: 1, max: 150 }), { minLength: 1, maxLength: 20 }),
    )
    .map(([order, repeats, pageSizes]) => {
      const stream = [...order, ...repeats.map((index) => messages[index])];
      const result: Delivery[] = [];
      let at = 0;
      for (let i = 0; at < stream.length; i++) {
        const size = pageSizes[i % pageSizes.length];
        result.push(
          size === 1 ? { kind: 'frame', message: stream[at] } : { kind: 'page', messages: stream.slice(at, at + size) },
        );
        at += size;
      }
      return { messages, deliveries: result };
    }),
);

function apply(deliveries: Delivery[]): MessageStore<Sequenced> {
  return deliveries.reduce<MessageStore<Sequenced>>(
    (store, delivery) =>
      delivery.kind === 'frame' ? insertMessage(store, delivery.message) : mergeMessages(store, delivery.messages),
    emptyMessageStore(),
  );
}

describe('message store properties', () => {
  it('any order and duplication of frames and pages yields the same seq-ordered, duplicate-free list', () => {
    fc.assert(
      fc.property(deliveries, ({ messages, deliveries: stream }) => {
        const store = apply(stream);
        const expected = [...messages].sort((a, b) => a.seq - b.seq);
        expect(storedMessages(store)).toEqual(expected);
        expect(store.size).toBe(expected.length);
        for (const message of expected) expect(seqOfClientMsgId(store, message.client_msg_id)).toBe(message.seq);
        expect(store.chunks.every((chunk) => chunk.length > 0 && chunk.length <= CHUNK_SIZE)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a copy of a stored message under another seq never enters', () => {
    fc.assert(
      fc.property(conversation, fc.integer({ min: 10_000, max: 20_000 }), (messages, otherSeq) => {
        const store = mergeMessages(emptyMessageStore<Sequenced>(), messages);
        const impostor = { seq: otherSeq, client_msg_id: messages[0].client_msg_id };
        expect(insertMessage(store, impostor)).toBe(store);
        expect(mergeMessages(store, [impostor, ...Array.from({ length: 80 }, () => impostor)])).toBe(store);
      }),
    );
  });

  it('missingRanges names exactly the seqs absent between the first stored one and the target', () => {
    fc.assert(
      fc.property(conversation, fc.integer({ min: 0, max: 60 }), (messages, beyond) => {
        const store = mergeMessages(emptyMessageStore<Sequenced>(), messages);
        const seqs = new Set(messages.map((message) => message.seq));
        const first = Math.min(...seqs);
        const upTo = Math.max(...seqs) + beyond;
        const missing = missingRanges(store, upTo).flatMap(([from, to]) =>
          Array.from({ length: to - from + 1 }, (_, i) => from + i),
        );
        const expected = Array.from({ length: upTo - first + 1 }, (_, i) => first + i).filter((seq) => !seqs.has(seq));
        expect(missing).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
