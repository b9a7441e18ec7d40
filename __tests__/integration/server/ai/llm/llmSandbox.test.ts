/** The sandbox started with an LLM (AI_PROVIDER=openai…): the customer's socket gets the model's phrasing of the article. */
import { CONTENT_TYPE, AI_REPLY_CODE } from '../../../../../src/protocol/codes';
import { aiReplySchema, type AiQueryPayload } from '../../../../../src/protocol/entities';
import { jsonString } from '../../../../../src/protocol/validate';
import type { DecodeResult } from '../../../../../src/protocol/codec';
import { connectAs, isSignal, startSandbox, textMessage, type RunningSandbox } from '../../../../support/sandbox';
import {
  deltaEvent,
  eventStream,
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from './chatCompletionsServer';

const PHRASED = 'Tap "Forgot password" on the sign-in screen and follow the email we send you.';

const isAnswer = (result: DecodeResult) =>
  result.kind === 'frame' &&
  result.frame.identify === 'push_msg' &&
  result.frame.data.content_type === CONTENT_TYPE.aiReply;

function askAi(query: string) {
  const payload: AiQueryPayload = { time_zone: 'UTC', query, images: [], withdraw_order_ids: [] };
  return textMessage(JSON.stringify(payload), { content_type: CONTENT_TYPE.aiQuery });
}

let llm: ChatCompletionsServer;
let sandbox: RunningSandbox;

beforeAll(async () => {
  llm = await startChatCompletionsServer();
  sandbox = await startSandbox({
    aiDelayMs: 0,
    llm: { provider: 'openai', baseUrl: llm.baseUrl, model: 'test-model', apiKey: 'sk-sandbox-test' },
  });
});
afterAll(async () => {
  await sandbox?.close();
  await llm?.close();
});

it('shows the typing indicator, then answers with the streamed phrasing and the article as its source', async () => {
  llm.respondWith(eventStream([deltaEvent(PHRASED.slice(0, 30)), deltaEvent(PHRASED.slice(30)), 'data: [DONE]\n\n']));
  const socket = await connectAs(sandbox, { country_code: 'US' });
  try {
    socket.sendRequest('send_msg', askAi('How do I reset my password?'));
    const typing = await socket.waitFor(isSignal(CONTENT_TYPE.aiReply));
    const answer = await socket.waitFor(isAnswer);
    expect(socket.received.indexOf(typing)).toBeLessThan(socket.received.indexOf(answer));
    if (answer.kind !== 'frame' || answer.frame.identify !== 'push_msg') throw new Error('not an answer');
    const reply = jsonString(aiReplySchema)(answer.frame.data.content);
    if (!reply.ok) throw new Error(reply.error);
    expect(reply.value).toMatchObject({
      reply_code: AI_REPLY_CODE.answer,
      data: { text: PHRASED, sources: [{ id: expect.any(String), title: expect.stringMatching(/password/i) }] },
    });
    const [request] = llm.requests;
    const [system, user] = (request.body as { messages: { content: string }[] }).messages;
    expect(system.content).toContain(`Article: ${reply.value.data.sources?.[0].title}`);
    expect(user.content).toBe('How do I reset my password?');
  } finally {
    await socket.close();
  }
});
