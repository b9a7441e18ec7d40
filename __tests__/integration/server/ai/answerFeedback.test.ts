/**
 * "Did this help?" (docs/protocol.md, "POST /api/v1/ai/feedback"): a customer votes on an AI answer
 * with sources in a conversation of their own; one vote per answer, the last one kept, counted for the
 * answer's first source.
 */
import { ASSISTANT_REST } from '../../../../src/protocol/assistantFeedback';
import { CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import type { WireMessage } from '../../../../src/protocol/entities';
import { askAi, postWithToken, pushesOf } from '../../../support/orders';
import type { SandboxDatabase } from '../../../../server/db/open';
import {
  connectAs,
  login,
  newDataDir,
  removeDataDir,
  startSandboxIn,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';
import { openTestDatabase } from '../../../support/testDatabase';

describe('votes on the AI’s answers', () => {
  let sandbox: RunningSandbox;
  let socket: TestSocket;
  let alice: string;
  let database: SandboxDatabase;
  const dataDir = newDataDir('answer-feedback-');

  beforeAll(async () => {
    sandbox = await startSandboxIn(dataDir, { aiDelayMs: 0 });
    database = await openTestDatabase(dataDir);
    alice = (await login(sandbox.baseUrl)).token;
    socket = await connectAs(sandbox);
  });
  afterAll(async () => {
    await socket.close();
    await sandbox.close();
    await database.close();
    await removeDataDir(dataDir);
  });

  /** Asks the AI; resolves with its answer as stored (conversation and seq) and its first source. */
  async function answerTo(question: string) {
    const reply = await askAi(socket, question);
    const pushes = pushesOf(socket, CONTENT_TYPE.aiReply);
    const stored = pushes[pushes.length - 1].frame.data as WireMessage;
    return { seq: stored.seq, conversationId: `si_${socket.uid}_${stored.sender_id}`, source: reply.data.sources?.[0] };
  }

  const vote = (token: string, body: unknown) =>
    postWithToken(sandbox.baseUrl, ASSISTANT_REST.answerFeedback, token, body);

  const votesOf = async (conversationId: string, seq: number) =>
    database.db
      .selectFrom('ai_answer_feedback')
      .select(['customer_id', 'article_id', 'helpful'])
      .where('conversation_id', '=', conversationId)
      .where('seq', '=', seq)
      .execute();

  it('keeps one vote per answer, the last one, for the answer’s first source', async () => {
    const answer = await answerTo('how do i turn on two-step verification with an authenticator app');
    expect(answer.source).toBeDefined();
    const body = { conversation_id: answer.conversationId, seq: answer.seq };
    expect((await vote(alice, { ...body, helpful: 0 })).body).toMatchObject({ code: ERROR_CODE.ok, data: {} });
    expect((await vote(alice, { ...body, helpful: 1 })).body.code).toBe(ERROR_CODE.ok);
    expect(await votesOf(answer.conversationId, answer.seq)).toEqual([
      { customer_id: socket.uid, article_id: answer.source!.id, helpful: 1 },
    ]);
  });

  it('refuses an answer without sources, a message that is not the AI’s, and a conversation of someone else', async () => {
    const smallTalk = await answerTo('hello');
    expect(smallTalk.source).toBeUndefined();
    const own = { conversation_id: smallTalk.conversationId, helpful: 1 };
    expect((await vote(alice, { ...own, seq: smallTalk.seq })).body.code).toBe(ERROR_CODE.parameterError);
    expect((await vote(alice, { ...own, seq: smallTalk.seq - 1 })).body.code).toBe(ERROR_CODE.notFound);
    const bob = (await login(sandbox.baseUrl, { username: 'bob' })).token;
    const answer = await answerTo('how do i turn on two-step verification with an authenticator app');
    const foreign = { conversation_id: answer.conversationId, seq: answer.seq, helpful: 1 };
    expect((await vote(bob, foreign)).body.code).toBe(ERROR_CODE.notFound);
    expect((await vote(alice, { ...foreign, helpful: 2 })).body.code).toBe(ERROR_CODE.parameterError);
  });
});
