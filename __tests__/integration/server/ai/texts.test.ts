import { ASSISTANT_TEXTS } from '../../../../server/ai/texts';
import { LOCALE_CODES, type LocaleCode } from '../../../../server/locale';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { AI_REPLY_CODE, CONTENT_TYPE, QUESTION_TYPE_TO_WORK_ORDER_TYPE } from '../../../../src/protocol/codes';
import { aiReplySchema, type AiQueryPayload, type AiReply } from '../../../../src/protocol/entities';
import { jsonString } from '../../../../src/protocol/validate';
import { PNG_BYTES, upload } from '../../../support/orders';
import {
  connectAs,
  login,
  newDataDir,
  removeDataDir,
  startSandbox,
  startSandboxIn,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';

/** Over the socket: every reply is a stored 205 push, after an INPUTTING signal, as the client decodes it. */

const aiReplyContent = jsonString(aiReplySchema);

type Kind = 'human' | 'technical' | 'withdrawal' | 'topUp' | 'appeal' | 'payment' | 'answer';

/** One trigger phrase per locale and reply (the full lists are in server/README.md). */
const PHRASES: Record<LocaleCode, Record<Kind, string>> = {
  US: {
    human: 'Can I talk to a human?',
    technical: 'The app shows an error when I log in',
    withdrawal: "I can't withdraw my money",
    topUp: 'My top up failed',
    appeal: 'I want to appeal a violation order',
    payment: 'I need a refund',
    answer: 'How do I change my password?',
  },
  NG: {
    human: 'Abeg connect me to customer care',
    technical: 'The app dey crash',
    withdrawal: 'I no fit withdraw',
    topUp: 'My deposit never enter',
    appeal: 'I wan appeal the violation',
    payment: 'My payment no go through',
    answer: 'I forgot my password',
  },
  BR: {
    human: 'Quero falar com um atendente',
    technical: 'O app deu erro no login',
    withdrawal: 'Não consigo sacar meu dinheiro',
    topUp: 'Meu depósito não caiu',
    appeal: 'Quero recorrer da violação',
    payment: 'Preciso de um reembolso',
    answer: 'Esqueci minha senha',
  },
  ID: {
    human: 'Saya mau bicara dengan agen',
    technical: 'Aplikasi error terus',
    withdrawal: 'Penarikan saya gagal',
    topUp: 'Top up saya belum masuk',
    appeal: 'Saya mau banding atas pelanggaran',
    payment: 'Pembayaran saya gagal',
    answer: 'Saya lupa kata sandi',
  },
  VN: {
    human: 'Cho tôi gặp nhân viên',
    technical: 'Ứng dụng bị lỗi khi đăng nhập',
    withdrawal: 'Tôi không rút tiền được',
    topUp: 'Nạp tiền không thành công',
    appeal: 'Tôi muốn khiếu nại lệnh vi phạm',
    payment: 'Tôi muốn hoàn tiền',
    answer: 'Tôi quên mật khẩu',
  },
  RU: {
    human: 'Соедините меня с оператором',
    technical: 'Приложение выдаёт ошибку',
    withdrawal: 'Не могу вывести деньги',
    topUp: 'Не проходит пополнение',
    appeal: 'Хочу обжаловать нарушение',
    payment: 'Верните оплату',
    answer: 'Я забыл пароль',
  },
  CN: {
    human: '我要转人工',
    technical: 'App一直闪退',
    withdrawal: '提现失败了',
    topUp: '充值没到账',
    appeal: '我要申诉违规处罚',
    payment: '我要退款',
    answer: '我忘记密码了',
  },
  JP: {
    human: 'オペレーターと話したい',
    technical: 'アプリでエラーが出ます',
    withdrawal: '出金できません',
    topUp: 'チャージが失敗しました',
    appeal: '違反の処分に異議があります',
    payment: '返金してください',
    answer: 'パスワードを忘れました',
  },
  TH: {
    human: 'ขอคุยกับเจ้าหน้าที่',
    technical: 'แอปค้างตลอด',
    withdrawal: 'ถอนเงินไม่ได้',
    topUp: 'เติมเงินไม่เข้า',
    appeal: 'ขออุทธรณ์คำสั่งละเมิด',
    payment: 'ขอคืนเงิน',
    answer: 'ลืมรหัสผ่าน',
  },
};

const WORK_ORDER_TYPE_OF: Partial<Record<Kind, number>> = { withdrawal: 21, topUp: 22, appeal: 23, payment: 24 };

const isAiReplyFrame = (result: DecodeResult, identify: 'push_msg' | 'push_signal_msg') =>
  result.kind === 'frame' &&
  result.frame.identify === identify &&
  (result.frame.data as { content_type: number }).content_type === CONTENT_TYPE.aiReply;

function aiQuery(socket: TestSocket, query: string, extra: Partial<AiQueryPayload> = {}) {
  const payload: AiQueryPayload = { time_zone: 'UTC', query, images: [], withdraw_order_ids: [], ...extra };
  return textMessage(JSON.stringify(payload), { content_type: CONTENT_TYPE.aiQuery, sender_id: socket.uid });
}

/** Sends a question (a 203 query unless a whole message is given) and returns the AI's decoded reply. */
async function ask(
  socket: TestSocket,
  question: string | ReturnType<typeof textMessage>,
  extra: Partial<AiQueryPayload> = {},
): Promise<AiReply> {
  const replies = () => socket.received.filter((result) => isAiReplyFrame(result, 'push_msg'));
  const before = replies().length;
  const message = typeof question === 'string' ? aiQuery(socket, question, extra) : question;
  const ack = await socket.request('send_msg', message);
  expect(ack.kind).toBe('frame');
  await socket.waitFor(() => replies().length > before);
  const push = replies()[before];
  if (push.kind !== 'frame' || push.frame.identify !== 'push_msg') throw new Error('not a push_msg');
  const decoded = aiReplyContent(push.frame.data.content);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
}

/** Every stored 205 reply came right after its INPUTTING signal. */
function expectTypingBeforeEachReply(socket: TestSocket): void {
  const sequence = socket.received
    .filter((result) => isAiReplyFrame(result, 'push_msg') || isAiReplyFrame(result, 'push_signal_msg'))
    .map((result) => {
      if (result.kind !== 'frame') return '';
      if (result.frame.identify === 'push_signal_msg')
        return JSON.parse((result.frame.data as { content: string }).content).reply_code as string;
      return 'reply';
    });
  expect(sequence.length).toBeGreaterThan(0);
  expect(sequence).toEqual(sequence.map((_, index) => (index % 2 === 0 ? AI_REPLY_CODE.inputting : 'reply')));
}

describe('scripted AI over the socket', () => {
  let sandbox: RunningSandbox;
  const sockets: TestSocket[] = [];
  let users = 0;
  /** Alternates the seeded customers, so that two sockets in one test have separate conversations. */
  const open = async (country: LocaleCode) => {
    const socket = await connectAs(sandbox, { country_code: country, username: USERNAMES[users++ % USERNAMES.length] });
    sockets.push(socket);
    return socket;
  };

  beforeEach(async () => {
    sandbox = await startSandbox({ aiDelayMs: 0, storage: true });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await sandbox.close();
  });

  it.each(LOCALE_CODES)('%s: a trigger phrase reaches every reply code, each reply after INPUTTING', async (locale) => {
    const socket = await open(locale);
    const texts = ASSISTANT_TEXTS[locale];
    const phrases = PHRASES[locale];

    for (const kind of Object.keys(phrases) as Kind[]) {
      const reply = await ask(socket, phrases[kind]);
      expect(aiReplySchema(reply).ok).toBe(true);
      if (kind === 'human') {
        expect(reply).toEqual({
          reply_code: AI_REPLY_CODE.contactHuman,
          contact_human: 1,
          reset_question: 0,
          data: { text: texts.replies.human },
        });
      } else if (kind === 'technical') {
        expect(reply).toEqual({
          reply_code: AI_REPLY_CODE.createTechnicalOrder,
          contact_human: 0,
          reset_question: 0,
          data: { text: texts.replies.technical },
        });
      } else if (kind === 'answer') {
        expect(reply).toEqual({
          reply_code: AI_REPLY_CODE.answer,
          contact_human: 0,
          reset_question: 0,
          data: { text: texts.answers.password },
        });
      } else {
        const questionType = WORK_ORDER_TYPE_OF[kind]!;
        expect(reply).toEqual({
          reply_code: AI_REPLY_CODE.toCreateWorkOrder,
          contact_human: 0,
          reset_question: 0,
          data: {
            text: texts.replies[kind],
            question_type: questionType,
            work_order_type: QUESTION_TYPE_TO_WORK_ORDER_TYPE[questionType],
            // The withdrawal (21) and appeal (23) forms start with the customer's withdrawal orders.
            ...(questionType === 21 || questionType === 23 ? { withdraw_orders: expect.any(Array) } : {}),
          },
        });
      }
    }

    // The same question again (other case and spacing): the repeat is detected.
    const repeated = await ask(socket, `  ${phrases.answer.toUpperCase()}  `);
    expect(aiReplySchema(repeated).ok).toBe(true);
    expect(repeated).toEqual({
      reply_code: AI_REPLY_CODE.detectedSameQuestions,
      contact_human: 0,
      reset_question: 1,
      data: { text: texts.sameQuestion, questions: expect.any(Array) },
    });
    expect(repeated.data.questions).toHaveLength(3);
    for (const question of repeated.data.questions!)
      expect(question).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        question_type: expect.any(Number),
      });

    // Starting over is never a repeat, and clears the memory: the question after it is answered.
    const reset = await ask(socket, phrases.answer, { reset_question_type: 1 });
    expect(reset).toEqual({
      reply_code: AI_REPLY_CODE.answer,
      contact_human: 0,
      reset_question: 0,
      data: { text: texts.startOver },
    });
    expect((await ask(socket, phrases.answer)).data.text).toBe(texts.answers.password);

    // Gibberish: spec §8 "Unable to understand…".
    expect((await ask(socket, 'zzqx 12345')).data.text).toBe(texts.notUnderstood);
    expectTypingBeforeEachReply(socket);
  });

  it('keeps the precedence CONTACT_HUMAN > same question > CREATE_TECHNICAL_ORDER > TO_CREATE_WORK_ORDER > ANSWER', async () => {
    const socket = await open('US');
    expect((await ask(socket, 'agent please, the app has a bug and my withdrawal failed')).reply_code).toBe(
      AI_REPLY_CODE.contactHuman,
    );
    // Asking for a person twice is still asking for a person.
    expect((await ask(socket, 'agent please, the app has a bug and my withdrawal failed')).reply_code).toBe(
      AI_REPLY_CODE.contactHuman,
    );
    expect((await ask(socket, 'withdrawal error')).reply_code).toBe(AI_REPLY_CODE.createTechnicalOrder);
    expect((await ask(socket, 'withdrawal error')).reply_code).toBe(AI_REPLY_CODE.detectedSameQuestions);
    expect((await ask(socket, 'withdraw my deposit')).data.question_type).toBe(21);
    expect((await ask(socket, 'deposit by payment')).data.question_type).toBe(22);
    expect((await ask(socket, 'appeal the payment')).data.question_type).toBe(23);
    expect((await ask(socket, 'payment password')).data.question_type).toBe(24);
    expect((await ask(socket, 'how long does it take?')).data.text).toBe(ASSISTANT_TEXTS.US.answers.withdraw);
    expect((await ask(socket, "my money hasn't arrived")).data.text).toBe(ASSISTANT_TEXTS.US.answers.deposit);
    expectTypingBeforeEachReply(socket);
  });

  it('tells a repeat across plain text and AI queries, skipping images, but never for a tapped quick question', async () => {
    // Images are the sender's own uploads (docs/protocol.md, "Upload ownership").
    const { token } = await login(sandbox.baseUrl, { username: USERNAMES[users % USERNAMES.length] });
    const imageUrl = await upload(sandbox.baseUrl, token, PNG_BYTES);
    const socket = await open('US');
    const texts = ASSISTANT_TEXTS.US;
    expect((await ask(socket, textMessage('hello', { sender_id: socket.uid }))).data.text).toBe(texts.answers.greeting);
    const image = textMessage(JSON.stringify({ url: imageUrl, width: 1, height: 1 }), {
      sender_id: socket.uid,
      content_type: CONTENT_TYPE.image,
    });
    expect((await socket.request('send_msg', image)).kind).toBe('frame');
    expect((await ask(socket, 'Hello')).reply_code).toBe(AI_REPLY_CODE.detectedSameQuestions);

    // A tap (with the title as query, as the client sends it) is answered, however often.
    const title = texts.questions.deposit;
    for (let tap = 0; tap < 2; tap += 1) {
      expect(await ask(socket, title, { select_question_type: 2 })).toEqual({
        reply_code: AI_REPLY_CODE.answer,
        contact_human: 0,
        reset_question: 0,
        data: { text: texts.answers.deposit },
      });
    }
    // Typed, the same title is a repeat of the tap before it.
    expect((await ask(socket, title)).reply_code).toBe(AI_REPLY_CODE.detectedSameQuestions);
  });

  it('is deterministic: the same conversation again gets the same replies', async () => {
    const run = async () => {
      const socket = await open('BR');
      const replies: AiReply[] = [];
      for (const text of ['oi', 'oi', 'Quero sacar', 'erro no app', 'zzz']) replies.push(await ask(socket, text));
      // The withdrawal reply lists the asking customer's own orders, and the two runs may be two customers.
      return replies.map(({ data: { withdraw_orders: _orders, ...data }, ...reply }) => ({ ...reply, data }));
    };
    expect(await run()).toEqual(await run());
  });
});

/** Seeded customers of the demo product (server/db/seed.ts). */
const USERNAMES = ['alice', 'bob'];

describe('scripted AI memory', () => {
  it('remembers the previous question across a restart', async () => {
    const dataDir = newDataDir('support-sandbox-ai-');
    try {
      let sandbox = await startSandboxIn(dataDir, { aiDelayMs: 0 });
      let socket = await connectAs(sandbox);
      expect((await ask(socket, 'how do I reset my password')).reply_code).toBe(AI_REPLY_CODE.answer);
      await socket.close();
      await sandbox.close();

      sandbox = await startSandboxIn(dataDir, { aiDelayMs: 0 });
      socket = await connectAs(sandbox);
      expect((await ask(socket, 'How do I reset my password')).reply_code).toBe(AI_REPLY_CODE.detectedSameQuestions);
      await socket.close();
      await sandbox.close();
    } finally {
      await removeDataDir(dataDir);
    }
  });
});
