/**
 * send→ack latency under load: the sandbox as a child process (as `npm run sandbox` runs it), 1,000
 * customers each with their own socket, each asking its AI a question every 3 s (staggered), in a
 * product that already holds 15,000 other conversations. The figure is the p99 of the time from
 * writing a `send_msg` frame to reading its reply (the ack with the same msg_incr).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type WebSocket from 'ws';
import { openDatabase } from '../server/db/open';
import { createStore, type Store } from '../server/store';
import { CHAT_TYPE, CONTENT_TYPE } from '../src/protocol/codes';
import { drive, inBatches, login, ms, openSocket, percentile, PRODUCT, type DriveTiming } from './loadClients';
import type { BenchResult } from './run';
import { startSandboxChild, type SandboxChild } from './sandboxChild';

const CLIENTS = 1_000;
const TIMING: DriveTiming = { sendEveryMs: 3_000, warmUpMs: 9_000, measureMs: 36_000, drainMs: 10_000 };
/** Other customers' conversations in the same product (the issue measured 15,600). */
const BACKGROUND_CONVERSATIONS = 15_000;
/** The AI "types" as in `npm run sandbox`: its answers are written while other questions arrive. */
const AI_DELAY_MS = 500;
/** Logins and socket opens in flight at once while setting up. */
const SETUP_CONCURRENCY = 50;
const BUDGET_P99_MS = 250;

const FIRST_CLIENT_ID = 700_001;
const FIRST_BACKGROUND_ID = 800_001;

/** Customers, their conversations with the AI and a question and answer in each, written before the sandbox starts. */
async function seedLoad(dataDir: string): Promise<void> {
  const database = await openDatabase({ engine: 'sqlite', dataDir });
  try {
    const store = createStore(database);
    const clientIds = Array.from({ length: CLIENTS }, (_, index) => String(FIRST_CLIENT_ID + index));
    await inBatches(clientIds, SETUP_CONCURRENCY, (id) =>
      store.users.createCustomer({ id, username: `load-${id}`, nickname: `Load ${id}` }),
    );
    const backgroundIds = Array.from({ length: BACKGROUND_CONVERSATIONS }, (_, index) =>
      String(FIRST_BACKGROUND_ID + index),
    );
    await inBatches(backgroundIds, SETUP_CONCURRENCY, (id) => seedBackgroundConversation(store, id));
  } finally {
    await database.close();
  }
}

async function seedBackgroundConversation(store: Store, id: string): Promise<void> {
  await store.users.createCustomer({ id, username: `background-${id}`, nickname: `Background ${id}` });
  const { conversationId } = await store.conversations.ensureSingle(PRODUCT.id, id, PRODUCT.aiUserId);
  const common = { conversationId, groupId: '', chatType: CHAT_TYPE.single };
  await store.messages.append({
    ...common,
    clientMsgId: `bg-${id}`,
    senderId: id,
    receiverId: PRODUCT.aiUserId,
    contentType: CONTENT_TYPE.text,
    content: 'hello',
  });
  await store.messages.append({
    ...common,
    clientMsgId: `bg-answer-${id}`,
    senderId: PRODUCT.aiUserId,
    receiverId: id,
    contentType: CONTENT_TYPE.aiReply,
    content: JSON.stringify({ reply_code: 'ANSWER', contact_human: 0, reset_question: 0, data: { text: 'Hi!' } }),
  });
}

export async function sendAckLatency(): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'support-load-'));
  const sockets: WebSocket[] = [];
  let sandbox: SandboxChild | undefined;
  try {
    await seedLoad(dataDir);
    sandbox = await startSandboxChild({ dataDir, aiDelayMs: AI_DELAY_MS });
    const { baseUrl, wsUrl } = sandbox;
    const userIds = Array.from({ length: CLIENTS }, (_, index) => String(FIRST_CLIENT_ID + index));
    const tokens = await inBatches(userIds, SETUP_CONCURRENCY, (userId) => login(baseUrl, userId));
    const open = await inBatches(
      userIds.map((userId, index) => ({ userId, token: tokens[index] })),
      SETUP_CONCURRENCY,
      ({ userId, token }) => openSocket(wsUrl, userId, token, sockets),
    );
    const tally = await drive(open, TIMING);
    // Stopped under us (by a signal from outside, or a crash): the figures would mean nothing.
    const ended = sandbox.ended();
    if (ended) throw new Error(`${ended}\n(during the run: ${tally.acks} acks, ${tally.dropped} sockets dropped)`);
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    if (sorted.length === 0) throw new Error(`no send was measured (${tally.dropped} sockets dropped)`);
    const p50 = percentile(sorted, 0.5);
    const p99 = percentile(sorted, 0.99);
    const failures = [
      tally.errors ? `${tally.errors.toLocaleString('en-US')} refused` : '',
      tally.lost ? `${tally.lost.toLocaleString('en-US')} unanswered` : '',
      tally.dropped ? `${tally.dropped.toLocaleString('en-US')} sockets dropped` : '',
    ].filter(Boolean);
    return {
      name:
        `send→ack for ${CLIENTS.toLocaleString('en-US')} clients each sending every ${TIMING.sendEveryMs / 1000} s, ` +
        `${BACKGROUND_CONVERSATIONS.toLocaleString('en-US')} other conversations in the product ` +
        `(p50 ${ms(p50)} ms, p99 ${ms(p99)} ms, ${tally.acks.toLocaleString('en-US')} acks${failures.map((failure) => `, ${failure}`).join('')})`,
      value: Number(ms(p99)),
      unit: 'ms p99',
      budget: `< ${BUDGET_P99_MS} ms`,
      withinBudget: p99 < BUDGET_P99_MS && failures.length === 0,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await sandbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
