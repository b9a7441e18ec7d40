import { chatTextOfArticle } from '../../../../server/ai/knowledge/articleText';
import { ASSISTANT_TEXTS } from '../../../../server/ai/texts';
import { answerOf, FAQ_CONTENT, FAQ_QUESTIONS } from '../../../../server/faq/content';
import type { FaqQuestionKey } from '../../../../server/faq/content/catalog';
import { faqQuestionId } from '../../../../server/faq/seedFaq';
import { LOCALE_CODES, type LocaleCode } from '../../../../server/locale';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { AI_REPLY_CODE, CONTENT_TYPE } from '../../../../src/protocol/codes';
import { aiReplySchema, type AiQueryPayload, type AiReply } from '../../../../src/protocol/entities';
import { jsonString } from '../../../../src/protocol/validate';
import { QUESTION_TYPE_TO_WORK_ORDER_TYPE } from '../../../../src/protocol/workOrderFiling';
import { AgentSocket, signInAgent } from '../../../support/agentSocket';
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

/**
 * One message per locale and reply (docs/assistant.md): a request for a person, a bug report, a reported
 * problem with one's own money (amount, order number), an appeal, a help-centre question.
 */
const PHRASES: Record<LocaleCode, Record<Kind, string>> = {
  US: {
    human: 'Can I talk to a human?',
    technical: 'Found a bug: the save button on my profile does nothing',
    withdrawal: 'I withdrew 200 USD yesterday (WD10001) and never received it',
    topUp: 'My top up of 50 USD this morning (TP10002) is still not credited',
    appeal: 'I want to appeal a violation order',
    payment: 'I was charged twice for the same 20 USD payment, please refund one',
    answer: 'I forgot my password, how can I reset it?',
  },
  NG: {
    human: 'Abeg connect me to customer care',
    technical: 'I see bug for the app, the save button no dey work',
    withdrawal: 'I withdraw 20,000 naira yesterday (WD10001) and e never enter my account',
    topUp: 'I fund 5,000 naira this morning (TP10002) but e never reflect',
    appeal: 'I wan appeal the violation',
    payment: 'Dem charge me two times for the same 2,000 naira payment, abeg refund one',
    answer: 'I forgot my password, how I go reset am?',
  },
  BR: {
    human: 'Quero falar com um atendente',
    technical: 'Achei um bug: o botão de salvar o perfil não funciona',
    withdrawal: 'Fiz um saque de 300 reais ontem (WD10001) e não recebi',
    topUp: 'Depositei 100 reais hoje (TP10002) e ainda não caiu no saldo',
    appeal: 'Quero recorrer da violação',
    payment: 'Fui cobrado duas vezes pelo mesmo pagamento de 50 reais, quero o reembolso',
    answer: 'Esqueci minha senha, como faço para redefinir?',
  },
  ID: {
    human: 'Saya mau bicara dengan agen',
    technical: 'Ada bug, tombol simpan profil tidak berfungsi',
    withdrawal: 'Saya tarik dana 500rb kemarin (WD10001) tapi belum masuk rekening',
    topUp: 'Top up 100rb tadi pagi (TP10002) saldo belum masuk',
    appeal: 'Saya mau banding atas pelanggaran',
    payment: 'Saya kena tagih dua kali untuk pembayaran 50rb, minta refund satu',
    answer: 'Saya lupa kata sandi, bagaimana cara meresetnya?',
  },
  VN: {
    human: 'Cho tôi gặp nhân viên',
    technical: 'Có bug, nút lưu hồ sơ bấm không được',
    withdrawal: 'Tôi rút 500k hôm qua (WD10001) mà chưa nhận được tiền',
    topUp: 'Tôi nạp 100k sáng nay (TP10002) mà chưa vào tài khoản',
    appeal: 'Tôi muốn khiếu nại lệnh vi phạm',
    payment: 'Tôi bị trừ tiền 2 lần cho cùng một khoản thanh toán 50k, hoàn lại giúp 1 lần',
    answer: 'Tôi quên mật khẩu, làm sao để đặt lại?',
  },
  RU: {
    human: 'Соедините меня с оператором',
    technical: 'Нашёл баг: кнопка сохранения профиля не работает',
    withdrawal: 'Вывел 1000 рублей вчера (WD10001), деньги так и не пришли',
    topUp: 'Пополнил на 500 рублей утром (TP10002), на баланс не зачислено',
    appeal: 'Хочу обжаловать нарушение',
    payment: 'С карты списали дважды 500 рублей за один платёж, верните одно списание',
    answer: 'Я забыл пароль, как его сбросить?',
  },
  CN: {
    human: '我要转人工',
    technical: '发现一个bug，个人资料的保存按钮点了没反应',
    withdrawal: '昨天提现了500元，单号WD10001，一直没到账',
    topUp: '今天早上充值了100元，订单号TP10002，余额还没到账',
    appeal: '我要申诉违规处罚',
    payment: '同一笔50元的付款被扣了两次，请退一笔',
    answer: '我忘记密码了，怎么重置？',
  },
  JP: {
    human: 'オペレーターと話したい',
    technical: 'バグです。プロフィールの保存ボタンを押しても反応しません',
    withdrawal: '昨日5000円出金した（WD10001）のにまだ届いていません',
    topUp: '今朝1000円チャージした（TP10002）のに残高に反映されていません',
    appeal: '違反の処分に異議があります',
    payment: '同じ500円の支払いが2回引き落とされました。1回分返金してください',
    answer: 'パスワードを忘れました。どうやってリセットしますか？',
  },
  TH: {
    human: 'ขอคุยกับเจ้าหน้าที่',
    technical: 'เจอบั๊ก ปุ่มบันทึกโปรไฟล์กดแล้วไม่ทำงาน',
    withdrawal: 'ถอนเงิน 500 บาทเมื่อวาน (WD10001) ยังไม่ได้รับเงินเลย',
    topUp: 'เติมเงิน 100 บาทเมื่อเช้า (TP10002) ยอดยังไม่เข้า',
    appeal: 'ขออุทธรณ์คำสั่งละเมิด',
    payment: 'โดนตัดเงินสองครั้งสำหรับการชำระเงิน 50 บาทครั้งเดียว ขอคืนเงินหนึ่งรายการ',
    answer: 'ลืมรหัสผ่าน จะรีเซ็ตยังไง',
  },
};

const articleId = (key: FaqQuestionKey) =>
  faqQuestionId('1', FAQ_QUESTIONS.find((question) => question.key === key)!.number);
const keyOfArticle = (id: string | undefined) => FAQ_QUESTIONS.find((question) => articleId(question.key) === id)?.key;
const passwordSource = (locale: LocaleCode) => ({
  id: articleId('forgotPassword'),
  title: FAQ_CONTENT[locale].questions.forgotPassword.title,
});
const passwordAnswer = (locale: LocaleCode) => chatTextOfArticle(answerOf(locale, 'forgotPassword'));

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

describe('the help-centre assistant over the socket', () => {
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
        // No agent is signed in: the leave-a-message offer comes first.
        expect(reply).toEqual({
          reply_code: AI_REPLY_CODE.contactHuman,
          contact_human: 1,
          reset_question: 0,
          data: { text: texts.noAgentOnline },
        });
      } else if (kind === 'technical') {
        expect(reply).toEqual({
          reply_code: AI_REPLY_CODE.createTechnicalOrder,
          contact_human: 0,
          reset_question: 0,
          data: { text: texts.replies.technical },
        });
      } else if (kind === 'answer') {
        expect(reply).toMatchObject({
          reply_code: AI_REPLY_CODE.answer,
          contact_human: 0,
          reset_question: 0,
          data: { text: passwordAnswer(locale) },
        });
        expect(reply.data.sources?.[0]).toEqual(passwordSource(locale));
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
    // The articles the question matched, to pick from: the password article first.
    expect(repeated.data.questions![0]).toEqual(passwordSource(locale));

    // Starting over is never a repeat, and clears the memory: the question after it is answered.
    const reset = await ask(socket, phrases.answer, { reset_question_type: 1 });
    expect(reset).toEqual({
      reply_code: AI_REPLY_CODE.answer,
      contact_human: 0,
      reset_question: 0,
      data: { text: texts.startOver },
    });
    expect((await ask(socket, phrases.answer)).data.text).toBe(passwordAnswer(locale));

    // Gibberish: spec §8 "Unable to understand…", with a person offered.
    expect((await ask(socket, 'zzqx 12345')).data).toEqual({ text: texts.notUnderstood, offer_human: 1 });
    expectTypingBeforeEachReply(socket);
  });

  it('says it connects the customer when an agent is online to take the chat', async () => {
    const { token } = await signInAgent(sandbox, 'ann');
    const agent = await AgentSocket.open(sandbox, token);
    try {
      const socket = await open('US');
      expect((await ask(socket, PHRASES.US.human)).data.text).toBe(ASSISTANT_TEXTS.US.replies.human);
    } finally {
      await agent.close();
    }
  });

  it('keeps the precedence CONTACT_HUMAN > same question > other intents > the help centre', async () => {
    const socket = await open('US');
    const articleOf = async (text: string) => keyOfArticle((await ask(socket, text)).data.sources?.[0]?.id);
    expect((await ask(socket, 'agent please, the app has a bug and my withdrawal failed')).reply_code).toBe(
      AI_REPLY_CODE.contactHuman,
    );
    // Asking for a person twice is still asking for a person.
    expect((await ask(socket, 'agent please, the app has a bug and my withdrawal failed')).reply_code).toBe(
      AI_REPLY_CODE.contactHuman,
    );
    expect((await ask(socket, 'found a bug, the save button does nothing')).reply_code).toBe(
      AI_REPLY_CODE.createTechnicalOrder,
    );
    expect((await ask(socket, 'found a bug, the save button does nothing')).reply_code).toBe(
      AI_REPLY_CODE.detectedSameQuestions,
    );
    expect((await ask(socket, 'appeal the violation on my withdrawal WD10001')).data.question_type).toBe(23);
    expect((await ask(socket, 'my withdrawal of 100 USD (WD10001) never arrived')).data.question_type).toBe(21);
    // Questions about how things work are the help centre's, whatever money words they use.
    expect(await articleOf('How long does a withdrawal take?')).toBe('withdrawalTime');
    expect(await articleOf("my deposit hasn't arrived, what should I do?")).toBe('depositNotArrived');
    expect(await articleOf("what's the smallest amount I can top up?")).toBe('depositLimits');
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
      const reply = await ask(socket, title, { select_question_type: 2 });
      expect(reply.reply_code).toBe(AI_REPLY_CODE.answer);
      expect(keyOfArticle(reply.data.sources?.[0]?.id)).toBe('depositNotArrived');
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

describe('the assistant’s memory', () => {
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
