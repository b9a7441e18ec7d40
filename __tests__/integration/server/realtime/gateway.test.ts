import type { DecodeResult, IncomingFrame } from '../../../../src/protocol/codec';
import { AI_REPLY_CODE, CHAT_TYPE, CONTENT_TYPE, ERROR_CODE, NORMAL_CLOSE_CODE } from '../../../../src/protocol/codes';
import { conversationIdOf } from '../../../../src/protocol/conversationId';
import { aiReplySchema, type AiQueryPayload, type WireMessage } from '../../../../src/protocol/entities';
import { incomingDataSchemas } from '../../../../src/protocol/frames';
import { HEADERS, REST, type IncomingIdentifier } from '../../../../src/protocol/identifiers';
import { jsonString } from '../../../../src/protocol/validate';
import { PNG_BYTES, upload } from '../../../support/orders';
import { connectAs, login, socketUrl, startSandbox, TestSocket, type RunningSandbox } from '../../../support/sandbox';

const ALICE = '10001';
const AI_OF_DEMO = '20001';
const ALICE_AI_CONVERSATION = conversationIdOf(CHAT_TYPE.single, ALICE, AI_OF_DEMO);

/** The reply or push as the client decodes it; fails the test on anything else. */
function frameOf<I extends IncomingIdentifier>(result: DecodeResult, identify: I): IncomingFrame<I> {
  if (result.kind !== 'frame') throw new Error(`expected a ${identify} frame, got ${JSON.stringify(result)}`);
  expect(result.frame.identify).toBe(identify);
  // Validate once more with the schema the client's reducer relies on.
  expect(incomingDataSchemas[identify](result.frame.data).ok).toBe(true);
  return result.frame as IncomingFrame<I>;
}

function errorCodeOf(result: DecodeResult): number | undefined {
  return result.kind === 'replyError' ? result.error.err_code : undefined;
}

const isPush = (identify: 'push_msg' | 'push_signal_msg', contentType?: number) => (result: DecodeResult) =>
  result.kind === 'frame' &&
  result.frame.identify === identify &&
  (contentType === undefined || (result.frame.data as { content_type: number }).content_type === contentType);

let clientIds = 0;
function textMessage(content: string, overrides: Partial<WireMessage> = {}): WireMessage {
  clientIds += 1;
  return {
    client_msg_id: `00000000-0000-4000-8000-${String(clientIds).padStart(12, '0')}`,
    seq: 0,
    sender_id: ALICE,
    receiver_id: AI_OF_DEMO,
    group_id: '',
    chat_type: CHAT_TYPE.single,
    content_type: CONTENT_TYPE.text,
    content,
    sender_platform_id: 1,
    send_time: 0,
    ...overrides,
  };
}

function aiQuery(
  query: string,
  overrides: Partial<AiQueryPayload> = {},
  message: Partial<WireMessage> = {},
): WireMessage {
  const payload: AiQueryPayload = { time_zone: 'UTC', query, images: [], withdraw_order_ids: [], ...overrides };
  return textMessage(JSON.stringify(payload), { content_type: CONTENT_TYPE.aiQuery, ...message });
}

describe('sandbox WebSocket', () => {
  let sandbox: RunningSandbox;
  const sockets: TestSocket[] = [];
  const track = (socket: TestSocket) => {
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ aiDelayMs: 0, storage: true });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(async () => {
    await sandbox.close();
  });

  describe('connecting', () => {
    it.each(['token', 'uid', 'platform_id', 'product_id', 'country_code'])(
      'closes with 4000 when %s is missing',
      async (missing) => {
        const { id, token } = await login(sandbox.baseUrl);
        const query: Record<string, string | undefined> = {
          token,
          uid: id,
          product_id: '1',
          platform_id: '1',
          country_code: 'US',
        };
        query[missing] = undefined;
        const url = `${sandbox.wsUrl}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString()}`;
        const socket = track(await TestSocket.open(url));
        expect((await socket.closed).code).toBe(4000);
      },
    );

    it('closes with 4000 for a platform other than 1', async () => {
      const { id, token } = await login(sandbox.baseUrl);
      const socket = track(
        await TestSocket.open(socketUrl(sandbox.wsUrl, { token, uid: id, product_id: '1', platform_id: '2' })),
      );
      expect((await socket.closed).code).toBe(4000);
    });

    it('closes with 4001 for an unknown token, another user’s uid or another product', async () => {
      const { id, token } = await login(sandbox.baseUrl);
      for (const query of [
        { token: 'f'.repeat(64), uid: id, product_id: '1' },
        { token, uid: '10002', product_id: '1' },
        { token, uid: id, product_id: '2' },
      ]) {
        const socket = track(await TestSocket.open(socketUrl(sandbox.wsUrl, query)));
        const closed = await socket.closed;
        expect(closed.code).toBe(4001);
        expect(closed.reason).not.toContain(token);
      }
    });

    it('does not upgrade other paths', async () => {
      await expect(TestSocket.open(sandbox.wsUrl.replace(/\/ws$/, '/chat'))).rejects.toThrow();
    });
  });

  describe('requests', () => {
    it('answers ping with the server time, echoing identify and msg_incr', async () => {
      const socket = track(await connectAs(sandbox));
      const before = Date.now();
      const msgIncr = socket.sendRequest('ping', {});
      const reply = frameOf(
        await socket.waitFor((result) => result.kind === 'frame' && result.frame.msg_incr === msgIncr),
        'ping',
      );
      expect(reply.msg_incr).toBe(msgIncr);
      expect(reply.data.server_time).toBeGreaterThanOrEqual(before);
    });

    it('opens the AI conversation with a welcome and quick questions', async () => {
      const socket = track(await connectAs(sandbox));
      const reply = frameOf(
        await socket.request('init_ai_customer_conversation', { time_zone: 'Europe/Berlin' }),
        'init_ai_customer_conversation',
      );
      expect(reply.data.conversation).toEqual({
        conversation_id: ALICE_AI_CONVERSATION,
        opposite_id: AI_OF_DEMO,
        chat_type: 1,
        group_id: '',
        max_seq: expect.any(Number),
        min_seq: expect.any(Number),
      });
      expect(reply.data.welcome.text).toMatch(/support assistant/);
      expect(reply.data.welcome.questions).toHaveLength(3);
      for (const question of reply.data.welcome.questions) {
        expect(question).toEqual({
          id: expect.any(String),
          title: expect.stringMatching(/\w/),
          question_type: expect.any(Number),
        });
      }
    });

    it('greets in the connection’s language', async () => {
      const socket = track(await connectAs(sandbox, { username: 'bob', country_code: 'JP' }));
      const reply = frameOf(
        await socket.request('init_ai_customer_conversation', { time_zone: 'Asia/Tokyo' }),
        'init_ai_customer_conversation',
      );
      expect(reply.data.welcome.text).toMatch(/[\u3040-\u30ff]/);
      expect(reply.data.welcome.questions.map((question) => question.title).join('')).toMatch(/パスワード/);
      expect(reply.data.conversation.opposite_id).toBe(AI_OF_DEMO);
    });

    it('falls back to US for an unknown country code', async () => {
      const socket = track(await connectAs(sandbox, { username: 'bob', country_code: 'XX' }));
      const reply = frameOf(
        await socket.request('init_ai_customer_conversation', { time_zone: 'UTC' }),
        'init_ai_customer_conversation',
      );
      expect(reply.data.welcome.text).toMatch(/support assistant/);
    });

    it('answers seat_reception_status with no reception before any contact', async () => {
      const socket = track(await connectAs(sandbox));
      expect(frameOf(await socket.request('seat_reception_status', {}), 'seat_reception_status').data).toEqual({});
    });
  });

  describe('send_msg', () => {
    it('acknowledges a text with the next seq, and the REST status check agrees', async () => {
      const socket = track(await connectAs(sandbox));
      const range = frameOf(
        await socket.request('get_max_and_min_seq', { conversation_id: ALICE_AI_CONVERSATION }),
        'get_max_and_min_seq',
      );
      const message = textMessage('hello');
      const ack = frameOf(await socket.request('send_msg', message), 'send_msg');
      expect(ack.data).toEqual({
        client_msg_id: message.client_msg_id,
        seq: range.data.max_seq + 1,
        server_msg_id: expect.any(String),
        send_time: expect.any(Number),
      });

      const { token } = await login(sandbox.baseUrl);
      const response = await fetch(`${sandbox.baseUrl}${REST.checkSendStatus}?client_msg_id=${message.client_msg_id}`, {
        headers: { [HEADERS.token]: token },
      });
      expect(await response.json()).toEqual({ code: 0, msg: 'ok', data: { is_send: true, seq: ack.data.seq } });
    });

    it('is idempotent: the same client_msg_id gets the same acknowledgement and is stored once', async () => {
      const socket = track(await connectAs(sandbox));
      const message = textMessage('once only');
      const first = frameOf(await socket.request('send_msg', message), 'send_msg');
      await socket.waitFor(isPush('push_msg'));
      const second = frameOf(await socket.request('send_msg', message), 'send_msg');
      expect(second.data).toEqual(first.data);

      const range = frameOf(
        await socket.request('get_max_and_min_seq', { conversation_id: ALICE_AI_CONVERSATION }),
        'get_max_and_min_seq',
      );
      // The message and its one AI answer: the resend neither stored a copy nor asked the AI again.
      expect(range.data.max_seq).toBe(first.data.seq + 1);
      const page = frameOf(
        await socket.request('pull_msg_by_max_seq', {
          conversation_id: ALICE_AI_CONVERSATION,
          max_seq: range.data.max_seq,
          count: 100,
        }),
        'pull_msg_by_max_seq',
      );
      expect(page.data.messages.filter((stored) => stored.client_msg_id === message.client_msg_id)).toHaveLength(1);
      expect(socket.received.filter(isPush('push_signal_msg', CONTENT_TYPE.aiReply))).toHaveLength(1);
    });

    it.each([
      ['a content type reserved as 204', { content_type: CONTENT_TYPE.reserved204 }],
      ['a content type reserved as 206', { content_type: CONTENT_TYPE.reserved206 }],
      ['an AI reply sent by a customer', { content_type: CONTENT_TYPE.aiReply, content: '{"reply_code":"ANSWER"}' }],
      ['an empty text', { content: '   ' }],
      ['a text over 4,000 characters', { content: 'a'.repeat(4001) }],
      ['another sender', { sender_id: '10002' }],
      ['an unknown receiver', { receiver_id: '99999' }],
      ['another customer as receiver', { receiver_id: '10002' }],
      ['the AI of another product', { receiver_id: '20002' }],
      ['an image that is not JSON', { content_type: CONTENT_TYPE.image, content: 'http://x/y.png' }],
      [
        'an image on another host',
        {
          content_type: CONTENT_TYPE.image,
          content: JSON.stringify({ url: 'http://example.com/a.png', width: 1, height: 1 }),
        },
      ],
      ['an AI query that is not JSON', { content_type: CONTENT_TYPE.aiQuery, content: 'password?' }],
    ])('refuses %s with parameterError', async (_case, overrides) => {
      const socket = track(await connectAs(sandbox));
      expect(errorCodeOf(await socket.request('send_msg', textMessage('x', overrides)))).toBe(
        ERROR_CODE.parameterError,
      );
    });

    it('accepts 4,000 characters of text, counting an emoji as one', async () => {
      const socket = track(await connectAs(sandbox));
      frameOf(await socket.request('send_msg', textMessage('😀'.repeat(4000))), 'send_msg');
    });

    it('stores an image without asking the AI', async () => {
      const url = await upload(sandbox.baseUrl, (await login(sandbox.baseUrl)).token, PNG_BYTES);
      const socket = track(await connectAs(sandbox));
      const image = JSON.stringify({ url, width: 640, height: 480 });
      frameOf(await socket.request('send_msg', textMessage(image, { content_type: CONTENT_TYPE.image })), 'send_msg');
      frameOf(await socket.request('ping', {}), 'ping');
      expect(socket.received.some(isPush('push_signal_msg'))).toBe(false);
    });

    it('refuses a frame whose envelope names another user', async () => {
      const socket = track(await connectAs(sandbox));
      socket.send(JSON.stringify({ identify: 'ping', sender_id: '10002', product_id: '1', msg_incr: 'x-1', data: {} }));
      expect(
        errorCodeOf(await socket.waitFor((result) => result.kind === 'replyError' && result.error.msg_incr === 'x-1')),
      ).toBe(ERROR_CODE.parameterError);
    });
  });

  describe('the scripted AI', () => {
    async function askAndAwaitAnswer(socket: TestSocket, message: WireMessage) {
      const ack = frameOf(await socket.request('send_msg', message), 'send_msg');
      const typing = await socket.waitFor(isPush('push_signal_msg', CONTENT_TYPE.aiReply));
      const answer = await socket.waitFor(isPush('push_msg', CONTENT_TYPE.aiReply));
      expect(socket.received.indexOf(typing)).toBeLessThan(socket.received.indexOf(answer));
      return { ack, typing: frameOf(typing, 'push_signal_msg'), answer: frameOf(answer, 'push_msg') };
    }

    function replyOf(message: WireMessage) {
      const reply = jsonString(aiReplySchema)(message.content);
      if (!reply.ok) throw new Error(reply.error);
      return reply.value;
    }

    it('signals INPUTTING, then pushes a stored ANSWER in English', async () => {
      const socket = track(await connectAs(sandbox, { country_code: 'US' }));
      const { ack, typing, answer } = await askAndAwaitAnswer(socket, aiQuery('How do I reset my password?'));

      expect(typing.data).toMatchObject({
        content_type: 205,
        content: '{"reply_code":"INPUTTING"}',
        sender_id: AI_OF_DEMO,
      });
      expect(typing.msg_incr).not.toBe('');
      expect(answer.data).toMatchObject({
        seq: ack.data.seq + 1,
        sender_id: AI_OF_DEMO,
        receiver_id: ALICE,
        chat_type: 1,
        content_type: 205,
        sender_platform_id: 1,
      });
      const reply = replyOf(answer.data);
      expect(reply).toMatchObject({
        reply_code: AI_REPLY_CODE.answer,
        contact_human: 0,
        reset_question: 0,
        data: {
          text: expect.stringMatching(/password/i),
          sources: [{ id: expect.any(String), title: expect.any(String) }],
        },
      });
    });

    it('answers in Japanese on a JP connection, treating plain text as a query', async () => {
      const socket = track(await connectAs(sandbox, { country_code: 'JP' }));
      const { answer } = await askAndAwaitAnswer(socket, textMessage('入金がまだ反映されません'));
      const text = replyOf(answer.data).data.text ?? '';
      expect(text).toMatch(/[\u3040-\u30ff]/);
      expect(text).toContain('入金');
    });

    it('answers a tapped quick question by its question_type', async () => {
      const socket = track(await connectAs(sandbox, { country_code: 'BR' }));
      const init = frameOf(
        await socket.request('init_ai_customer_conversation', { time_zone: 'America/Sao_Paulo' }),
        'init_ai_customer_conversation',
      );
      const withdraw = init.data.welcome.questions[2];
      const { answer } = await askAndAwaitAnswer(
        socket,
        aiQuery(withdraw.title, { select_question_type: withdraw.question_type }),
      );
      expect(replyOf(answer.data).data.text).toMatch(/saque/i);
    });

    it('says it cannot understand, offering a person, when the help centre has nothing on it', async () => {
      const socket = track(await connectAs(sandbox));
      const { answer } = await askAndAwaitAnswer(socket, aiQuery('my spaceship is purple'));
      expect(replyOf(answer.data).data).toEqual({
        text: 'Unable to understand your request, please describe in more detail',
        offer_human: 1,
      });
    });

    it('keeps the AI’s answers in the conversation, pulled in ascending order', async () => {
      const socket = track(await connectAs(sandbox));
      const { ack } = await askAndAwaitAnswer(socket, aiQuery('thanks!'));
      const page = frameOf(
        await socket.request('pull_msg_by_max_seq', {
          conversation_id: ALICE_AI_CONVERSATION,
          max_seq: ack.data.seq + 1,
          count: 2,
        }),
        'pull_msg_by_max_seq',
      );
      expect(page.data.messages.map((message) => [message.seq, message.sender_id])).toEqual([
        [ack.data.seq, ALICE],
        [ack.data.seq + 1, AI_OF_DEMO],
      ]);
      expect(page.data.is_end).toBe(ack.data.seq === 1 ? 1 : 0);
    });
  });

  describe('sequence sync', () => {
    it('reports an empty conversation as 0..0 and refuses someone else’s', async () => {
      const bob = track(await connectAs(sandbox, { username: 'bob', app_key: 'demo-faq' }));
      const own = conversationIdOf(CHAT_TYPE.single, '10002', '20002');
      const range = frameOf(await bob.request('get_max_and_min_seq', { conversation_id: own }), 'get_max_and_min_seq');
      expect(range.data).toEqual({ conversation_id: own, max_seq: 0, min_seq: 0, peer_read_seq: 0 });
      const alice = track(await connectAs(sandbox));
      frameOf(await alice.request('send_msg', textMessage('mine')), 'send_msg');
      expect(errorCodeOf(await bob.request('get_max_and_min_seq', { conversation_id: ALICE_AI_CONVERSATION }))).toBe(
        ERROR_CODE.notFound,
      );
      expect(
        errorCodeOf(
          await bob.request('pull_msg_by_max_seq', { conversation_id: ALICE_AI_CONVERSATION, max_seq: 5, count: 5 }),
        ),
      ).toBe(ERROR_CODE.notFound);
    });

    it('refuses a pull count outside 1..100', async () => {
      const socket = track(await connectAs(sandbox));
      for (const count of [0, 101]) {
        const reply = await socket.request('pull_msg_by_max_seq', {
          conversation_id: ALICE_AI_CONVERSATION,
          max_seq: 1,
          count,
        });
        expect(errorCodeOf(reply)).toBe(ERROR_CODE.parameterError);
      }
    });
  });

  describe('malformed frames', () => {
    it('drops what it cannot read and keeps the connection open', async () => {
      const socket = track(await connectAs(sandbox));
      socket.send('not json');
      socket.send('{"identify":"no_such_thing","sender_id":"10001","product_id":"1","msg_incr":"u-1","data":{}}');
      socket.send('[]');
      socket.send(Buffer.from([1, 2, 3]));
      socket.send(JSON.stringify({ identify: 'ping', msg_incr: 'no-sender' }));
      frameOf(await socket.request('ping', {}), 'ping');
      expect(socket.received.every((result) => result.kind === 'frame')).toBe(true);
      expect(socket.received).toHaveLength(1);
    });

    it('answers a known identify with bad data with parameterError on its msg_incr', async () => {
      const socket = track(await connectAs(sandbox));
      const reply = await socket.request('send_msg', { content: 'no other fields' });
      expect(reply).toEqual({
        kind: 'replyError',
        error: {
          identify: 'send_msg',
          msg_incr: expect.any(String),
          err_code: ERROR_CODE.parameterError,
          err_msg: expect.any(String),
        },
      });
      frameOf(await socket.request('ping', {}), 'ping');
    });

    it('drops a frame over 256 KiB without closing', async () => {
      const socket = track(await connectAs(sandbox));
      socket.sendRequest('send_msg', textMessage('a'.repeat(300 * 1024)));
      frameOf(await socket.request('ping', {}), 'ping');
    });
  });

  describe('one connection per user and product', () => {
    it('tells the older connection it is occupied with 314, closes it with 1000, and serves the new one', async () => {
      const first = track(await connectAs(sandbox));
      frameOf(await first.request('ping', {}), 'ping');
      const second = track(await connectAs(sandbox));

      const occupied = frameOf(
        await first.waitFor(isPush('push_signal_msg', CONTENT_TYPE.socketOccupied)),
        'push_signal_msg',
      );
      expect(occupied.data.content).toBe('');
      const startedClosing = Date.now();
      expect((await first.closed).code).toBe(NORMAL_CLOSE_CODE);
      expect(Date.now() - startedClosing).toBeGreaterThan(500);

      const { answer } = await (async () => {
        frameOf(await second.request('send_msg', aiQuery('hello')), 'send_msg');
        return { answer: frameOf(await second.waitFor(isPush('push_msg', CONTENT_TYPE.aiReply)), 'push_msg') };
      })();
      expect(answer.data.receiver_id).toBe(ALICE);
      expect(second.received.some(isPush('push_signal_msg', CONTENT_TYPE.socketOccupied))).toBe(false);
    });

    it('lets the same user be connected to two products at once', async () => {
      const onDemo = track(await connectAs(sandbox));
      const onFaq = track(await connectAs(sandbox, { app_key: 'demo-faq' }));
      frameOf(await onDemo.request('ping', {}), 'ping');
      frameOf(await onFaq.request('ping', {}), 'ping');
      expect(onDemo.received.some(isPush('push_signal_msg', CONTENT_TYPE.socketOccupied))).toBe(false);
    });
  });
});
