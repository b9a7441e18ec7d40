/**
 * The agent console's customer search and profiles (issue 31, point 4): an agent finds a customer of
 * their own company by name, user id or order number, and the profile tells where the customer comes
 * from, their past sessions (who served them, how they rated it), work orders and left messages. A
 * customer of another company is never found nor shown, and a customer of both companies shows each
 * only what happened in its own products. On the engine the integration project runs on (SQLite here,
 * PostgreSQL with `npm run test:postgres`).
 */
import { CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import {
  PROFILE_REST,
  type CustomerProfile,
  type CustomerSearchResult,
  type PastSession,
} from '../../../../src/protocol/customerProfiles';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import { AgentSocket, signInAgent } from '../../../support/agentSocket';
import { fileWorkOrder, filing } from '../../../support/orders';
import { addOtherCompanyIn, agentGet, agentToken, OTHER_COMPANY } from '../../../support/recordings';
import {
  connectAs,
  login,
  newDataDir,
  removeDataDir,
  startSandbox,
  startSandboxIn,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';

const ALICE = '10001';
const BOB = '10002';
const CHLOE = '10003';
const ANN = '30001';
const COMMENT = 'Quick and kind, thank you';

const dataDir = newDataDir('customer-profiles-');
let sandbox: RunningSandbox;
let ann: AgentSocket;
let annToken: string;
let olgaToken: string;
let ratedReception: string;
let workOrderNo: string;

function dataOf(reply: Awaited<ReturnType<TestSocket['request']>>): Record<string, unknown> {
  if (reply.kind !== 'frame') throw new Error(`refused: ${JSON.stringify(reply)}`);
  return reply.frame.data as Record<string, unknown>;
}

/** Alice asks for a person, Ann accepts and ends the session; the id of the reception. */
async function servedAndEnded(alice: TestSocket, identify: 'seat_reception_contact' | 'seat_reception_new') {
  const reply = dataOf(await alice.request(identify, { conversation_id: `si_${ALICE}_20001`, reason: '' }));
  const receptionId = (reply.reception as { id: string }).id;
  const from = ann.received.length;
  ann.send({ type: 'accept', reception_id: receptionId });
  await ann.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId, from);
  ann.send({ type: 'end', reception_id: receptionId });
  await alice.waitFor(
    (result) =>
      result.kind === 'frame' &&
      result.frame.identify === 'push_msg' &&
      result.frame.data.content_type === CONTENT_TYPE.evaluationCard &&
      result.frame.data.reception_id === receptionId,
  );
  return receptionId;
}

async function rate(token: string, receptionId: string, score: number, content: string): Promise<void> {
  const response = await fetch(`${sandbox.baseUrl}${REST.submitEvaluate}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [HEADERS.token]: token },
    body: JSON.stringify({ reception_id: receptionId, score, content, problem_finished: 1 }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(ERROR_CODE.ok);
}

async function leaveMessage(socket: TestSocket, content: string): Promise<void> {
  dataOf(await socket.request('seat_reception_leave_msg', { content }));
}

beforeAll(async () => {
  await addOtherCompanyIn(dataDir);
  sandbox = await startSandboxIn(dataDir);
  ({ token: annToken } = await signInAgent(sandbox, 'ann'));
  ann = await AgentSocket.open(sandbox, annToken);
  olgaToken = await agentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password);

  const alice = await connectAs(sandbox, { country_code: 'JP' });
  dataOf(await alice.request('init_ai_customer_conversation', { time_zone: 'Asia/Tokyo' }));
  ratedReception = await servedAndEnded(alice, 'seat_reception_contact');
  const { token } = await login(sandbox.baseUrl);
  await rate(token, ratedReception, 4, COMMENT);
  await leaveMessage(alice, 'Please call me back about my withdrawal');
  const filed = await fileWorkOrder(sandbox.baseUrl, token, filing({ type: 9 }, { payOrderSn: '', reason: 'Bonus' }));
  expect(filed.body.code).toBe(ERROR_CODE.ok);
  workOrderNo = (filed.body.data as { order_no: string }).order_no;
  await alice.close();

  // Alice is a customer of the other company too; Chloe of the other company only.
  const aliceElsewhere = await connectAs(sandbox, { app_key: OTHER_COMPANY.appKey });
  await leaveMessage(aliceElsewhere, 'A message in the other company');
  await aliceElsewhere.close();
  await login(sandbox.baseUrl, { username: 'chloe', app_key: OTHER_COMPANY.appKey });
});

afterAll(async () => {
  await ann?.close();
  await sandbox?.close();
  await removeDataDir(dataDir);
});

async function search(q: string | undefined, token = annToken) {
  const query = q === undefined ? '' : `?${new URLSearchParams({ q })}`;
  return agentGet<{ customers: CustomerSearchResult[] } | null>(sandbox, `${PROFILE_REST.search}${query}`, token);
}

async function found(q: string, token = annToken): Promise<CustomerSearchResult[]> {
  const answer = await search(q, token);
  expect(answer.code).toBe(ERROR_CODE.ok);
  return answer.data?.customers ?? [];
}

const profileOf = (customerId: string, token = annToken) =>
  agentGet<CustomerProfile | null>(sandbox, `${PROFILE_REST.profile}?customer_id=${customerId}`, token);

describe('searching the company’s customers', () => {
  it.each(['ali', 'ALICE', 'lic'])('finds Alice by a part of her name in any case (%s)', async (q) => {
    expect(await found(q)).toEqual([{ customer: { id: ALICE, nickname: 'Alice' }, match: 'name', order_no: '' }]);
  });

  it('finds a customer by user id', async () => {
    expect(await found(BOB)).toEqual([{ customer: { id: BOB, nickname: 'Bob' }, match: 'user_id', order_no: '' }]);
  });

  it.each([
    ['a withdrawal order', 'WD10007', ALICE, 'withdrawal_order', 'WD10007'],
    ['a withdrawal order typed in lower case', ' wd10007 ', ALICE, 'withdrawal_order', 'WD10007'],
    ['a top-up order', 'TP20001', BOB, 'top_up_order', 'TP20001'],
  ])('finds the customer holding %s', async (_what, q, customerId, match, orderNo) => {
    expect(await found(q)).toEqual([
      expect.objectContaining({ customer: expect.objectContaining({ id: customerId }), match, order_no: orderNo }),
    ]);
    expect((await found(q))[0].product).toEqual({ id: '1', name: 'Demo' });
  });

  it('finds the customer who filed a work order by its number, with or without its leading zeros', async () => {
    const short = workOrderNo.replace(/^WO0+/, 'wo');
    for (const q of [workOrderNo, short])
      expect(await found(q)).toEqual([
        {
          customer: { id: ALICE, nickname: 'Alice' },
          match: 'work_order',
          order_no: workOrderNo,
          product: { id: '1', name: 'Demo' },
        },
      ]);
  });

  it('finds nobody for a number nobody holds, nor for LIKE’s wildcards taken literally', async () => {
    for (const q of ['WD99999', '99999', '%', '_', 'a%e']) expect([q, await found(q)]).toEqual([q, []]);
  });

  it('never finds a customer of another company: by name, by id, by an order number', async () => {
    for (const q of ['chloe', CHLOE]) expect([q, await found(q)]).toEqual([q, []]);
    for (const q of ['bob', BOB, 'WD10007', 'TP20001', workOrderNo])
      expect([q, await found(q, olgaToken)]).toEqual([q, []]);
    expect(await found('chloe', olgaToken)).toEqual([
      { customer: { id: CHLOE, nickname: 'Chloe' }, match: 'name', order_no: '' },
    ]);
  });

  it('refuses a blank or missing query, and one longer than 100 characters', async () => {
    for (const q of [undefined, '', '   ', 'x'.repeat(101)])
      expect([q, (await search(q)).code]).toEqual([q, ERROR_CODE.parameterError]);
  });
});

describe('a customer’s profile', () => {
  it('shows locale, time zone and product, the past sessions with agent and rating, work orders and left messages', async () => {
    const answer = await profileOf(ALICE);
    expect(answer.code).toBe(ERROR_CODE.ok);
    const profile = answer.data as CustomerProfile;
    expect(profile).toMatchObject({
      customer: { id: ALICE, nickname: 'Alice' },
      locale: 'ja-JP',
      time_zone: 'Asia/Tokyo',
      product: { id: '1', name: 'Demo' },
      products: [{ id: '1', name: 'Demo' }],
    });
    expect(profile.sessions).toEqual([
      {
        reception_id: ratedReception,
        product: { id: '1', name: 'Demo' },
        phase: 4,
        started_at: expect.any(Number),
        accepted_at: expect.any(Number),
        ended_at: expect.any(Number),
        agent: { id: ANN, nickname: 'Ann' },
        rating: { score: 4, comment: COMMENT, problem_finished: true },
        locale: 'ja-JP',
        time_zone: 'Asia/Tokyo',
      },
    ]);
    expect(profile.work_orders).toEqual([
      expect.objectContaining({ order_no: workOrderNo, status: 'submitted', product: { id: '1', name: 'Demo' } }),
    ]);
    expect(profile.left_messages.map((message) => message.content)).toEqual([
      'Please call me back about my withdrawal',
    ]);
  });

  it('shows each company only what happened in its own products', async () => {
    const elsewhere = (await profileOf(ALICE, olgaToken)).data as CustomerProfile;
    expect(elsewhere.products).toEqual([{ id: OTHER_COMPANY.productId, name: 'Other' }]);
    expect(elsewhere.sessions).toEqual([]);
    expect(elsewhere.work_orders).toEqual([]);
    expect(elsewhere.left_messages.map((message) => message.content)).toEqual(['A message in the other company']);
  });

  it('is notFound for a customer of another company, an agent, the AI or an unknown id, as for one that does not exist', async () => {
    for (const id of [CHLOE, ANN, '20001', '99999', 'x']) {
      const answer = await profileOf(id);
      expect([id, answer.code, answer.data]).toEqual([id, ERROR_CODE.notFound, null]);
    }
    expect((await profileOf(BOB, olgaToken)).code).toBe(ERROR_CODE.notFound);
  });

  it('refuses a missing customer_id', async () => {
    const answer = await agentGet(sandbox, PROFILE_REST.profile, annToken);
    expect(answer.code).toBe(ERROR_CODE.parameterError);
  });
});

describe('the context of `accepted`', () => {
  it('labels the customer’s past sessions (agent and rating) and names the group’s members', async () => {
    const alice = await connectAs(sandbox, { country_code: 'JP' });
    const reply = dataOf(await alice.request('seat_reception_new', { conversation_id: `si_${ALICE}_20001` }));
    const receptionId = (reply.reception as { id: string }).id;
    const from = ann.received.length;
    ann.send({ type: 'accept', reception_id: receptionId });
    const accepted = await ann.waitFor(
      (frame) => frame.type === 'accepted' && frame.reception_id === receptionId,
      from,
    );
    await alice.close();
    const context = accepted.context as { sessions: PastSession[]; members: { id: string; nickname: string }[] };
    expect(context.sessions.map((session) => [session.reception_id, session.agent?.nickname, session.rating])).toEqual([
      [receptionId, 'Ann', undefined],
      [ratedReception, 'Ann', { score: 4, comment: COMMENT, problem_finished: true }],
    ]);
    expect(context.members).toEqual(
      expect.arrayContaining([
        { id: ALICE, nickname: 'Alice' },
        { id: ANN, nickname: 'Ann' },
      ]),
    );
    ann.send({ type: 'end', reception_id: receptionId });
    await ann.waitFor((frame) => frame.type === 'ended' && frame.reception_id === receptionId, from);
  });
});

describe('without the agent console (AGENT_CONSOLE=off)', () => {
  it('answers the search and the profile with 404', async () => {
    const off = await startSandbox({ agentConsole: false });
    try {
      for (const path of [`${PROFILE_REST.search}?q=alice`, `${PROFILE_REST.profile}?customer_id=${ALICE}`])
        expect([path, (await agentGet(off, path, annToken)).status]).toEqual([path, 404]);
    } finally {
      await off.close();
    }
  });
});
