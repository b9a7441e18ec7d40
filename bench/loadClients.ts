/**
 * Simulated customers for the load benchmarks (load.bench.ts, cluster.bench.ts): signed-link logins,
 * one socket each, an AI question from each socket at a fixed cadence, and the send→ack times of the
 * sends made inside a measuring window.
 */
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { nodeOf } from '../__tests__/support/nodeHeader';
import { DEMO_PRODUCTS } from '../server/db/seed';
import { signLink } from '../server/sessions/signedLinks';
import { CHAT_TYPE, CONTENT_TYPE, PLATFORM_ID } from '../src/protocol/codes';
import type { AiQueryPayload, WireMessage } from '../src/protocol/entities';
import { REST } from '../src/protocol/identifiers';

/** The signed product: a valid sign logs a customer in without a password hash to check (scrypt), and creates one it has not seen. */
export const PRODUCT = DEMO_PRODUCTS.find(
  (product) => product.appKey === 'demo-signed',
) as (typeof DEMO_PRODUCTS)[number] & { secret: string };
export const SETUP_TIMEOUT_MS = 15_000;

export interface LoadClient {
  userId: string;
  socket: WebSocket;
  /** The node that took the socket (its upgrade's x-sandbox-node), when it says. */
  node: string | undefined;
}

export interface DriveTiming {
  sendEveryMs: number;
  /** Sends before this are not measured: conversations are created, caches and the JIT warm up. */
  warmUpMs: number;
  measureMs: number;
  /** How long to wait for the acks of the last measured sends; an ack still missing then counts as lost. */
  drainMs: number;
}

export interface Tally {
  /** Of every measured send: acknowledged ones, and lost ones with the time waited for them. */
  latencies: number[];
  /** Measured sends, by the node of the socket that made them ('' when it did not say). */
  sentByNode: Map<string, number>;
  acks: number;
  /** Replies with a non-zero err_code. */
  errors: number;
  /** Measured sends with no reply by the end of the drain. */
  lost: number;
  /** Sockets that closed during the run. */
  dropped: number;
}

/** Called as the measuring window opens and as it closes (no send is measured after it). */
export interface WindowHooks {
  opened(): void;
  closed(): void;
}

export async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

/** Signs `load-<userId>` in through the signed product (creating the customer when new); the session token. */
export async function login(baseUrl: string, userId: string): Promise<string> {
  const username = `load-${userId}`;
  const response = await fetch(`${baseUrl}${REST.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      user_id: userId,
      password: 'unused',
      app_key: PRODUCT.appKey,
      ...signLink(PRODUCT.secret, { appKey: PRODUCT.appKey, username, userId }),
      language: 'US',
    }),
    signal: AbortSignal.timeout(SETUP_TIMEOUT_MS),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { id: string; token: string } | null };
  if (envelope.code !== 0 || envelope.data?.id !== userId)
    throw new Error(`login of ${username} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data.token;
}

/** Opens the customer socket; `sockets` gets it at once, so a caller can close every socket even after a failure. */
export function openSocket(wsUrl: string, userId: string, token: string, sockets: WebSocket[]): Promise<LoadClient> {
  const query = new URLSearchParams({
    token,
    uid: userId,
    platform_id: String(PLATFORM_ID),
    product_id: PRODUCT.id,
    country_code: 'US',
  });
  const socket = new WebSocket(`${wsUrl}?${query.toString()}`);
  sockets.push(socket);
  let node: string | undefined;
  socket.once('upgrade', (response: IncomingMessage) => {
    node = nodeOf(response.headers);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`socket of ${userId} did not open within ${SETUP_TIMEOUT_MS} ms`)),
      SETUP_TIMEOUT_MS,
    );
    socket.once('open', () => {
      clearTimeout(timer);
      resolve({ userId, socket, node });
    });
    // Kept for the socket's life: a later error (then a close, counted by drive) must not be unhandled.
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function sendMsgFrame(userId: string, msgIncr: string, count: number): string {
  const query: AiQueryPayload = {
    time_zone: 'UTC',
    query: `question ${count} from ${userId}: how long does a withdrawal take?`,
    images: [],
    withdraw_order_ids: [],
  };
  const data: WireMessage = {
    client_msg_id: `load-${userId}-${count}`,
    seq: 0,
    sender_id: userId,
    receiver_id: PRODUCT.aiUserId,
    group_id: '',
    chat_type: CHAT_TYPE.single,
    content_type: CONTENT_TYPE.aiQuery,
    content: JSON.stringify(query),
    sender_platform_id: PLATFORM_ID,
    send_time: Date.now(),
  };
  return JSON.stringify({ identify: 'send_msg', sender_id: userId, product_id: PRODUCT.id, msg_incr: msgIncr, data });
}

/** Milliseconds as printed: one decimal below 10. */
export function ms(value: number): string {
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}

/** Nearest rank; `sorted` ascending and not empty. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** Sends in a run are numbered on from earlier runs over the same sockets, so every client_msg_id is new. */
let sendCount = 0;

/**
 * Sends every `sendEveryMs` from each socket (client i starts i/n of a period late) and times the acks of
 * the sends made in the window. May run again over the same sockets: it removes its listeners when done.
 */
export async function drive(clients: readonly LoadClient[], timing: DriveTiming, hooks?: WindowHooks): Promise<Tally> {
  const tally: Tally = { latencies: [], sentByNode: new Map(), acks: 0, errors: 0, lost: 0, dropped: 0 };
  const started = performance.now();
  const measureFrom = started + timing.warmUpMs;
  const measureUntil = measureFrom + timing.measureMs;
  /** Measured sends awaiting their ack: msg_incr → when it was written. */
  const pending = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  const detach: (() => void)[] = [];

  clients.forEach(({ userId, socket, node = '' }, index) => {
    const onMessage = (raw: WebSocket.RawData) => {
      const frame = JSON.parse(raw.toString()) as { identify?: string; msg_incr?: string; err_code?: number };
      if (frame.identify !== 'send_msg' || frame.msg_incr === undefined) return;
      const sentAt = pending.get(frame.msg_incr);
      if (sentAt === undefined) return;
      pending.delete(frame.msg_incr);
      if (frame.err_code) {
        tally.errors += 1;
        return;
      }
      tally.acks += 1;
      tally.latencies.push(performance.now() - sentAt);
    };
    const onClose = () => {
      tally.dropped += 1;
    };
    socket.on('message', onMessage);
    socket.on('close', onClose);
    detach.push(() => socket.off('message', onMessage).off('close', onClose));
    const send = () => {
      const now = performance.now();
      if (now >= measureUntil || socket.readyState !== WebSocket.OPEN) return;
      sendCount += 1;
      const msgIncr = `${userId}-${sendCount}`;
      socket.send(sendMsgFrame(userId, msgIncr, sendCount));
      if (now < measureFrom) return;
      pending.set(msgIncr, now);
      tally.sentByNode.set(node, (tally.sentByNode.get(node) ?? 0) + 1);
    };
    timers.push(
      setTimeout(
        () => {
          send();
          timers.push(setInterval(send, timing.sendEveryMs));
        },
        (index * timing.sendEveryMs) / clients.length,
      ),
    );
  });

  try {
    await new Promise((resolve) => setTimeout(resolve, timing.warmUpMs));
    hooks?.opened();
    await new Promise((resolve) => setTimeout(resolve, timing.measureMs));
    hooks?.closed();
    const drainUntil = performance.now() + timing.drainMs;
    while (pending.size > 0 && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    for (const timer of timers) clearTimeout(timer);
    for (const off of detach) off();
  }
  // Acks that never came count as lost, with at least the time waited, so an overloaded server does not look fast.
  const end = performance.now();
  for (const sentAt of pending.values()) tally.latencies.push(end - sentAt);
  tally.lost = pending.size;
  return tally;
}
