/**
 * Who may do what: every documented REST call and every customer socket identifier, tried as the
 * owner of what it names (alice), another customer (bob, naming alice's things), an agent (with an
 * agent token) and no one; every agent frame as the agent serving the reception, another agent, a
 * customer and no one. Prints how many cells it checked.
 */
import WebSocket from 'ws';
import { ERROR_CODE } from '../../../src/protocol/codes';
import type { DecodeResult } from '../../../src/protocol/codec';
import { HEADERS, OUTGOING_IDENTIFIERS, type OutgoingIdentifier } from '../../../src/protocol/identifiers';
import { LEGACY_FAQ_AUTHORIZATION, LEGACY_FAQ_COMPANY_ID } from '../../../src/protocol/faq';
import { DOCUMENTED_REST, LEGACY_FAQ_REST } from '../../../src/protocol/restCatalog';
import { AGENT_REST } from '../../../src/protocol/agentFrames';
import { PROFILE_REST } from '../../../src/protocol/customerProfiles';
import { HELP_CENTRE_REST } from '../../../src/protocol/helpCentreEditing';
import { RECORDING_REST } from '../../../src/protocol/recordings';
import {
  AgentSocket,
  agentSocketUrl,
  refusedAgentSocket,
  signInAgent,
  type AgentFrame,
} from '../../support/agentSocket';
import { editorPost, noteUnansweredIn } from '../../support/helpCentre';
import {
  addOtherCompanyIn,
  agentGet,
  agentToken as otherAgentToken,
  chunkOf,
  gzipJson,
  newRecordingId,
  OTHER_COMPANY,
  putChunk,
} from '../../support/recordings';
import { filing, PNG_BYTES, upload } from '../../support/orders';
import { grantRolesIn, supervisorStats } from '../../support/supervision';
import { SUPERVISOR_REST } from '../../../src/protocol/supervisor';
import {
  connectAs,
  login,
  newDataDir,
  removeDataDir,
  socketUrl,
  startSandboxIn,
  textMessage,
  TestSocket,
  type RunningSandbox,
} from '../../support/sandbox';

const MARKER = 'alice-private-7c1e';
const ALICE = '10001';
const ALICE_CONVERSATION = `si_${ALICE}_20001`;
const ALICE_MESSAGE_ID = 'matrix-alice-1';
const ALICE_TARGET = 'alice-matrix@example.com';
/** A question nothing answered, noted before the sandbox starts, for add-phrasing. */
const UNANSWERED_KEY = 'matrix unanswered';

type Role = 'owner' | 'another customer' | 'agent' | 'no one';
const ROLES: Role[] = ['owner', 'another customer', 'agent', 'no one'];

interface Answer {
  code: number;
  text: string;
}

/** One of alice's withdrawal orders (server/db/seedOrders.ts). */
const ALICE_WITHDRAW_ORDER_NO = 'WD10007';

/** What alice owns, named in the requests of every role. */
interface Owned {
  groupId: string;
  receptionId: string;
  fileUrl: string;
  /** Not alice's: a FAQ question (and its category) and a legacy guide, for the calls that need one. */
  faqId: string;
  faqTypeId: string;
  guideId: string;
}

/**
 * `public`: answered to anyone, and never with alice's things. `session`: only with a customer token;
 * another customer is `refused` what names alice's things, or answered with only their own (`ownOnly`).
 * `notImplemented`: documented, not built yet; answered so to everyone.
 */
interface RestCell {
  method: 'GET' | 'POST';
  path: string;
  query?: (owned: Owned) => Record<string, string>;
  body?: (owned: Owned) => unknown;
  /** The spec §6 fixed key of the legacy FAQ calls: a client credential, not a user's. */
  headers?: Record<string, string>;
  /** `servingAgent`: an agent token, for a reception that agent serves (alice's waits: ann is refused, notFound). */
  access: 'public' | 'session' | 'notImplemented' | 'agentSession' | 'servingAgent';
  /** Ends the session it is called with: each role calls it with a token of its own, made for it. */
  endsSession?: boolean;
  otherCustomer?: 'refused' | 'ownOnly';
}

const LEGACY_HEADERS = { Authorization: LEGACY_FAQ_AUTHORIZATION, 'X-Company-Id': LEGACY_FAQ_COMPANY_ID };

const REST_CELLS: Record<string, RestCell> = {
  login: { method: 'POST', path: DOCUMENTED_REST.login, access: 'public' },
  userInfo: { method: 'GET', path: DOCUMENTED_REST.userInfo, access: 'session', otherCustomer: 'ownOnly' },
  productByAppKey: {
    method: 'GET',
    path: DOCUMENTED_REST.productByAppKey,
    query: () => ({ key: 'demo' }),
    access: 'public',
  },
  faqConf: { method: 'GET', path: DOCUMENTED_REST.faqConf, query: () => ({ app_key: 'demo' }), access: 'public' },
  faqTypeList: {
    method: 'GET',
    path: DOCUMENTED_REST.faqTypeList,
    query: () => ({ app_key: 'demo' }),
    access: 'public',
  },
  faqList: { method: 'GET', path: DOCUMENTED_REST.faqList, query: () => ({ app_key: 'demo' }), access: 'public' },
  faqDetails: {
    method: 'GET',
    path: DOCUMENTED_REST.faqDetails,
    query: (owned) => ({ app_key: 'demo', id: owned.faqId }),
    access: 'public',
  },
  checkSendStatus: {
    method: 'GET',
    path: DOCUMENTED_REST.checkSendStatus,
    query: () => ({ client_msg_id: ALICE_MESSAGE_ID }),
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  historyList: {
    method: 'GET',
    path: DOCUMENTED_REST.historyList,
    query: () => ({ conversation_id: ALICE_CONVERSATION }),
    access: 'session',
    otherCustomer: 'refused',
  },
  answerFeedback: {
    method: 'POST',
    path: DOCUMENTED_REST.answerFeedback,
    body: () => ({ conversation_id: ALICE_CONVERSATION, seq: 2, helpful: 1 }),
    access: 'session',
    otherCustomer: 'refused',
  },
  submitEvaluate: {
    method: 'POST',
    path: DOCUMENTED_REST.submitEvaluate,
    body: (owned) => ({ reception_id: owned.receptionId, score: 1, content: 'intruder', problem_finished: 0 }),
    access: 'session',
    otherCustomer: 'refused',
  },
  customerEvaluations: {
    method: 'GET',
    path: DOCUMENTED_REST.customerEvaluations,
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  groupMemberList: {
    method: 'GET',
    path: DOCUMENTED_REST.groupMemberList,
    query: (owned) => ({ group_id: owned.groupId }),
    access: 'session',
    otherCustomer: 'refused',
  },
  customerGroupInfo: {
    method: 'GET',
    path: DOCUMENTED_REST.customerGroupInfo,
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  createGroup: {
    method: 'POST',
    path: DOCUMENTED_REST.createGroup,
    body: () => ({ group_type: 1 }),
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  findUsersByIds: {
    method: 'GET',
    path: DOCUMENTED_REST.findUsersByIds,
    query: () => ({ ids: ALICE }),
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  userByUsername: {
    method: 'GET',
    path: DOCUMENTED_REST.userByUsername,
    query: () => ({ username: 'alice' }),
    access: 'notImplemented',
  },
  recentConversations: {
    method: 'GET',
    path: DOCUMENTED_REST.recentConversations,
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  contactChannels: {
    method: 'GET',
    path: DOCUMENTED_REST.contactChannels,
    query: () => ({ app_key: 'demo' }),
    access: 'public',
  },
  sendVerifyCode: {
    method: 'POST',
    path: DOCUMENTED_REST.sendVerifyCode,
    body: () => ({ target: 'someone@example.com' }),
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  verifyCode: {
    method: 'POST',
    path: DOCUMENTED_REST.verifyCode,
    body: () => ({ target: ALICE_TARGET, code: '000000' }),
    access: 'session',
    otherCustomer: 'refused',
  },
  workOrderDraftUpdate: {
    method: 'POST',
    path: DOCUMENTED_REST.workOrderDraftUpdate,
    body: () => ({ kind: 1, type: 9 }),
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  // A typed withdrawal order number is checked against the token's customer's orders, never the number's owner's.
  workOrderDraftCheck: {
    method: 'POST',
    path: DOCUMENTED_REST.workOrderDraftUpdate,
    body: () => ({ kind: 1, type: 7, check: true, draft: { withdrawOrderNo: ALICE_WITHDRAW_ORDER_NO } }),
    access: 'session',
    otherCustomer: 'refused',
  },
  submitWorkOrder: {
    method: 'POST',
    path: DOCUMENTED_REST.submitWorkOrder,
    body: (owned) => filing({ type: 9 }, { payOrderSn: '', reason: 'cites a file', trans_images: [owned.fileUrl] }),
    access: 'session',
    otherCustomer: 'refused',
  },
  signUploadObject: {
    method: 'GET',
    path: DOCUMENTED_REST.signUploadObject,
    query: () => ({ file_name: 'a.png', content_type: 'image/png', size: '10' }),
    access: 'session',
    otherCustomer: 'ownOnly',
  },
  legacyGetType: { method: 'GET', path: LEGACY_FAQ_REST.getType, headers: LEGACY_HEADERS, access: 'public' },
  legacyFindGuide: { method: 'GET', path: LEGACY_FAQ_REST.findGuide, headers: LEGACY_HEADERS, access: 'public' },
  legacyGet: {
    method: 'GET',
    path: LEGACY_FAQ_REST.get,
    query: (owned) => ({ id: owned.guideId }),
    headers: LEGACY_HEADERS,
    access: 'public',
  },
  agentLogin: { method: 'POST', path: AGENT_REST.login, access: 'public' },
  logout: {
    method: 'POST',
    path: DOCUMENTED_REST.logout,
    access: 'session',
    otherCustomer: 'ownOnly',
    endsSession: true,
  },
  agentLogout: { method: 'POST', path: AGENT_REST.logout, access: 'agentSession', endsSession: true },
  agentStorageUse: { method: 'GET', path: AGENT_REST.storageUse, access: 'agentSession' },
  customerSearch: { method: 'GET', path: PROFILE_REST.search, query: () => ({ q: 'alice' }), access: 'agentSession' },
  customerProfile: {
    method: 'GET',
    path: PROFILE_REST.profile,
    query: () => ({ customer_id: ALICE }),
    access: 'agentSession',
  },
  agentSignUpload: {
    method: 'GET',
    path: AGENT_REST.signUpload,
    query: (owned) => ({ reception_id: owned.receptionId, file_name: 'a.png', content_type: 'image/png', size: '10' }),
    access: 'servingAgent',
  },
  // The help-centre editor: any agent reads, an editor writes (the agent here is ann, the demo editor).
  helpCentreProducts: {
    method: 'GET',
    path: HELP_CENTRE_REST.products,
    access: 'agentSession',
  },
  helpCentreArticles: {
    method: 'GET',
    path: HELP_CENTRE_REST.articles,
    query: () => ({ product_id: '1', language: 'US', q: '' }),
    access: 'agentSession',
  },
  helpCentreArticle: {
    method: 'GET',
    path: HELP_CENTRE_REST.article,
    query: (owned) => ({ product_id: '1', id: owned.faqId, language: 'US' }),
    access: 'agentSession',
  },
  helpCentreUnanswered: {
    method: 'GET',
    path: HELP_CENTRE_REST.unanswered,
    query: () => ({ product_id: '1', language: 'US' }),
    access: 'agentSession',
  },
  helpCentreSaveDraft: {
    method: 'POST',
    path: HELP_CENTRE_REST.saveDraft,
    body: (owned) => matrixDraft(owned),
    access: 'agentSession',
  },
  helpCentrePublish: {
    method: 'POST',
    path: HELP_CENTRE_REST.publish,
    body: (owned) => ({ product_id: '1', id: owned.faqId, language: 'US' }),
    access: 'agentSession',
  },
  helpCentreAddPhrasing: {
    method: 'POST',
    path: HELP_CENTRE_REST.addPhrasing,
    body: (owned) => ({ product_id: '1', id: owned.faqId, language: 'US', key: UNANSWERED_KEY }),
    access: 'agentSession',
  },
};

/** A draft of the FAQ question the calls name. */
function matrixDraft(owned: Owned) {
  return {
    product_id: '1',
    id: owned.faqId,
    type_id: owned.faqTypeId,
    language: 'US',
    title: 'A draft from the authorization matrix',
    content: '<p>Drafted.</p>',
    phrasings: [],
  };
}

/** Sign-in calls: who tries which credentials, and whether that signs in. */
const SIGN_IN_ATTEMPTS: Record<string, Record<Role, { body: Record<string, string>; signsIn: boolean }>> = {
  login: {
    owner: { body: { app_key: 'demo', username: 'alice', password: 'demo-pass' }, signsIn: true },
    'another customer': {
      body: { app_key: 'demo', username: 'alice', password: 'not-alices-password' },
      signsIn: false,
    },
    agent: { body: { app_key: 'demo', username: 'ann', password: 'ann-demo-pass' }, signsIn: false },
    'no one': { body: { app_key: 'demo' }, signsIn: false },
  },
  agentLogin: {
    owner: { body: { username: 'ann', password: 'ann-demo-pass' }, signsIn: true },
    'another customer': { body: { username: 'alice', password: 'demo-pass' }, signsIn: false },
    agent: { body: { username: 'ann', password: 'ben-demo-pass' }, signsIn: false },
    'no one': { body: {}, signsIn: false },
  },
};

/** Customer socket requests, each naming alice's things where it names anything. */
const SOCKET_CELLS: Record<
  OutgoingIdentifier,
  { data: (owned: Owned) => Record<string, unknown>; otherCustomer: 'refused' | 'ownOnly' }
> = {
  send_msg: {
    data: () => ({
      ...textMessage('bob-intrusion', { client_msg_id: 'matrix-bob-1' }),
      conversation_id: ALICE_CONVERSATION,
      recv_id: ALICE,
    }),
    otherCustomer: 'refused',
  },
  ping: { data: () => ({}), otherCustomer: 'ownOnly' },
  init_ai_customer_conversation: { data: () => ({ time_zone: 'UTC' }), otherCustomer: 'ownOnly' },
  mark_msg_by_seq: { data: () => ({ conversation_id: ALICE_CONVERSATION, seqs: [1] }), otherCustomer: 'refused' },
  get_unread_msg_by_max_seq: {
    data: () => ({ conversation_id: ALICE_CONVERSATION, max_seq: 10 }),
    otherCustomer: 'refused',
  },
  pull_msg_by_max_seq: {
    data: () => ({ conversation_id: ALICE_CONVERSATION, max_seq: 10, count: 10 }),
    otherCustomer: 'refused',
  },
  get_max_and_min_seq: { data: () => ({ conversation_id: ALICE_CONVERSATION }), otherCustomer: 'refused' },
  inbox_msg_list: { data: () => ({}), otherCustomer: 'ownOnly' },
  seat_reception_status: { data: (owned) => ({ reception_id: owned.receptionId }), otherCustomer: 'refused' },
  seat_reception_contact: {
    data: () => ({ conversation_id: ALICE_CONVERSATION, reason: 'intruder' }),
    otherCustomer: 'refused',
  },
  seat_reception_new: { data: () => ({ conversation_id: ALICE_CONVERSATION }), otherCustomer: 'refused' },
  seat_reception_leave_msg: { data: () => ({ content: 'bob leaves a message' }), otherCustomer: 'ownOnly' },
  seat_reception_end: { data: (owned) => ({ reception_id: owned.receptionId }), otherCustomer: 'refused' },
  seat_reception_end_and_evaluate: {
    data: (owned) => ({ reception_id: owned.receptionId, score: 1, content: 'intruder', problem_finished: 0 }),
    otherCustomer: 'refused',
  },
  clear_conversation_unread: { data: () => ({ conversation_id: ALICE_CONVERSATION }), otherCustomer: 'refused' },
  typing: { data: (owned) => ({ group_id: owned.groupId }), otherCustomer: 'refused' },
};

const SESSION_REFUSED = [ERROR_CODE.tokenInvalid, ERROR_CODE.tokenExpired] as number[];
const IDENTITY_REFUSED = [...SESSION_REFUSED, ERROR_CODE.authFailed] as number[];

async function callRest(
  sandbox: RunningSandbox,
  cell: RestCell,
  owned: Owned,
  token: string | undefined,
  loginBody?: unknown,
): Promise<Answer> {
  const query = cell.query ? `?${new URLSearchParams(cell.query(owned)).toString()}` : '';
  const headers: Record<string, string> = { ...cell.headers, ...(token ? { [HEADERS.token]: token } : {}) };
  const body = loginBody ?? cell.body?.(owned);
  const response = await fetch(`${sandbox.baseUrl}${cell.path}${query}`, {
    method: cell.method,
    headers: cell.method === 'POST' ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: cell.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  return { code: (JSON.parse(text) as { code: number }).code, text };
}

function firstId(answer: Answer, field = 'id'): string {
  const id = new RegExp(`"${field}":"([^"]+)"`).exec(answer.text)?.[1];
  if (!id) throw new Error(`no ${field} in ${answer.text.slice(0, 200)}`);
  return id;
}

function replyOf(result: DecodeResult): { refused: boolean; text: string } {
  if (result.kind === 'replyError') return { refused: true, text: JSON.stringify(result.error) };
  return { refused: false, text: JSON.stringify(result) };
}

describe('the authorization matrix', () => {
  const dataDir = newDataDir('authorization-matrix-');
  let sandbox: RunningSandbox;
  let owned: Owned;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let agentToken: string;
  let agent: AgentSocket;
  let cells = 0;

  beforeAll(async () => {
    await noteUnansweredIn(dataDir, [
      { productId: '1', language: 'US', key: UNANSWERED_KEY, text: 'a question from the matrix' },
    ]);
    await addOtherCompanyIn(dataDir);
    await grantRolesIn(dataDir, OTHER_COMPANY.agent.id, { is_supervisor: 1, can_edit_faq: 1 });
    sandbox = await startSandboxIn(dataDir, { storage: true });
    alice = await login(sandbox.baseUrl);
    bob = await login(sandbox.baseUrl, { username: 'bob' });
    const aliceSocket = await connectAs(sandbox);
    await aliceSocket.request('send_msg', textMessage(MARKER, { client_msg_id: ALICE_MESSAGE_ID }));
    ({ token: agentToken } = await signInAgent(sandbox, 'ann'));
    agent = await AgentSocket.open(sandbox, agentToken);
    const contact = await aliceSocket.request('seat_reception_contact', {
      conversation_id: ALICE_CONVERSATION,
      reason: MARKER,
    });
    if (contact.kind !== 'frame' || contact.frame.identify !== 'seat_reception_contact')
      throw new Error(`no reception: ${JSON.stringify(contact)}`);
    const receptionId = (contact.frame.data as { reception?: { id: string } }).reception?.id ?? '';
    const group = await callRest(sandbox, REST_CELLS.customerGroupInfo, {} as Owned, alice.token);
    const groupId = (JSON.parse(group.text) as { data: { group: { group_id: string } } }).data.group.group_id;
    const fileUrl = await upload(sandbox.baseUrl, alice.token, PNG_BYTES);
    await aliceSocket.close();
    const faqs = await callRest(sandbox, REST_CELLS.faqList, {} as Owned, undefined);
    const guideId = firstId(await callRest(sandbox, REST_CELLS.legacyFindGuide, {} as Owned, undefined));
    owned = { groupId, receptionId, fileUrl, faqId: firstId(faqs), faqTypeId: firstId(faqs, 'type_id'), guideId };
    // A pending draft, whichever of save-draft and publish runs first.
    await editorPost(sandbox, HELP_CENTRE_REST.saveDraft, agentToken, matrixDraft(owned));
    expect(receptionId).not.toBe('');
  });

  async function tokenMadeFor(role: Role): Promise<string | undefined> {
    if (role === 'owner') return (await login(sandbox.baseUrl)).token;
    if (role === 'another customer') return (await login(sandbox.baseUrl, { username: 'bob' })).token;
    if (role === 'agent') return (await signInAgent(sandbox, 'ann')).token;
    return undefined;
  }

  it('has a row for every documented REST call', () => {
    const documented = [
      ...Object.values(DOCUMENTED_REST),
      ...Object.values(LEGACY_FAQ_REST),
      ...Object.values(AGENT_REST),
      ...Object.values(HELP_CENTRE_REST),
      ...Object.values(PROFILE_REST),
    ];
    expect(documented.filter((path) => !Object.values(REST_CELLS).some((cell) => cell.path === path))).toEqual([]);
  });

  afterAll(async () => {
    process.stdout.write(`authorization matrix: ${cells} cells checked\n`);
    await agent?.close();
    await sandbox?.close();
    await removeDataDir(dataDir);
  });

  describe.each(Object.entries(REST_CELLS))('REST %s', (name, cell) => {
    it.each(ROLES)('as %s', async (role) => {
      cells += 1;
      const attempt = SIGN_IN_ATTEMPTS[name]?.[role];
      if (attempt) {
        const answer = await callRest(sandbox, cell, owned, undefined, attempt.body);
        expect(answer.code === ERROR_CODE.ok).toBe(attempt.signsIn);
        return;
      }
      const token = cell.endsSession
        ? await tokenMadeFor(role)
        : { owner: alice.token, 'another customer': bob.token, agent: agentToken, 'no one': undefined }[role];
      const answer = await callRest(sandbox, cell, owned, token);
      if (cell.access === 'agentSession') {
        expect(answer.code === ERROR_CODE.ok).toBe(role === 'agent');
        if (role !== 'agent') expect(SESSION_REFUSED).toContain(answer.code);
      } else if (cell.access === 'servingAgent') {
        if (role === 'agent') expect(answer.code).toBe(ERROR_CODE.notFound);
        else expect(SESSION_REFUSED).toContain(answer.code);
        expect(answer.text).not.toContain(MARKER);
      } else if (cell.access === 'notImplemented') {
        expect(answer.code).toBe(ERROR_CODE.notImplemented);
        expect(answer.text).not.toContain(MARKER);
      } else if (cell.access === 'public') {
        expect(answer.code).toBe(ERROR_CODE.ok);
        expect(answer.text).not.toContain(MARKER);
      } else if (role === 'owner') {
        expect(IDENTITY_REFUSED).not.toContain(answer.code);
      } else if (role === 'another customer') {
        expect(answer.text).not.toContain(MARKER);
        if (cell.otherCustomer === 'refused') expect(answer.code).not.toBe(ERROR_CODE.ok);
        else expect(answer.code).toBe(ERROR_CODE.ok);
      } else {
        expect(SESSION_REFUSED).toContain(answer.code);
      }
    });
  });

  it('refuses the help centre’s writes to an agent without the editor role (ben), changing nothing', async () => {
    const { token: bensToken } = await signInAgent(sandbox, 'ben');
    const before = await callRest(sandbox, REST_CELLS.helpCentreArticle, owned, agentToken);
    for (const name of ['helpCentreSaveDraft', 'helpCentrePublish', 'helpCentreAddPhrasing']) {
      cells += 1;
      const answer = await callRest(sandbox, REST_CELLS[name], owned, bensToken);
      expect([name, answer.code]).toEqual([name, ERROR_CODE.forbidden]);
    }
    for (const name of ['helpCentreArticles', 'helpCentreArticle', 'helpCentreUnanswered']) {
      cells += 1;
      expect([name, (await callRest(sandbox, REST_CELLS[name], owned, bensToken)).code]).toEqual([name, ERROR_CODE.ok]);
    }
    expect((await callRest(sandbox, REST_CELLS.helpCentreArticle, owned, agentToken)).text).toBe(before.text);
  });

  it('keeps another company’s editor (olga) out of the help centre of product 1, as if it did not exist: she lists only her own product', async () => {
    const olgasToken = await otherAgentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password);
    const before = await callRest(sandbox, REST_CELLS.helpCentreArticle, owned, agentToken);
    const ofProduct1 = Object.keys(REST_CELLS).filter(
      (key) => key.startsWith('helpCentre') && key !== 'helpCentreProducts',
    );
    for (const name of ofProduct1) {
      cells += 1;
      const answer = await callRest(sandbox, REST_CELLS[name], owned, olgasToken);
      expect([name, answer.code]).toEqual([name, ERROR_CODE.unsupportedProduct]);
      expect(answer.text).not.toContain(owned.faqId);
    }
    cells += 1;
    const products = await callRest(sandbox, REST_CELLS.helpCentreProducts, owned, olgasToken);
    expect(JSON.parse(products.text)).toMatchObject({
      code: ERROR_CODE.ok,
      data: { products: [{ id: OTHER_COMPANY.productId, name: 'Other' }] },
    });
    expect((await callRest(sandbox, REST_CELLS.helpCentreArticle, owned, agentToken)).text).toBe(before.text);
  });

  describe.each(OUTGOING_IDENTIFIERS.map((identify) => [identify] as const))('socket %s', (identify) => {
    it('is refused at the handshake to no one and to an agent token', async () => {
      for (const token of [undefined, agentToken]) {
        cells += 1;
        const socket = await TestSocket.open(
          socketUrl(sandbox.wsUrl, { token, uid: ALICE, product_id: '1' }),
          ALICE,
          '1',
        );
        socket.sendRequest(identify, SOCKET_CELLS[identify].data(owned));
        const closed = await socket.closed;
        expect(closed.code).toBeGreaterThanOrEqual(4000);
        expect(socket.received.filter((result) => result.kind !== 'malformed')).toEqual([]);
      }
    });

    it('to another customer naming alice’s things: refused or answered with only their own', async () => {
      cells += 1;
      const socket = await connectAs(sandbox, { username: 'bob' });
      const reply = replyOf(await socket.request(identify, SOCKET_CELLS[identify].data(owned)));
      await socket.close();
      expect(reply.refused).toBe(SOCKET_CELLS[identify].otherCustomer === 'refused');
      expect(socket.received.map((result) => JSON.stringify(result)).join()).not.toContain(MARKER);
    });
  });

  it('left alice’s conversation and reception as they were', async () => {
    const socket = await connectAs(sandbox);
    const status = await socket.request('seat_reception_status', { reception_id: owned.receptionId });
    const history = await callRest(sandbox, REST_CELLS.historyList, owned, alice.token);
    await socket.close();
    expect(status.kind === 'frame' && (status.frame.data as { reception?: { phase: number } }).reception?.phase).toBe(
      2,
    );
    expect(history.text).toContain(MARKER);
    expect(history.text).not.toContain('bob-intrusion');
  });

  describe.each(OUTGOING_IDENTIFIERS.map((identify) => [identify] as const))('socket %s as the owner', (identify) => {
    it('is answered, never refused for who alice is', async () => {
      cells += 1;
      const socket = await connectAs(sandbox);
      const reply = await socket.request(identify, SOCKET_CELLS[identify].data(owned));
      await socket.close();
      if (reply.kind === 'replyError') expect(IDENTITY_REFUSED).not.toContain(reply.error.err_code);
      expect(reply.kind).not.toBe('malformed');
    });
  });

  /**
   * Field recordings: the customer's page uploads into its own recording only; agents read a recording
   * only when its product is their company's (the other company's agent is made in this test's database).
   */
  describe('recordings', () => {
    type RecordingRole = Role | 'agent of another company';
    const RECORDING_ROLES: RecordingRole[] = [...ROLES, 'agent of another company'];
    const recordingId = newRecordingId();
    let tokens: Record<RecordingRole, string | undefined>;

    beforeAll(async () => {
      const first = gzipJson(chunkOf([{ t: 0, kind: 'route', path: `/${MARKER}` }], { startedAt: 1 }));
      expect((await putChunk(sandbox, alice.token, { id: recordingId, page: 0, chunk: 0 }, first)).code).toBe(0);
      tokens = {
        owner: alice.token,
        'another customer': bob.token,
        agent: agentToken,
        'agent of another company': await otherAgentToken(
          sandbox,
          OTHER_COMPANY.agent.username,
          OTHER_COMPANY.agent.password,
        ),
        'no one': undefined,
      };
    });

    it('has a row for every recording call', () => {
      expect(Object.keys(RECORDING_REST).sort()).toEqual(['agentList', 'agentRecording', 'agentViews', 'chunk']);
    });

    it.each(RECORDING_ROLES)('upload into alice’s recording, as %s', async (role) => {
      cells += 1;
      const chunk = gzipJson(chunkOf([{ t: 5, kind: 'route', path: `/written-by-${role}` }]));
      const answer = await putChunk(sandbox, tokens[role], { id: recordingId, page: 0, chunk: 1 }, chunk);
      if (role === 'owner') expect(answer.code).toBe(ERROR_CODE.ok);
      else if (role === 'another customer') expect(answer.code).toBe(ERROR_CODE.forbidden);
      else expect(SESSION_REFUSED).toContain(answer.code);
    });

    describe.each([
      ['list', () => `${RECORDING_REST.agentList}?customer_id=${ALICE}`],
      ['recording', () => RECORDING_REST.agentRecording(recordingId)],
      ['views', () => RECORDING_REST.agentViews(recordingId)],
    ])('agent %s', (name, path) => {
      it.each(RECORDING_ROLES)('as %s', async (role) => {
        cells += 1;
        const answer = await agentGet(sandbox, path(), tokens[role]);
        const text = JSON.stringify(answer.data);
        if (role === 'agent') {
          expect(answer.code).toBe(ERROR_CODE.ok);
          expect(text).toContain(name === 'views' ? '30001' : recordingId);
        } else if (role === 'agent of another company') {
          // Listed: only its own company's recordings (none of alice's here); read: as if it did not exist.
          expect(answer.code).toBe(name === 'list' ? ERROR_CODE.ok : ERROR_CODE.notFound);
          expect(text).not.toContain(recordingId);
          expect(text).not.toContain(MARKER);
        } else {
          expect(SESSION_REFUSED).toContain(answer.code);
          expect(text).not.toContain(MARKER);
        }
      });
    });

    it('left alice’s recording with only what she sent', async () => {
      const recording = JSON.stringify(
        (await agentGet(sandbox, RECORDING_REST.agentRecording(recordingId), agentToken)).data,
      );
      expect(recording).toContain(MARKER);
      expect(RECORDING_ROLES.filter((role) => recording.includes(`/written-by-${role}`))).toEqual(['owner']);
    });
  });

  /** Storage use: an agent sees only its own company's products, and another company's product is as if it did not exist. */
  describe('storage use', () => {
    type StorageRole = Role | 'agent of another company';
    const STORAGE_ROLES: StorageRole[] = [...ROLES, 'agent of another company'];
    let tokens: Record<StorageRole, string | undefined>;

    beforeAll(async () => {
      tokens = {
        owner: alice.token,
        'another customer': bob.token,
        agent: agentToken,
        'agent of another company': await otherAgentToken(
          sandbox,
          OTHER_COMPANY.agent.username,
          OTHER_COMPANY.agent.password,
        ),
        'no one': undefined,
      };
    });

    describe.each([
      ['every product', ''],
      ['product 1', '?product_id=1'],
    ])('of %s', (_name, query) => {
      it.each(STORAGE_ROLES)('as %s', async (role) => {
        cells += 1;
        const answer = await agentGet(sandbox, `${AGENT_REST.storageUse}${query}`, tokens[role]);
        const products = (answer.data as { products?: { product_id: string; bytes: number }[] } | null)?.products;
        if (role === 'agent') {
          expect(answer.code).toBe(ERROR_CODE.ok);
          expect(products?.find((product) => product.product_id === '1')?.bytes).toBe(PNG_BYTES.length);
        } else if (role === 'agent of another company') {
          // Listed: only its own company's products; asked for product 1: as if it did not exist.
          expect(answer.code).toBe(query === '' ? ERROR_CODE.ok : ERROR_CODE.notFound);
          expect(products?.map((product) => product.product_id) ?? []).not.toContain('1');
        } else {
          expect(SESSION_REFUSED).toContain(answer.code);
          expect(answer.data).toBeNull();
        }
      });
    });
  });

  /** Customer search and profiles: an agent of another company never finds alice, and her profile is as if she did not exist. */
  describe('customer search and profiles', () => {
    type ProfileRole = Role | 'agent of another company';
    const PROFILE_ROLES: ProfileRole[] = [...ROLES, 'agent of another company'];
    let tokens: Record<ProfileRole, string | undefined>;

    beforeAll(async () => {
      tokens = {
        owner: alice.token,
        'another customer': bob.token,
        agent: agentToken,
        'agent of another company': await otherAgentToken(
          sandbox,
          OTHER_COMPANY.agent.username,
          OTHER_COMPANY.agent.password,
        ),
        'no one': undefined,
      };
    });

    describe.each([
      ['search by name', `${PROFILE_REST.search}?q=alice`],
      ['search by order number', `${PROFILE_REST.search}?q=${ALICE_WITHDRAW_ORDER_NO}`],
      ['profile', `${PROFILE_REST.profile}?customer_id=${ALICE}`],
    ])('%s', (name, path) => {
      it.each(PROFILE_ROLES)('as %s', async (role) => {
        cells += 1;
        const answer = await agentGet(sandbox, path, tokens[role]);
        const text = JSON.stringify(answer.data);
        if (role === 'agent') {
          expect(answer.code).toBe(ERROR_CODE.ok);
          expect(text).toContain(`"id":"${ALICE}"`);
        } else if (role === 'agent of another company') {
          expect(answer.code).toBe(name === 'profile' ? ERROR_CODE.notFound : ERROR_CODE.ok);
          expect(text).not.toContain(ALICE);
        } else {
          expect(SESSION_REFUSED).toContain(answer.code);
          expect(answer.data).toBeNull();
        }
      });
    });
  });

  /**
   * The supervisor's figures: only an agent with the supervisor role, and only of their own company (the
   * other company's agent is a supervisor here: it gets its company's figures, which hold none of alice's).
   */
  describe('supervisor figures', () => {
    type SupervisorRole = Role | 'supervisor' | 'supervisor of another company';
    const SUPERVISOR_ROLES: SupervisorRole[] = [...ROLES, 'supervisor', 'supervisor of another company'];
    let tokens: Record<SupervisorRole, string | undefined>;

    beforeAll(async () => {
      tokens = {
        owner: alice.token,
        'another customer': bob.token,
        agent: agentToken,
        supervisor: (await signInAgent(sandbox, 'sam')).token,
        'supervisor of another company': await otherAgentToken(
          sandbox,
          OTHER_COMPANY.agent.username,
          OTHER_COMPANY.agent.password,
        ),
        'no one': undefined,
      };
    });

    it('has a row for every supervisor call', () => {
      expect(Object.keys(SUPERVISOR_REST)).toEqual(['stats']);
    });

    it.each(SUPERVISOR_ROLES)('stats as %s', async (role) => {
      cells += 1;
      const answer = await supervisorStats(sandbox, tokens[role], 'range=24h');
      if (role === 'supervisor') {
        expect(answer.code).toBe(ERROR_CODE.ok);
        // alice asked for a person in the demo company; ann's console is open.
        expect(answer.data?.live.agents.online).toBeGreaterThanOrEqual(1);
        expect(answer.data?.totals.sessions).toBeGreaterThanOrEqual(1);
      } else if (role === 'supervisor of another company') {
        expect(answer.code).toBe(ERROR_CODE.ok);
        expect(answer.data?.live).toEqual({
          queue: 0,
          longest_wait_ms: 0,
          serving: 0,
          agents: { online: 0, busy: 0, away: 0 },
        });
        expect(answer.data?.totals.sessions).toBe(0);
      } else if (role === 'agent') {
        // ann serves and edits, but does not supervise.
        expect([answer.status, answer.code, answer.data]).toEqual([403, ERROR_CODE.forbidden, null]);
      } else {
        expect(SESSION_REFUSED).toContain(answer.code);
        expect(answer.data).toBeNull();
      }
    });
  });

  describe('agent frames', () => {
    /** The frames that act on a reception the sender serves (accept acts on one offered to them). */
    const SERVED_FRAMES = ['send', 'end', 'seen', 'sync', 'typing', 'transfer', 'transfer_targets', 'note'];
    let ben: AgentSocket;
    let bobReception = '';
    let workOrderId = '';

    const answerTo = async (
      socket: AgentSocket,
      frame: Record<string, unknown>,
      answered: (found: AgentFrame) => boolean,
    ) => {
      const from = socket.received.length;
      socket.send(frame);
      return socket.waitFor((found) => found.type === 'error' || answered(found), from);
    };

    beforeAll(async () => {
      ben = await AgentSocket.signIn(sandbox, 'ben');
      // Away: bob's reception is offered to the other agent, so that ben is the outsider throughout.
      ben.send({ type: 'presence', status: 'away' });
      await ben.waitFor((found) => found.type === 'presence' && found.status === 'away');
      const bobSocket = await connectAs(sandbox, { username: 'bob' });
      const contact = await bobSocket.request('seat_reception_contact', {
        conversation_id: 'si_10002_20001',
        reason: 'help',
      });
      bobReception =
        contact.kind === 'frame' ? ((contact.frame.data as { reception?: { id: string } }).reception?.id ?? '') : '';
      const filed = await callRest(
        sandbox,
        REST_CELLS.submitWorkOrder,
        { fileUrl: owned.fileUrl } as Owned,
        alice.token,
      );
      workOrderId = (JSON.parse(filed.text) as { data: { id: string } }).data.id;
      await bobSocket.close();
    });

    afterAll(async () => {
      await ben?.close();
    });

    it('refuses the agent socket to a customer token and to no one, before any frame', async () => {
      for (const query of [`token=${alice.token}`, '']) {
        cells += 4;
        const refusal = await refusedAgentSocket(agentSocketUrl(sandbox, query));
        expect(refusal.code).toBeGreaterThanOrEqual(4000);
        expect(refusal.frames).toBe(0);
      }
    });

    it('refuses transfer, transfer_targets and note to a customer: the agent socket never opens for their token', async () => {
      cells += 3;
      const socket = new WebSocket(agentSocketUrl(sandbox, `token=${alice.token}`));
      let frames = 0;
      socket.on('message', () => {
        frames += 1;
      });
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      socket.once('open', () => {
        for (const frame of [
          { type: 'transfer', reception_id: owned.receptionId, to_agent_id: '30002', note: 'from a customer' },
          { type: 'transfer_targets', reception_id: owned.receptionId },
          { type: 'note', reception_id: owned.receptionId, content: 'from a customer' },
        ])
          socket.send(JSON.stringify(frame));
      });
      expect(await closed).toBeGreaterThanOrEqual(4000);
      expect(frames).toBe(0);
    });

    it('lets only the agent serving a reception act on it; another agent is answered with an error', async () => {
      cells += 13 + 6;
      const agentFrame = (type: string, content: string) => ({
        type,
        reception_id: bobReception,
        content,
        note: content,
        to_agent_id: '30002',
        after_seq: 0,
      });
      for (const type of [...SERVED_FRAMES, 'accept']) {
        const early = await answerTo(ben, agentFrame(type, 'too early'), () => false);
        expect([type, early.type]).toEqual([type, 'error']);
      }
      const accepted = await answerTo(
        agent,
        { type: 'accept', reception_id: bobReception },
        (found) => found.type === 'accepted',
      );
      expect(accepted).toMatchObject({ type: 'accepted', reception_id: bobReception });
      for (const type of [...SERVED_FRAMES, 'accept']) {
        const intruder = await answerTo(ben, agentFrame(type, 'intruder'), () => false);
        expect([type, intruder.type]).toEqual([type, 'error']);
      }
      // An agent of another company, whom the reception is no business of.
      cells += 3;
      const olga = await AgentSocket.open(
        sandbox,
        await otherAgentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password),
      );
      try {
        for (const type of ['transfer', 'transfer_targets', 'note']) {
          const outsider = await answerTo(
            olga,
            { ...agentFrame(type, 'outsider'), to_agent_id: OTHER_COMPANY.agent.id },
            () => false,
          );
          expect([type, outsider]).toEqual([type, { type: 'error', message: 'you are not serving this reception' }]);
        }
      } finally {
        await olga.close();
      }
      // The serving agent's own: the targets and a note are answered (no transfer: the end below is hers).
      cells += 2;
      const targets = await answerTo(
        agent,
        { type: 'transfer_targets', reception_id: bobReception },
        (found) => found.type === 'transfer_targets',
      );
      expect(targets).toMatchObject({ type: 'transfer_targets', reception_id: bobReception });
      const note = await answerTo(
        agent,
        { type: 'note', reception_id: bobReception, content: 'the serving agent’s note' },
        (found) => found.type === 'note',
      );
      expect(note).toMatchObject({ type: 'note', reception_id: bobReception });
      // `seen` and `typing` have no answer of their own: the serving agent's are taken when no error comes before the end's.
      const servingFrom = agent.received.length;
      agent.send({ type: 'seen', reception_id: bobReception });
      agent.send({ type: 'typing', reception_id: bobReception });
      const synced = await answerTo(
        agent,
        { type: 'sync', reception_id: bobReception, after_seq: 0 },
        (found) => found.type === 'messages',
      );
      expect(synced).toMatchObject({ type: 'messages', reception_id: bobReception });
      const ended = await answerTo(
        agent,
        { type: 'end', reception_id: bobReception },
        (found) => found.type === 'ended',
      );
      expect(ended).toMatchObject({ type: 'ended', reception_id: bobReception, by: 'agent' });
      expect(agent.received.slice(servingFrom).filter((found) => found.type === 'error')).toEqual([]);
    });

    it('lets the agents of the work order’s company advance it, and no agent of another company', async () => {
      cells += 3;
      for (const socket of [agent, ben]) {
        const listed = await answerTo(
          socket,
          { type: 'advance_work_order', id: workOrderId },
          (found) => found.type === 'work_orders',
        );
        expect(listed.type).not.toBe('error');
      }
      const olga = await AgentSocket.open(
        sandbox,
        await otherAgentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password),
      );
      try {
        await olga.waitFor((found) => found.type === 'work_orders');
        const outsider = await answerTo(olga, { type: 'advance_work_order', id: workOrderId }, () => false);
        expect(outsider).toEqual({ type: 'error', message: 'no such work order' });
        const ownList = olga.received.filter((found) => found.type === 'work_orders');
        expect(ownList.flatMap((found) => (found.work_orders as { id: string }[]).map((order) => order.id))).toEqual(
          [],
        );
      } finally {
        await olga.close();
      }
    });
  });
  /**
   * Issue 31: an agent's upload is signed only for a reception that agent serves, its image is sent only
   * there, and a left message is answered only by an agent of the customer's company.
   */
  describe('agents’ uploads and answers to left messages', () => {
    type AgentRole = 'serving agent' | 'agent not serving' | 'agent of another company' | 'customer' | 'no one';
    const AGENT_ROLES: AgentRole[] = [
      'serving agent',
      'agent not serving',
      'agent of another company',
      'customer',
      'no one',
    ];
    let tokens: Record<AgentRole, string | undefined>;
    let sockets: Partial<Record<AgentRole, AgentSocket>>;
    let bobReception = '';
    let annsImage = '';
    const LEFT_BY_BOB = 'bob left this for the matrix';

    const signQuery = () => ({ reception_id: bobReception, file_name: 'a.png', content_type: 'image/png', size: '10' });
    const sign = (token: string | undefined) =>
      callRest(sandbox, { ...REST_CELLS.agentSignUpload, query: signQuery }, owned, token);
    const frameAnswer = async (socket: AgentSocket, frame: Record<string, unknown>, answered: string) => {
      const from = socket.received.length;
      socket.send(frame);
      return socket.waitFor((found) => found.type === 'error' || found.type === answered, from);
    };

    beforeAll(async () => {
      const bobSocket = await connectAs(sandbox, { username: 'bob' });
      const contact = await bobSocket.request('seat_reception_contact', {
        conversation_id: 'si_10002_20001',
        reason: 'help again',
      });
      bobReception =
        contact.kind === 'frame' ? ((contact.frame.data as { reception?: { id: string } }).reception?.id ?? '') : '';
      await bobSocket.request('seat_reception_leave_msg', { content: LEFT_BY_BOB });
      await bobSocket.close();
      const from = agent.received.length;
      agent.send({ type: 'accept', reception_id: bobReception });
      await agent.waitFor((found) => found.type === 'accepted' && found.reception_id === bobReception, from);
      const bensToken = (await signInAgent(sandbox, 'ben')).token;
      const olgasToken = await otherAgentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password);
      tokens = {
        'serving agent': agentToken,
        'agent not serving': bensToken,
        'agent of another company': olgasToken,
        customer: alice.token,
        'no one': undefined,
      };
      sockets = {
        'serving agent': agent,
        'agent not serving': await AgentSocket.open(sandbox, bensToken),
        'agent of another company': await AgentSocket.open(sandbox, olgasToken),
      };
      annsImage = await upload(sandbox.baseUrl, agentToken, PNG_BYTES, 'image/png', {
        path: AGENT_REST.signUpload,
        query: { reception_id: bobReception },
      });
    });

    afterAll(async () => {
      await sockets?.['agent not serving']?.close();
      await sockets?.['agent of another company']?.close();
    });

    it.each(AGENT_ROLES)('signs an upload for bob’s reception as %s', async (role) => {
      cells += 1;
      const answer = await sign(tokens[role]);
      if (role === 'serving agent') expect(answer.code).toBe(ERROR_CODE.ok);
      else if (role === 'customer' || role === 'no one') expect(SESSION_REFUSED).toContain(answer.code);
      else expect(answer.code).toBe(ERROR_CODE.notFound);
    });

    it.each(['agent not serving', 'agent of another company', 'serving agent'] as const)(
      'sends the serving agent’s image into bob’s reception as %s',
      async (role) => {
        cells += 1;
        const socket = sockets[role]!;
        const answer = await frameAnswer(
          socket,
          {
            type: 'send',
            reception_id: bobReception,
            content_type: 102,
            content: JSON.stringify({ url: annsImage, width: 1, height: 1 }),
          },
          'message',
        );
        expect(answer.type).toBe(role === 'serving agent' ? 'message' : 'error');
      },
    );

    it.each(['agent of another company', 'agent not serving'] as const)(
      'answers bob’s left message as %s: only an agent of his company may',
      async (role) => {
        cells += 1;
        const socket = sockets[role]!;
        const listed = (await socket.waitFor((found) => found.type === 'waiting')).left_messages as {
          id: string;
          content: string;
        }[];
        // The other company's agent is shown the list too (the waiting list is not scoped by company yet), but cannot answer.
        const left = listed.find((entry) => entry.content === LEFT_BY_BOB);
        const answer = await frameAnswer(
          socket,
          { type: 'answer_left_message', left_message_id: left?.id ?? '0', content: `answered by the ${role}` },
          'waiting',
        );
        expect(answer.type).toBe(role === 'agent not serving' ? 'waiting' : 'error');
      },
    );

    it('refuses the agent socket, and with it every new frame, to a customer token', async () => {
      cells += 2;
      const refusal = await refusedAgentSocket(agentSocketUrl(sandbox, `token=${alice.token}`));
      expect(refusal.code).toBeGreaterThanOrEqual(4000);
      expect(refusal.frames).toBe(0);
    });
  });
});
