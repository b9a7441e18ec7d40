import type { FastifyBaseLogger } from 'fastify';
import type { Assistant, AssistantQuestion } from '../../../../../server/ai/assistant';
import { chatCompletionsModel } from '../../../../../server/ai/llm/chatCompletions';
import { LLM_ANSWER_TIMEOUT_MS, withLlmPhrasing } from '../../../../../server/ai/llm/llmPhrasing';
import { reply } from '../../../../../server/ai/replies';
import { AI_REPLY_CODE } from '../../../../../src/protocol/codes';
import type { AiReply } from '../../../../../src/protocol/entities';
import {
  completion,
  deltaEvent,
  eventStream,
  jsonAnswer,
  slowly,
  stalledStream,
  startChatCompletionsServer,
  type ChatCompletionsServer,
  type Responder,
} from './chatCompletionsServer';

const API_KEY = 'sk-test-key-0123456789';
const MODEL = 'test-model';
const TIMEOUT_MS = 200;

const ARTICLE_TITLE = 'ลืมรหัสผ่าน';
const ARTICLE_TEXT = 'แตะ "ลืมรหัสผ่าน" ที่หน้าลงชื่อเข้าใช้\n• กรอกอีเมลของคุณ\nhttps://help.example/reset';
const SOURCES = [
  { id: '101', title: ARTICLE_TITLE },
  { id: '102', title: 'การยืนยันสองขั้นตอน' },
];
const ARTICLE_REPLY = reply(AI_REPLY_CODE.answer, { text: ARTICLE_TEXT, sources: SOURCES });
const QUESTION_TEXT = 'จำรหัสไม่ได้ ทำยังไงดี';

const question: AssistantQuestion = {
  productId: '1',
  customerId: '10001',
  locale: 'TH',
  query: { time_zone: 'UTC', query: QUESTION_TEXT, images: [], withdraw_order_ids: [] },
  withdrawOrders: [],
};

function answering(result: AiReply): Assistant {
  return { welcome: () => ({ text: 'สวัสดี', questions: [] }), reply: async () => result };
}

let server: ChatCompletionsServer;
let warnings: unknown[][];

function phrasing(assistant: Assistant, baseUrl = server.baseUrl): Assistant {
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Pick<FastifyBaseLogger, 'warn'>;
  const model = chatCompletionsModel({ baseUrl, model: MODEL, apiKey: API_KEY });
  return withLlmPhrasing(assistant, model, { log, timeoutMs: TIMEOUT_MS });
}

const askWith = (responder: Responder) => {
  server.respondWith(responder);
  return phrasing(answering(ARTICLE_REPLY)).reply(question);
};

beforeEach(async () => {
  server = await startChatCompletionsServer();
  warnings = [];
});
afterEach(() => server.close());

describe('an answer phrased by an OpenAI-compatible chat-completions server', () => {
  it('takes a plain JSON completion (a server that does not stream), keeping the sources', async () => {
    const phrased = await askWith(jsonAnswer(completion('  กด "ลืมรหัสผ่าน" แล้วกรอกอีเมลได้เลยค่ะ  ')));
    expect(phrased).toEqual({
      ...ARTICLE_REPLY,
      data: { text: 'กด "ลืมรหัสผ่าน" แล้วกรอกอีเมลได้เลยค่ะ', sources: SOURCES },
    });
    expect(warnings).toEqual([]);
  });

  it('reads a stream of server-sent events in several chunks, split inside an event and inside a letter', async () => {
    const event = Buffer.from(deltaEvent('อีเมล'));
    const insideALetter = event.indexOf(Buffer.from('อ')) + 1;
    const phrased = await askWith(
      eventStream([
        ': keep-alive\n\n',
        deltaEvent('กด '),
        deltaEvent('"ลืมรหัสผ่าน" '),
        event.subarray(0, insideALetter),
        event.subarray(insideALetter),
        deltaEvent('', 'stop'),
        'data: [DONE]\n\n',
      ]),
    );
    expect(phrased.data).toEqual({ text: 'กด "ลืมรหัสผ่าน" อีเมล', sources: SOURCES });
    expect(warnings).toEqual([]);
  });

  it('asks with the model, the bearer key, the article and the question, and nothing else of the customer', async () => {
    await askWith(jsonAnswer(completion('ok')));
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).toBe('application/json');
    const body = request.body as { model: string; stream: boolean; temperature: number; messages: unknown[] };
    expect(body).toMatchObject({ model: MODEL, stream: true, temperature: 0.2 });
    expect(body.messages).toEqual([
      { role: 'system', content: expect.stringContaining(`Article: ${ARTICLE_TITLE}\n\n${ARTICLE_TEXT}`) },
      { role: 'user', content: QUESTION_TEXT },
    ]);
    expect((body.messages[0] as { content: string }).content).toMatch(/using only the help-centre article/);
    expect((body.messages[0] as { content: string }).content).toMatch(/Thai/);
    expect(JSON.stringify(body)).not.toContain(question.customerId);
  });

  it('asks with the article title when the question has no text (a tapped quick question)', async () => {
    server.respondWith(jsonAnswer(completion('ok')));
    await phrasing(answering(ARTICLE_REPLY)).reply({ ...question, query: { ...question.query, query: ' ' } });
    expect((server.requests[0].body as { messages: { content: string }[] }).messages[1].content).toBe(ARTICLE_TITLE);
  });

  it.each<[string, Responder, RegExp]>([
    [
      'no answer before the timeout',
      slowly(TIMEOUT_MS * 5, jsonAnswer(completion('late'))),
      new RegExp(`no complete answer within ${TIMEOUT_MS} ms`),
    ],
    [
      'a stream that stalls before the timeout',
      stalledStream(deltaEvent('กด'), TIMEOUT_MS * 5),
      new RegExp(`no complete answer within ${TIMEOUT_MS} ms`),
    ],
    ['malformed JSON', jsonAnswer('{"choices": [{"message": '), /malformed JSON answer/],
    ['JSON without an answer', jsonAnswer({ choices: [] }), /no choices\[0\]\.message\.content/],
    ['an empty answer', jsonAnswer(completion(' \n ')), /empty answer/],
    [
      'a malformed stream event',
      eventStream([deltaEvent('กด'), 'data: {"choices": [\n\n', 'data: [DONE]\n\n']),
      /malformed stream event/,
    ],
    ['a stream that ends before [DONE]', eventStream([deltaEvent('กด')]), /the stream ended before the answer did/],
    [
      'a stream cut short by the length limit',
      eventStream([deltaEvent('กด', 'length'), 'data: [DONE]\n\n']),
      /cut short \(length\)/,
    ],
    [
      'HTTP 500 whose body quotes the key',
      jsonAnswer({ error: { message: `Incorrect API key provided: ${API_KEY}` } }, 500),
      /^HTTP 500$/,
    ],
  ])("sends the article's own text after %s, and warns without the key", async (_case, responder, reason) => {
    expect(await askWith(responder)).toEqual(ARTICLE_REPLY);
    expect(warnings).toEqual([[{ reason: expect.stringMatching(reason), locale: 'TH' }, expect.any(String)]]);
    expect(JSON.stringify(warnings)).not.toContain(API_KEY);
  });

  it("sends the article's own text when the server cannot be reached", async () => {
    const { baseUrl } = server;
    await server.close();
    server = await startChatCompletionsServer();
    expect(await phrasing(answering(ARTICLE_REPLY), baseUrl).reply(question)).toEqual(ARTICLE_REPLY);
    expect(warnings).toEqual([
      [
        { reason: expect.stringMatching(/^the request failed: fetch failed: .*ECONNREFUSED/), locale: 'TH' },
        expect.any(String),
      ],
    ]);
  });

  it.each<[string, AiReply]>([
    ['a hand-over', reply(AI_REPLY_CODE.contactHuman, { text: 'I will connect you' }, { contactHuman: 1 })],
    ['"Unable to understand…"', reply(AI_REPLY_CODE.answer, { text: 'Unable to understand', offer_human: 1 })],
    ['small talk', reply(AI_REPLY_CODE.answer, { text: 'You are welcome' })],
    ['an answer with no sources', reply(AI_REPLY_CODE.answer, { text: 'x', sources: [] })],
    [
      'a repeated question',
      reply(AI_REPLY_CODE.detectedSameQuestions, { text: 'Pick one', questions: [] }, { resetQuestion: 1 }),
    ],
  ])('leaves %s as the assistant said it, without asking the model', async (_case, own) => {
    expect(await phrasing(answering(own)).reply(question)).toBe(own);
    expect(server.requests).toEqual([]);
  });

  it("keeps the assistant's welcome", () => {
    expect(phrasing(answering(ARTICLE_REPLY)).welcome('TH')).toEqual({ text: 'สวัสดี', questions: [] });
  });

  it('waits 3 s by default', () => {
    expect(LLM_ANSWER_TIMEOUT_MS).toBe(3000);
  });
});
