import { AI_REPLY_CODE, ERROR_CODE } from '../../../../src/protocol/codes';
import { DOCUMENTED_REST } from '../../../../src/protocol/restCatalog';
import { WITHDRAW_ORDER_STATUSES, withdrawOrderSchema } from '../../../../src/protocol/orders';
import { workOrderDraftSchema } from '../../../../src/protocol/workOrderFiling';
import { readEnvelope } from '../../../../src/protocol/rest';
import { aiQueryMessage, askAi, fileWorkOrder, filing, postWithToken } from '../../../support/orders';
import { connectAs, login, startSandbox, type RunningSandbox, type TestSocket } from '../../../support/sandbox';

describe('orders: top-up order numbers, withdrawal orders and the AI', () => {
  let sandbox: RunningSandbox;
  let token: string;
  let socket: TestSocket;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await login(sandbox.baseUrl)).token;
    socket = await connectAs(sandbox);
  });
  afterAll(async () => {
    await socket.close();
    await sandbox.close();
  });

  const checkDraft = (payOrderSn: string) =>
    postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, token, {
      kind: 1,
      type: 8,
      check: true,
      draft: { payOrderSn },
    });

  describe('every top-up order-number answer (spec §8)', () => {
    it.each([
      ['malformed', 'abc123', ERROR_CODE.orderIncorrect],
      ['well-formed but unknown', 'TP99999', ERROR_CODE.orderNotExist],
      ["another customer's (bob's)", 'TP20001', ERROR_CODE.orderNotYours],
      ['not credited yet', 'TP10002', ERROR_CODE.orderNotCredited],
    ])('%s: work_order_pre/update with check answers %s, and so does filing', async (_name, orderNo, code) => {
      const checked = await checkDraft(orderNo);
      expect(checked.status).toBe(422);
      expect(checked.body).toEqual({ code, msg: expect.any(String), data: null });
      // A failed check saves nothing.
      const read = await postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, token, {
        kind: 1,
        type: 8,
      });
      expect(read.body.data).toEqual({ draft: null });

      const filed = await fileWorkOrder(sandbox.baseUrl, token, filing({}, { payOrderSn: orderNo }));
      expect(filed.body).toEqual({ code, msg: expect.any(String), data: null });
    });

    it('a credited order of the customer passes the check (case and spaces ignored) and the draft is saved', async () => {
      const checked = await checkDraft(' tp10001 ');
      expect(checked.status).toBe(200);
      const envelope = readEnvelope(checked.body, workOrderDraftSchema);
      expect(envelope).toEqual({
        ok: true,
        data: { draft: { payOrderSn: ' tp10001 ' }, updated_at: expect.any(Number) },
      });
      await postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, token, {
        kind: 1,
        type: 8,
        draft: null,
      });
    });

    it('check without a payOrderSn in the draft is a parameterError', async () => {
      const checked = await postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, token, {
        kind: 1,
        type: 8,
        check: true,
        draft: {},
      });
      expect(checked.body.code).toBe(ERROR_CODE.parameterError);
    });
  });

  describe('a typed withdrawal order number (spec §8 "Invalid withdrawal order number")', () => {
    const checkNumber = (type: number, withdrawOrderNo: unknown) =>
      postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, token, {
        kind: 1,
        type,
        check: true,
        draft: { withdrawOrderNo },
      });

    it.each([
      ['malformed', 7, 'hello', ERROR_CODE.withdrawalOrderInvalid],
      ['well-formed but unknown', 7, 'WD99999', ERROR_CODE.withdrawalOrderInvalid],
      ["another customer's (bob's)", 1, 'WD20002', ERROR_CODE.withdrawalOrderInvalid],
      ['an appeal of an order that is not a violation', 1, 'WD10002', ERROR_CODE.withdrawalOrderInvalid],
      ['not a string', 7, 10006, ERROR_CODE.parameterError],
    ])('%s: refused with %s, nothing saved', async (_name, type, orderNo, code) => {
      const checked = await checkNumber(type, orderNo);
      expect(checked.body).toEqual({ code, msg: expect.any(String), data: null });
      const read = await postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, token, { kind: 1, type });
      expect(read.body.data).toEqual({ draft: null });
    });

    it("the customer's own order (case and spaces ignored) answers that order", async () => {
      const checked = await checkNumber(1, ' wd10006 ');
      const envelope = readEnvelope(checked.body, workOrderDraftSchema);
      expect(envelope).toEqual({
        ok: true,
        data: {
          draft: { withdrawOrderNo: ' wd10006 ' },
          updated_at: expect.any(Number),
          withdraw_order: expect.objectContaining({ order_id: '5006', order_no: 'WD10006', status: 'violation' }),
        },
      });
      await postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, token, {
        kind: 1,
        type: 1,
        draft: null,
      });
    });
  });

  describe('drafts', () => {
    it('saves, reads back, replaces and deletes a draft per kind and type', async () => {
      const update = (body: object) =>
        postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, token, body);
      expect((await update({ kind: 2, type: 3 })).body.data).toEqual({ draft: null });
      const saved = await update({ kind: 2, type: 3, draft: { remark: 'it froze', materials: [] } });
      expect(saved.body.data).toEqual({ draft: { remark: 'it froze', materials: [] }, updated_at: expect.any(Number) });
      expect((await update({ kind: 2, type: 3 })).body.data).toEqual(saved.body.data);
      expect((await update({ kind: 1, type: 1 })).body.data).toEqual({ draft: null });
      await update({ kind: 2, type: 3, draft: { remark: 'again' } });
      expect((await update({ kind: 2, type: 3 })).body.data).toMatchObject({ draft: { remark: 'again' } });
      expect((await update({ kind: 2, type: 3, draft: null })).body.data).toEqual({ draft: null });
      expect((await update({ kind: 2, type: 3 })).body.data).toEqual({ draft: null });
    });

    it('refuses a draft over 16 KiB, a draft that is not an object, a bad kind, and a call without token', async () => {
      const update = (body: object, withToken = token) =>
        postWithToken(sandbox.baseUrl, DOCUMENTED_REST.workOrderDraftUpdate, withToken, body);
      expect((await update({ kind: 1, type: 1, draft: { text: 'x'.repeat(17 * 1024) } })).body.code).toBe(
        ERROR_CODE.parameterError,
      );
      expect((await update({ kind: 1, type: 1, draft: [1] })).body.code).toBe(ERROR_CODE.parameterError);
      expect((await update({ kind: 3, type: 1 })).body.code).toBe(ERROR_CODE.parameterError);
      expect((await update({ kind: 1, type: 1 }, 'nope')).status).toBe(401);
    });
  });

  describe('withdrawal orders in the AI replies', () => {
    it('the withdrawal reply (21) lists alice’s orders, newest first, with every display status', async () => {
      const reply = await askAi(socket, 'I withdrew 100 USD yesterday and never received it');
      expect(reply).toMatchObject({
        reply_code: AI_REPLY_CODE.toCreateWorkOrder,
        data: { question_type: 21, work_order_type: 7 },
      });
      const orders = reply.data.withdraw_orders ?? [];
      expect(orders.length).toBeGreaterThanOrEqual(6);
      for (const order of orders) expect(withdrawOrderSchema(order).ok).toBe(true);
      expect(new Set(orders.map((order) => order.status))).toEqual(new Set(WITHDRAW_ORDER_STATUSES));
      expect(orders.filter((order) => order.status === 'violation').length).toBeGreaterThanOrEqual(2);
      const times = orders.map((order) => order.created_at);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(orders.find((order) => order.order_no === 'WD10002')).toEqual({
        order_id: '5002',
        order_no: 'WD10002',
        amount: '120.50',
        currency: 'USD',
        created_at: expect.any(Number),
        status: 'credited',
        appealed: false,
      });
    });

    it('the appeal reply (23) lists them too; bob sees only his own', async () => {
      const appeal = await askAi(socket, 'I want to appeal');
      expect(appeal.data).toMatchObject({ question_type: 23, work_order_type: 1 });
      expect(appeal.data.withdraw_orders?.map((order) => order.order_id)).toContain('5006');

      const bob = await connectAs(sandbox, { username: 'bob' });
      const bobs = await askAi(bob, 'my withdrawal of 50 USD this morning never arrived');
      expect(bobs.data.withdraw_orders?.map((order) => order.order_no)).toEqual(['WD20002', 'WD20001']);
      await bob.close();
    });

    it('the top-up reply (22) carries no withdrawal orders', async () => {
      const reply = await askAi(socket, 'my top up of 50 USD today is still not credited');
      expect(reply.data).toEqual({ text: expect.any(String), question_type: 22, work_order_type: 8 });
    });

    it.each([
      ['4 orders', ['5008', '5007', '5006', '5005'], ERROR_CODE.tooManyOrders],
      ["bob's order", ['5008', '5101'], ERROR_CODE.withdrawalOrderInvalid],
      ['an unknown id', ['nope'], ERROR_CODE.withdrawalOrderInvalid],
    ])('refuses a pick of %s, storing nothing', async (_name, ids, code) => {
      const message = aiQueryMessage(socket, '', { withdraw_order_ids: ids });
      const reply = await socket.request('send_msg', message);
      expect(reply).toMatchObject({ kind: 'replyError', error: { err_code: code } });
      const status = await fetch(
        `${sandbox.baseUrl}${DOCUMENTED_REST.checkSendStatus}?client_msg_id=${message.client_msg_id}`,
        { headers: { 'X-Token': token } },
      );
      expect(((await status.json()) as { data: unknown }).data).toEqual({ is_send: false });
    });

    it('3 picked orders (a repeat counts once) get an answer naming each with its status', async () => {
      const reply = await askAi(socket, '', { withdraw_order_ids: ['5008', '5002', '5003', '5008'] });
      expect(reply.reply_code).toBe(AI_REPLY_CODE.answer);
      const lines = (reply.data.text ?? '').split('\n');
      expect(lines).toEqual([
        expect.any(String),
        'WD10008 ($75.00): being paid out; this takes 10 to 20 minutes.',
        'WD10003 ($45.00): the payout failed and the amount was refunded to your balance.',
        'WD10002 ($120.50): credited to your account.',
      ]);
    });

    it('a picked violation order opens the appeal (23) with that order in order_ids', async () => {
      const reply = await askAi(socket, 'what about this one?', { withdraw_order_ids: ['5006', '5004'] });
      expect(reply).toMatchObject({
        reply_code: AI_REPLY_CODE.toCreateWorkOrder,
        data: { question_type: 23, work_order_type: 1, order_ids: ['5006'], withdraw_orders: expect.any(Array) },
      });
      expect(reply.data.text).toContain('WD10006');
      expect(reply.data.text).toContain('WD10004');
    });

    it('answers in the connection’s language', async () => {
      const japanese = await connectAs(sandbox, { country_code: 'JP' });
      const reply = await askAi(japanese, '', { withdraw_order_ids: ['5008'] });
      expect(reply.data.text).toContain('出金処理中です');
      await japanese.close();
    });
  });
});
