import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHelpCentreAssistant, type Assistant } from '../../../../server/ai/assistant';
import { HelpCentre } from '../../../../server/ai/knowledge/helpCentre';
import { typedOrderNumber } from '../../../../server/ai/orderNumbers';
import { ORDER_NUMBER_TEXTS } from '../../../../server/ai/texts/orderNumbers';
import type { SandboxDatabase } from '../../../../server/db/open';
import { LOCALE_CODES, type LocaleCode } from '../../../../server/locale';
import { createStore, type Store } from '../../../../server/store';
import { AI_REPLY_CODE } from '../../../../src/protocol/codes';
import { LOCALE_TAGS } from '../../../../src/protocol/locales';
import { localeTexts } from '../../../support/localeTexts';
import { dropTestDatabaseFor, openTestDatabase } from '../../../support/testDatabase';

describe('an order number typed in a message', () => {
  it.each<[string, LocaleCode, ReturnType<typeof typedOrderNumber>]>([
    ['TP10002', 'US', { kind: 'topUp', orderNo: 'TP10002' }],
    [' wd10006 ', 'US', { kind: 'withdrawal', orderNo: 'WD10006' }],
    ['my order is tp-10001', 'US', { kind: 'topUp', orderNo: 'TP10001' }],
    ['订单号是TP10002', 'CN', { kind: 'topUp', orderNo: 'TP10002' }],
    ['เลขที่ WD10007 ครับ', 'TH', { kind: 'withdrawal', orderNo: 'WD10007' }],
    ['TP10001 and TP10002', 'US', undefined],
    ['I paid twice for the same top up yesterday, order TP10002, please refund it', 'US', undefined],
    ['STP10002', 'US', undefined],
    ['how long does a withdrawal take', 'US', undefined],
  ])('reads %j (%s) as %j', (text, locale, expected) => {
    expect(typedOrderNumber(text, locale)).toEqual(expected);
  });

  it.each(LOCALE_CODES)('%s: says spec §8’s messages in the client’s words', (locale) => {
    const { errors } = localeTexts(LOCALE_TAGS[locale]);
    const texts = ORDER_NUMBER_TEXTS[locale];
    expect([
      texts.orderNotExist,
      texts.orderNotCredited,
      texts.withdrawalOrderInvalid,
      texts.orderIncorrect,
      texts.orderNotYours,
    ]).toEqual([
      errors.orderNotExist,
      errors.orderNotCredited,
      errors.withdrawalOrderInvalid,
      errors.orderIncorrect,
      errors.orderNotYours,
    ]);
  });
});

describe('the assistant answering an order number (alice, product 1)', () => {
  let dataDir: string;
  let database: SandboxDatabase;
  let store: Store;
  let assistant: Assistant;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'assistant-orders-'));
    database = await openTestDatabase(dataDir);
    store = createStore(database);
    assistant = createHelpCentreAssistant(new HelpCentre(store));
  });

  afterAll(async () => {
    await database.close();
    await dropTestDatabaseFor(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ask = async (text: string) =>
    assistant.reply({
      productId: '1',
      customerId: '10001',
      locale: 'US',
      query: { time_zone: 'UTC', query: text, images: [], withdraw_order_ids: [] },
      withdrawOrders: await store.orders.withdrawOrdersOf('1', '10001'),
      findTopUpOrder: (orderNo) => store.orders.topUpOrder('1', orderNo),
    });

  it.each([
    ['TP10001', 'TP10001 has been credited to your balance.'],
    ['TP10002', 'This order has not been credited yet, please wait'],
    ['TP20001', 'The order does not belong to you'],
    ['TP99999', 'The current order number does not exist, please re-enter'],
    ['TP12', 'Incorrect order number'],
    ['WD20002', 'Invalid withdrawal order number'],
  ])('answers a top-up or withdrawal number %s with %j', async (typed, text) => {
    expect(await ask(typed)).toEqual({
      reply_code: AI_REPLY_CODE.answer,
      contact_human: 0,
      reset_question: 0,
      data: { text },
    });
  });

  it('counts an order number as understood: a miss after it is a first miss', async () => {
    const previousReply = await ask('TP10002');
    const reply = await assistant.reply({
      productId: '1',
      customerId: '10001',
      locale: 'US',
      query: { time_zone: 'UTC', query: 'my spaceship is purple', images: [], withdraw_order_ids: [] },
      previous: { time_zone: 'UTC', query: 'TP10002', images: [], withdraw_order_ids: [] },
      previousReply,
      withdrawOrders: [],
    });
    expect(reply.data.text).toBe('Unable to understand your request, please describe in more detail');
  });

  it('gives a withdrawal order of the customer’s its status, and offers the appeal of a violation order', async () => {
    const credited = await ask('my withdrawal WD10001');
    expect(credited.reply_code).toBe(AI_REPLY_CODE.answer);
    expect(credited.data.text).toContain('WD10001');
    const violation = await ask('WD10006');
    expect(violation).toMatchObject({
      reply_code: AI_REPLY_CODE.toCreateWorkOrder,
      data: { question_type: 23, order_ids: ['5006'] },
    });
  });
});
