/**
 * Issue 18: two nodes behind nginx, one killed mid-conversation (docs/cluster.md, "When a node dies").
 * Run by `npm run test:cluster` (scripts/test-cluster.ts), which provides a throw-away PostgreSQL
 * (SANDBOX_TEST_POSTGRES) and Redis (SANDBOX_TEST_REDIS); node:test, as it drives child processes only.
 *
 * The customer talks to node A through nginx, the agent to node B; after an AI exchange and the handover
 * both keep sending. Node A is SIGKILLed; the customer reconnects through nginx (now node B), resends what
 * was not acknowledged with the same client_msg_id and syncs by seq. Then nothing acknowledged (and
 * nothing the agent sent) is missing, no client_msg_id is there twice, seqs strictly increase and each
 * side's messages are in the order sent; the test prints that line.
 *
 * Issue 30: node A "types" for 2 s, and the customer asks the AI a question just before A dies, so its
 * answer is owed by A when A is killed; node B takes the owed answer over when it reaps A, and the
 * question has exactly one answer.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import WebSocket from 'ws';
import { startNginx, type RunningNginx } from '../../../../scripts/services/nginx';
import { sleep } from '../../../../scripts/services/processes';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE } from '../../../../src/protocol/codes';
import type { WireMessage } from '../../../../src/protocol/entities';
import { WS_PATH } from '../../../../src/protocol/identifiers';
import { AgentSocket, signInAgent, type AgentFrame } from '../../../support/agentSocket';
import {
  login,
  newDataDir,
  productIdOf,
  removeDataDir,
  socketUrl,
  TestSocket,
  textMessage,
} from '../../../support/sandbox';
import { spawnSandbox, type SandboxProcess } from '../../../support/sandboxProcess';
import { TEST_ENGINE } from '../../../support/testDatabase';

const ALICE = '10001';
const AI_OF_DEMO = '20001';
const ANN = '30001';
const ALICE_GROUP = `cg_1_${ALICE}`;
const ALICE_AI_CONVERSATION = `si_${ALICE}_${AI_OF_DEMO}`;
/** Node A's AI answers only this long after a question: the one asked before the kill is still owed. */
const NODE_A_AI_DELAY_MS = 2_000;
const NODE_B_AI_DELAY_MS = 20;
/** After the reconnect: the reaping (4 s) and B's answer to what A owed. */
const OWED_ANSWER_TIMEOUT_MS = 15_000;
const GROUP_CONVERSATION = `sg_${ALICE_GROUP}`;
/** Both sides send this often: under the default frame budget (20 a second). */
const SEND_EVERY_MS = 100;
/** The conversation before the kill, and after the customer is back (past the dead node's reaping, 4 s). */
const BEFORE_KILL_MS = 2_500;
const AFTER_RECONNECT_MS = 6_000;
/** Generous: a lock the dead node held expires only after its lease. */
const ACK_TIMEOUT_MS = 20_000;
const RECONNECT_TIMEOUT_MS = 15_000;
const LANDING_ATTEMPTS = 12;
const PULL_PAGE = 100;

const redisUrl = process.env.SANDBOX_TEST_REDIS;
const runId = Date.now().toString(36);

let dataDir: string;
const nodes = new Map<string, SandboxProcess>();
let nginx: RunningNginx | undefined;
const sockets: { close(): Promise<void> }[] = [];

before(async () => {
  assert.equal(
    TEST_ENGINE,
    'postgres',
    'two nodes share one PostgreSQL: run `npm run test:cluster` (it sets SANDBOX_TEST_POSTGRES)',
  );
  assert.ok(redisUrl, 'two nodes need Redis: run `npm run test:cluster` (it sets SANDBOX_TEST_REDIS)');
  dataDir = newDataDir('support-cluster-test-');
  // One after the other: the first migrates and seeds the shared database.
  for (const [nodeId, aiDelayMs] of [
    ['a', NODE_A_AI_DELAY_MS],
    ['b', NODE_B_AI_DELAY_MS],
  ] as const)
    // The customer sends far more than a person's messages a minute (docs/protocol.md, "Quotas").
    nodes.set(nodeId, await spawnSandbox({ dataDir, aiDelayMs, redisUrl, nodeId, messageRateLimit: '100000/60' }));
  nginx = await startNginx({ upstreams: [...nodes.values()].map((node) => `127.0.0.1:${node.port}`) });
});

after(async () => {
  await Promise.all(sockets.map((socket) => socket.close().catch(() => undefined)));
  await nginx?.stop();
  await Promise.all([...nodes.values()].map((node) => node.kill()));
  if (dataDir) await removeDataDir(dataDir);
});

const nginxSide = () => ({ baseUrl: nginx!.url, wsUrl: `${nginx!.url.replace(/^http/, 'ws')}${WS_PATH}` });

/** Opens sockets through nginx until one lands on `node` (nginx takes turns between the nodes). */
async function landOn<S extends { node: string | undefined; close(): Promise<void> }>(
  node: string,
  open: () => Promise<S>,
): Promise<S> {
  const landings: (string | undefined)[] = [];
  for (let attempt = 0; attempt < LANDING_ATTEMPTS; attempt++) {
    const socket = await open();
    if (socket.node === node) {
      sockets.push(socket);
      return socket;
    }
    landings.push(socket.node);
    await socket.close();
  }
  throw new Error(
    `no socket through nginx landed on node ${node}; they landed on ${JSON.stringify(landings)} (x-sandbox-node)`,
  );
}

const replyTo = (msgIncr: string) => (result: DecodeResult) =>
  (result.kind === 'frame' && result.frame.msg_incr === msgIncr) ||
  (result.kind === 'replyError' && result.error.msg_incr === msgIncr);

function frameData<T>(result: DecodeResult, identify: string): T {
  if (result.kind !== 'frame' || result.frame.identify !== identify)
    throw new Error(`expected a ${identify} reply, got ${JSON.stringify(result)}`);
  return result.frame.data as T;
}

/** The customer's side: sends group texts, remembers which were acknowledged (and at which seq). */
class Customer {
  readonly sent: WireMessage[] = [];
  readonly ackedSeq = new Map<string, number>();
  readonly refused: string[] = [];
  resent = 0;

  constructor(
    public socket: TestSocket,
    private readonly token: string,
  ) {}

  sendNext(): void {
    if (this.socket.socket.readyState !== WebSocket.OPEN) return;
    const message = textMessage(`customer ${this.sent.length + 1}`, {
      client_msg_id: `${runId}-customer-${this.sent.length + 1}`,
      chat_type: CHAT_TYPE.group,
      group_id: ALICE_GROUP,
      receiver_id: '',
    });
    this.sent.push(message);
    this.transmit(message);
  }

  /** Sends (or resends) one message on the current socket and records its ack when it comes. */
  private transmit(message: WireMessage): void {
    const socket = this.socket;
    const msgIncr = socket.sendRequest('send_msg', message);
    socket.waitFor(replyTo(msgIncr), ACK_TIMEOUT_MS).then(
      (reply) => {
        if (reply.kind === 'frame')
          this.ackedSeq.set(message.client_msg_id, frameData<{ seq: number }>(reply, 'send_msg').seq);
        else this.refused.push(`${message.client_msg_id}: ${JSON.stringify(reply)}`);
      },
      // The socket died first: the message stays unacknowledged and is resent after the reconnect.
      () => undefined,
    );
  }

  /** After the node died: a new socket through nginx, then every unacknowledged message again, in order. */
  async reconnect(productId: string): Promise<void> {
    const deadline = Date.now() + RECONNECT_TIMEOUT_MS;
    for (;;) {
      try {
        this.socket = await TestSocket.open(
          socketUrl(nginxSide().wsUrl, { token: this.token, uid: ALICE, product_id: productId }),
          ALICE,
          productId,
        );
        sockets.push(this.socket);
        break;
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(
            `the customer could not reconnect through nginx: ${(error as Error).message}\n${nginx!.errors()}`,
          );
        await sleep(100);
      }
    }
    for (const message of this.sent.filter((sent) => !this.ackedSeq.has(sent.client_msg_id))) {
      this.resent += 1;
      this.transmit(message);
    }
  }

  async allAcknowledged(): Promise<void> {
    const deadline = Date.now() + ACK_TIMEOUT_MS;
    while (this.ackedSeq.size + this.refused.length < this.sent.length && Date.now() < deadline) await sleep(50);
  }
}

/** The agent's side: texts to the customer, each acknowledged by the stored message coming back. */
class Agent {
  readonly sent: string[] = [];

  constructor(
    readonly socket: AgentSocket,
    private readonly receptionId: string,
  ) {}

  sendNext(): void {
    const clientMsgId = `${runId}-agent-${this.sent.length + 1}`;
    this.sent.push(clientMsgId);
    this.socket.send({
      type: 'send',
      reception_id: this.receptionId,
      content: `agent ${this.sent.length}`,
      client_msg_id: clientMsgId,
    });
  }

  echoed(): Set<string> {
    return new Set(
      this.socket.received.flatMap((frame) =>
        frame.type === 'message' ? [(frame.message as WireMessage).client_msg_id] : [],
      ),
    );
  }

  async allEchoed(): Promise<void> {
    const deadline = Date.now() + ACK_TIMEOUT_MS;
    while (this.sent.some((id) => !this.echoed().has(id)) && Date.now() < deadline) await sleep(50);
  }
}

/** A whole conversation, as the customer syncs it: its seq range, then pages by max seq. */
async function pullConversation(socket: TestSocket, conversationId = GROUP_CONVERSATION): Promise<WireMessage[]> {
  const range = frameData<{ max_seq: number }>(
    await socket.request('get_max_and_min_seq', { conversation_id: conversationId }),
    'get_max_and_min_seq',
  );
  const pages: WireMessage[][] = [];
  for (let maxSeq = range.max_seq; maxSeq >= 1; maxSeq -= PULL_PAGE) {
    const page = await socket.request('pull_msg_by_max_seq', {
      conversation_id: conversationId,
      max_seq: maxSeq,
      count: PULL_PAGE,
    });
    pages.unshift(frameData<{ messages: WireMessage[] }>(page, 'pull_msg_by_max_seq').messages);
  }
  return pages.flat();
}

/** Each sender's messages (by the number in their client_msg_id) in the conversation's order. */
function inSendOrder(conversation: WireMessage[], senderId: string): boolean {
  const numbers = conversation
    .filter((message) => message.sender_id === senderId && message.client_msg_id.startsWith(runId))
    .map((message) => Number(message.client_msg_id.split('-').at(-1)));
  return numbers.every((number, index) => index === 0 || number > numbers[index - 1]);
}

/** The AI's answers after the question at `questionSeq`, once there is one (or the time is up). */
async function answersAfter(socket: TestSocket, questionSeq: number): Promise<WireMessage[]> {
  const deadline = Date.now() + OWED_ANSWER_TIMEOUT_MS;
  for (;;) {
    const answers = (await pullConversation(socket, ALICE_AI_CONVERSATION)).filter(
      (message) => message.seq > questionSeq && message.content_type === CONTENT_TYPE.aiReply,
    );
    if (answers.length > 0 || Date.now() > deadline) return answers;
    await sleep(200);
  }
}

test('a node dies mid-conversation: the customer goes on on the other node with nothing lost, doubled or reordered', async () => {
  const side = nginxSide();
  const agentToken = (await signInAgent(side, ANN)).token;
  const agentSocket = await landOn('b', () => AgentSocket.open(side, agentToken));

  const { token } = await login(side.baseUrl);
  const productId = await productIdOf(side.baseUrl, 'demo');
  const customerSocket = await landOn('a', () =>
    TestSocket.open(socketUrl(side.wsUrl, { token, uid: ALICE, product_id: productId }), ALICE, productId),
  );

  // The AI first, then a human: the handover crosses nodes (customer on A, agent on B).
  frameData(
    await customerSocket.request('init_ai_customer_conversation', { time_zone: 'UTC' }),
    'init_ai_customer_conversation',
  );
  frameData(await customerSocket.request('send_msg', textMessage('how do I reset my password')), 'send_msg');
  await customerSocket.waitFor(
    (result) =>
      result.kind === 'frame' &&
      result.frame.identify === 'push_msg' &&
      result.frame.data.content_type === CONTENT_TYPE.aiReply,
  );
  const contact = frameData<{ reception?: { id: string } }>(
    await customerSocket.request('seat_reception_contact', {
      conversation_id: `si_${ALICE}_${AI_OF_DEMO}`,
      reason: 'help',
    }),
    'seat_reception_contact',
  );
  const receptionId = contact.reception?.id;
  assert.ok(receptionId, `no reception: ${JSON.stringify(contact)}`);
  await agentSocket.waitFor(
    (frame: AgentFrame) => frame.type === 'waiting' && JSON.stringify(frame.receptions).includes(receptionId),
    0,
    10_000,
  );
  agentSocket.send({ type: 'accept', reception_id: receptionId });
  await agentSocket.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId, 0, 10_000);
  await customerSocket.waitFor(
    (result) =>
      result.kind === 'frame' &&
      result.frame.identify === 'push_msg' &&
      result.frame.data.content_type === CONTENT_TYPE.groupSystem,
    10_000,
  );

  const customer = new Customer(customerSocket, token);
  const agent = new Agent(agentSocket, receptionId);
  let owedQuestionSeq = 0;
  const ticker = setInterval(() => {
    customer.sendNext();
    agent.sendNext();
  }, SEND_EVERY_MS);
  try {
    await sleep(BEFORE_KILL_MS);
    // A question to the AI that node A acknowledges and still owes (it types for 2 s) when it dies.
    const owedQuestion = frameData<{ seq: number }>(
      await customerSocket.request(
        'send_msg',
        textMessage('how do I change my email', { client_msg_id: `${runId}-owed` }),
      ),
      'send_msg',
    );
    owedQuestionSeq = owedQuestion.seq;
    // One more in flight as the node dies: frozen first, node A never reads it, so its ack cannot come back.
    const nodeA = nodes.get('a')!;
    process.kill(nodeA.pid!, 'SIGSTOP');
    customer.sendNext();
    await nodeA.kill('SIGKILL');
    const sentBeforeKill = { customer: customer.sent.length, agent: agent.sent.length };
    await customerSocket.closed;
    await customer.reconnect(productId);
    assert.equal(customer.socket.node, 'b', 'with node A dead, nginx must hand the customer to node B');
    await sleep(AFTER_RECONNECT_MS);
    console.info(
      `failover: node A killed after ${sentBeforeKill.customer} customer and ${sentBeforeKill.agent} agent messages; ${customer.resent} resent on node B`,
    );
  } finally {
    clearInterval(ticker);
  }
  assert.ok(customer.resent > 0, 'the message in flight when node A died must have been resent on node B');
  await customer.allAcknowledged();
  await agent.allEchoed();

  const conversation = await pullConversation(customer.socket);
  const stored = new Map<string, number[]>();
  for (const message of conversation)
    stored.set(message.client_msg_id, [...(stored.get(message.client_msg_id) ?? []), message.seq]);
  const lost = [...customer.ackedSeq.keys(), ...agent.sent].filter((id) => !stored.has(id));
  const doubled = [...stored].filter(([, seqs]) => seqs.length > 1).map(([id]) => id);
  const seqsIncrease = conversation.every((message, index) => index === 0 || message.seq > conversation[index - 1].seq);
  const orderKept = seqsIncrease && inSendOrder(conversation, ALICE) && inSendOrder(conversation, ANN);
  console.info(
    `failover: lost ${lost.length}, doubled ${doubled.length}, order ${orderKept ? 'kept' : 'BROKEN'} (customer sent ${customer.sent.length}, agent sent ${agent.sent.length})`,
  );

  assert.deepEqual(lost, [], 'acknowledged or agent messages missing from the conversation');
  assert.deepEqual(doubled, [], 'client_msg_ids stored twice');
  assert.ok(
    orderKept,
    `order broken: ${JSON.stringify(conversation.map((message) => [message.seq, message.sender_id, message.client_msg_id]))}`,
  );
  assert.deepEqual(customer.refused, [], 'customer messages refused');
  const unacknowledged = customer.sent
    .filter((message) => !customer.ackedSeq.has(message.client_msg_id))
    .map((message) => message.client_msg_id);
  assert.deepEqual(unacknowledged, [], 'customer messages never acknowledged, even after the resend');
  const ackedElsewhere = [...customer.ackedSeq].filter(([id, seq]) => stored.get(id)?.[0] !== seq);
  assert.deepEqual(ackedElsewhere, [], 'acks whose seq is not the stored message’s');
  assert.ok(agentSocket.socket.readyState === WebSocket.OPEN, 'the agent on node B stayed connected');

  const owedAnswers = await answersAfter(customer.socket, owedQuestionSeq);
  console.info(`failover: the question node A owed an answer got ${owedAnswers.length} answer(s) on node B`);
  assert.equal(owedAnswers.length, 1, 'the question node A acknowledged and owed must be answered once, by node B');
});
