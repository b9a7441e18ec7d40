import WebSocket from 'ws';
import { CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import { workOrderMessageSchema, type WithdrawOrder } from '../../../../src/protocol/orders';
import { filedWorkOrderSchema } from '../../../../src/protocol/workOrderFiling';
import { readEnvelope } from '../../../../src/protocol/rest';
import {
  askAi,
  fileWorkOrder,
  filing,
  PNG_BYTES,
  pushedContents,
  upload,
  waitForPushes,
} from '../../../support/orders';
import { signInAgent } from '../../../support/agentSocket';
import { connectAs, login, startSandbox, type RunningSandbox, type TestSocket } from '../../../support/sandbox';

interface AgentFrame {
  type: string;
  message?: string;
  work_orders?: {
    id: string;
    order_no: string;
    customer: { id: string; nickname: string };
    kind: number;
    type: number;
    status: string;
    created_at: number;
    summary: string;
  }[];
}

/** The sandbox-only agent socket, collecting every frame. */
class AgentSocket {
  readonly frames: AgentFrame[] = [];
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw) => this.frames.push(JSON.parse(raw.toString()) as AgentFrame));
  }

  /** Signs the demo agent in, then opens its socket. */
  static async open(baseUrl: string, agentId: string): Promise<AgentSocket> {
    const { token } = await signInAgent({ baseUrl }, agentId);
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/agent-ws?token=${token}`);
    const agent = new AgentSocket(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(agent));
      socket.once('error', reject);
    });
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  async next(type: string, after: number): Promise<AgentFrame> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.frames.slice(after).find((frame) => frame.type === type);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames.slice(after))}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): void {
    this.socket.close();
  }
}

describe('work orders', () => {
  let sandbox: RunningSandbox;
  let token: string;
  let socket: TestSocket;
  let agent: AgentSocket;
  let screenshots: string[];
  let textAsPng: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ storage: true });
    token = (await login(sandbox.baseUrl)).token;
    socket = await connectAs(sandbox);
    agent = await AgentSocket.open(sandbox.baseUrl, '30001');
    screenshots = [await upload(sandbox.baseUrl, token, PNG_BYTES), await upload(sandbox.baseUrl, token, PNG_BYTES)];
    textAsPng = await upload(sandbox.baseUrl, token, Buffer.from('not an image, only text'));
  });
  afterAll(async () => {
    agent.close();
    await socket.close();
    await sandbox.close();
  });

  const file = (body: unknown) => fileWorkOrder(sandbox.baseUrl, token, body);

  it('an agent gets the work order list on connect', async () => {
    expect(await agent.next('work_orders', 0)).toEqual({ type: 'work_orders', work_orders: [] });
  });

  describe('the payment screenshots of a top-up work order (type 8)', () => {
    it.each([
      ['none', () => [], ERROR_CODE.screenshotsRequired],
      ['only one', () => [screenshots[0]], ERROR_CODE.screenshotsRequired],
      ['three', () => [...screenshots, screenshots[0]], ERROR_CODE.screenshotsRequired],
      [
        'one not on the storage host',
        () => [screenshots[0], 'https://elsewhere.example/o/shot.png'],
        ERROR_CODE.screenshotInvalid,
      ],
      [
        'one signed but never uploaded',
        () => [screenshots[0], screenshots[1].replace(/[0-9a-f]{8}-/, '00000000-')],
        ERROR_CODE.screenshotInvalid,
      ],
      ['one uploaded as a PNG whose bytes are text', () => [screenshots[0], textAsPng], ERROR_CODE.screenshotInvalid],
    ])('%s: refused', async (_name, images, code) => {
      const result = await file(filing({}, { trans_images: images() }));
      expect(result.status).toBe(422);
      expect(result.body).toEqual({ code, msg: expect.any(String), data: null });
    });

    it('a video is not a screenshot', async () => {
      const video = await upload(sandbox.baseUrl, token, Buffer.from('video bytes'), 'video/webm');
      expect((await file(filing({}, { trans_images: [screenshots[0], video] }))).body.code).toBe(
        ERROR_CODE.screenshotInvalid,
      );
    });
  });

  it('filing a top-up work order with 2 uploaded screenshots: a 103 card (submitted), the agents’ list, once per order', async () => {
    const agentFrames = agent.frames.length;
    const result = await file(filing({ groupId: 'cg_1_10001' }, { trans_images: screenshots }));
    expect(result.status).toBe(200);
    const filed = readEnvelope(result.body, filedWorkOrderSchema);
    if (!filed.ok) throw new Error(filed.msg);
    expect(filed.data).toEqual({
      id: expect.any(String),
      order_no: expect.stringMatching(/^WO\d{8}$/),
      status: 'submitted',
    });

    const [card] = await waitForPushes(socket, CONTENT_TYPE.workOrder, 1);
    expect(workOrderMessageSchema(card).ok).toBe(true);
    expect(card).toEqual({ id: filed.data.id, order_no: filed.data.order_no, kind: 1, type: 8, status: 'submitted' });

    const list = await agent.next('work_orders', agentFrames);
    expect(list.work_orders?.[0]).toEqual({
      id: filed.data.id,
      order_no: filed.data.order_no,
      customer: { id: '10001', nickname: 'Alice' },
      kind: 1,
      type: 8,
      status: 'submitted',
      created_at: expect.any(Number),
      summary: expect.stringContaining('TP10001'),
    });

    expect((await file(filing({}, { trans_images: screenshots, payOrderSn: 'tp10001' }))).body.code).toBe(
      ERROR_CODE.alreadySubmitted,
    );
  });

  describe('appeals of violation withdrawal orders (type 1)', () => {
    const appeal = (extra: Record<string, unknown>) =>
      filing({ type: 1 }, { payOrderSn: '', withdraw_order_ids: ['5006'], reason: 'I did nothing wrong', ...extra });

    it.each([
      ['without a reason', { reason: '  ' }, ERROR_CODE.parameterError],
      [
        'of an order that is not a violation order',
        { withdraw_order_ids: ['5008'] },
        ERROR_CODE.withdrawalOrderInvalid,
      ],
      ["of bob's violation order", { withdraw_order_ids: ['5102'] }, ERROR_CODE.withdrawalOrderInvalid],
      ['of 4 orders', { withdraw_order_ids: ['5006', '5005', '5004', '5003'] }, ERROR_CODE.tooManyOrders],
      [
        'with an image not on the storage host',
        { trans_images: ['http://127.0.0.1:1/o/x.png'] },
        ERROR_CODE.screenshotInvalid,
      ],
    ])('%s: refused', async (_name, extra, code) => {
      expect((await file(appeal(extra))).body.code).toBe(code);
    });

    it('an appeal with an uploaded image is filed; the order then shows appealed, and a second appeal is alreadySubmitted', async () => {
      const image = await upload(sandbox.baseUrl, token, PNG_BYTES);
      const result = await file(appeal({ trans_images: [image], appeal_amount: '88.80' }));
      expect(result.body).toMatchObject({ code: 0, data: { status: 'submitted' } });

      const reply = await askAi(socket, 'appeal');
      const orders = reply.data.withdraw_orders ?? [];
      const byId = (id: string) => orders.find((order: WithdrawOrder) => order.order_id === id);
      expect(byId('5006')).toMatchObject({ status: 'violation', appealed: true });
      expect(byId('5005')).toMatchObject({ status: 'violation', appealed: false });
      // Picked again, the appealed order is explained, no longer offered for appeal.
      const picked = await askAi(socket, '', { withdraw_order_ids: ['5006'] });
      expect(picked.reply_code).toBe('ANSWER');
      expect(picked.data.text).toContain('your appeal has been received');

      expect((await file(appeal({}))).body.code).toBe(ERROR_CODE.alreadySubmitted);
    });

    it('the image is optional', async () => {
      expect((await file(appeal({ withdraw_order_ids: ['5005'] }))).body.code).toBe(0);
    });
  });

  describe('technical work orders (kind 2)', () => {
    const technical = (overrides: Record<string, unknown>) => ({
      ...filing({ kind: 2, type: 3, workOrderExtra: undefined }),
      bug_type: '2',
      workStep: { materials: [], remark: 'The app freezes on the deposit page' },
      ...overrides,
    });

    it.each([
      ['without bug_type', { bug_type: undefined }],
      ['without a remark', { workStep: { materials: [], remark: '' } }],
      ['without workStep', { workStep: undefined }],
    ])('%s: parameterError', async (_name, overrides) => {
      expect((await file(technical(overrides))).body.code).toBe(ERROR_CODE.parameterError);
    });

    it('is filed with a video as material', async () => {
      const video = await upload(sandbox.baseUrl, token, Buffer.from('video bytes'), 'video/mp4');
      expect((await file(technical({ workStep: { materials: [video], remark: 'See the recording' } }))).body.code).toBe(
        0,
      );
    });
  });

  it.each([
    ['another product', { productId: '2' }],
    ['another user', { userId: '10002' }],
    ['another group', { groupId: 'cg_1_10002' }],
    ['an unknown kind-1 type', { type: 5 }],
  ])('a filing naming %s is a parameterError', async (_name, overrides) => {
    expect((await file(filing(overrides, { trans_images: screenshots, payOrderSn: 'TP10009' }))).body.code).toBe(
      ERROR_CODE.parameterError,
    );
  });

  it('each agent advance stores and pushes a 103 card with the new status; resolved stays resolved', async () => {
    const result = await file(filing({ type: 9 }, { payOrderSn: '', reason: 'Charged twice' }));
    const id = (result.body.data as { id: string }).id;
    const cardsOf = (cards: unknown[]) =>
      cards.filter((card) => (card as { id: string }).id === id).map((card) => (card as { status: string }).status);
    await socket.waitFor(() => cardsOf(pushedContents(socket, CONTENT_TYPE.workOrder)).length === 1);
    const before = pushedContents(socket, CONTENT_TYPE.workOrder).length;

    let frames = agent.frames.length;
    agent.send({ type: 'advance_work_order', id });
    expect(cardsOf(await waitForPushes(socket, CONTENT_TYPE.workOrder, before + 1))).toEqual([
      'submitted',
      'in_review',
    ]);
    expect((await agent.next('work_orders', frames)).work_orders?.find((order) => order.id === id)?.status).toBe(
      'in_review',
    );

    frames = agent.frames.length;
    agent.send({ type: 'advance_work_order', id });
    expect(cardsOf(await waitForPushes(socket, CONTENT_TYPE.workOrder, before + 2))).toEqual([
      'submitted',
      'in_review',
      'resolved',
    ]);
    expect((await agent.next('work_orders', frames)).work_orders?.find((order) => order.id === id)?.status).toBe(
      'resolved',
    );

    frames = agent.frames.length;
    agent.send({ type: 'advance_work_order', id });
    expect(await agent.next('error', frames)).toEqual({ type: 'error', message: expect.stringContaining('resolved') });
    agent.send({ type: 'advance_work_order', id: '999999' });
    expect((await agent.next('error', frames + 1)).message).toContain('no such work order');

    // The cards are stored in the AI conversation: history has them too, in order.
    const history = await fetch(
      `${sandbox.baseUrl}/api/v1/msg/history-list?conversation_id=si_10001_20001&page_size=50`,
      { headers: { 'X-Token': token } },
    );
    const messages = (
      (await history.json()) as { data: { messages: { content_type: number; sender_id: string; content: string }[] } }
    ).data.messages;
    const stored = messages.filter((message) => message.content_type === CONTENT_TYPE.workOrder);
    expect(stored.every((message) => message.sender_id === '20001')).toBe(true);
    expect(cardsOf(stored.map((message) => JSON.parse(message.content) as unknown))).toEqual([
      'submitted',
      'in_review',
      'resolved',
    ]);
  });

  it('the reception frames still work next to the work-order frames', async () => {
    const frames = agent.frames.length;
    agent.send({ type: 'accept', reception_id: 'nope' });
    expect((await agent.next('error', frames)).message).toContain('not waiting');
  });
});
