import fc from 'fast-check';
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { selectVisibleMessages } from '../../../support/visibleMessages';
import { storedMessages } from '../../../../src/features/chat/model/messageStore';
import { identityRequired } from '../../../../src/session/sessionSlice';
import { decodeIncomingFrame } from '../../../../src/protocol/codec';
import { INCOMING_IDENTIFIERS } from '../../../../src/protocol/identifiers';
import { signedInStore } from '../../../support/signedInStore';

const BASE = 'ws://fuzz.test';
const FRAMES = 12_000;

const message = fc.record({
  client_msg_id: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('a', 'b', 'c')),
  seq: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constant(-1), fc.double()),
  sender_id: fc.oneof(fc.constantFrom('10001', '20001'), fc.integer()),
  chat_type: fc.oneof(fc.constantFrom(1, 2), fc.integer()),
  content_type: fc.constantFrom(101, 102, 203, 205, 999),
  content: fc.oneof(fc.string(), fc.constant('{"reply_code":"ANSWER","data":{"text":"x"}}'), fc.constant('{broken')),
});

/** Well-formed frames, near misses and garbage, in any mix. */
const rawFrame = fc.oneof(
  fc
    .record({
      identify: fc.constantFrom(...INCOMING_IDENTIFIERS),
      msg_incr: fc.string({ maxLength: 6 }),
      data: message,
    })
    .map((frame) => JSON.stringify(frame)),
  fc
    .record({ identify: fc.constant('push_msg'), msg_incr: fc.constant('p'), data: message })
    .map((frame) => JSON.stringify(frame)),
  fc
    .record({
      identify: fc.constant('push_signal_msg'),
      msg_incr: fc.constant('s'),
      data: fc.record({ content_type: fc.constantFrom(205, 302, 307, 999), content: fc.string() }),
    })
    .map((frame) => JSON.stringify(frame)),
  fc
    .record({ identify: fc.string({ maxLength: 12 }), err_code: fc.integer(), data: fc.anything() })
    .map((frame) => JSON.stringify(frame)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 40 }),
  fc.constant('null'),
  fc.constant('{"identify":"push_msg","data":{"__proto__":{"polluted":true}}}'),
);

it(`survives ${FRAMES.toLocaleString('en-US')} random and malformed frames: no exception, invariants kept, each bad frame counted`, async () => {
  const frames = fc.sample(rawFrame, { numRuns: FRAMES, seed: 20261121 });
  const expectedRejections = frames.filter((raw) => decodeIncomingFrame(raw).kind === 'malformed').length;
  let client: Client | undefined;
  const server = new Server(`${BASE}/ws`);
  server.on('connection', (socket) => {
    client = socket;
  });
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener('error', onError);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const store = signedInStore({
    socketBase: BASE,
    createSocket: (url) => new MockWebSocket(url) as unknown as WebSocket,
  });
  store.dispatch(identityRequired());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(client).toBeDefined();

  for (const raw of frames) client?.send(raw);

  const state = store.getState();
  window.removeEventListener('error', onError);
  warn.mockRestore();
  server.stop();
  expect(errors).toEqual([]);
  expect(state.connection.malformedFrames).toBe(expectedRejections);
  expect(expectedRejections).toBeGreaterThan(FRAMES / 4);
  for (const conversation of Object.values(state.messages.conversations)) {
    const seqs = storedMessages(conversation.stored).map((stored) => stored.seq);
    expect(seqs.every((seq) => Number.isInteger(seq) && seq >= 1)).toBe(true);
    expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
  }
  const ids = selectVisibleMessages(state).map((stored) => stored.client_msg_id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
