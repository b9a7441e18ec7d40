/**
 * Answers follow their questions (issue 16; docs/protocol.md, "AI answers in order"): questions that
 * arrive together, as an outbox does after an outage, are stored each followed by its own answer.
 */
import { CONTENT_TYPE } from '../../../../src/protocol/codes';
import type { WireMessage } from '../../../../src/protocol/entities';
import { connectAs, startSandbox, textMessage, type RunningSandbox, type TestSocket } from '../../../support/sandbox';

const AI_CONVERSATION = 'si_10001_20001';
let sandbox: RunningSandbox;
let alice: TestSocket | undefined;

// Long enough that the three questions all arrive while the first answer is still "typing", even on a busy machine.
const AI_DELAY_MS = 1_500;

beforeAll(async () => {
  sandbox = await startSandbox({ aiDelayMs: AI_DELAY_MS });
});

afterAll(async () => {
  await alice?.close();
  await sandbox?.close();
});

async function storedConversation(socket: TestSocket): Promise<WireMessage[]> {
  const reply = await socket.request('pull_msg_by_max_seq', {
    conversation_id: AI_CONVERSATION,
    max_seq: 100,
    count: 100,
  });
  if (reply.kind !== 'frame' || reply.frame.identify !== 'pull_msg_by_max_seq')
    throw new Error(`pull refused: ${JSON.stringify(reply)}`);
  return reply.frame.data.messages;
}

it('stores questions sent back to back as question, answer, question, answer, each answer right after its own question', async () => {
  alice = await connectAs(sandbox);
  const questions = ['Where is my top-up?', 'How long do withdrawals take?', 'Can I change my nickname?'];
  const started = Date.now();
  for (const question of questions) await alice.request('send_msg', textMessage(question));
  expect(Date.now() - started).toBeLessThan(AI_DELAY_MS);

  const socket = alice;
  await socket.waitFor(
    () =>
      socket.received.filter((result) => result.kind === 'frame' && result.frame.identify === 'push_msg').length === 3,
  );
  const stored = await storedConversation(socket);
  const order = stored.map((message) => (message.content_type === CONTENT_TYPE.aiReply ? 'answer' : message.content));
  expect(order).toEqual([questions[0], 'answer', questions[1], 'answer', questions[2], 'answer']);
  expect(stored.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5, 6]);
});
