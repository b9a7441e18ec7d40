/**
 * Starts the real sandbox backend for tests (node test environment only: the sandbox needs Node's
 * `ws` and `better-sqlite3`, which do not load under jsdom's browser export conditions).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import './passwordCost';
import { buildSandbox, type SandboxOptions } from '../../server/app';
import type { RateLimitRule } from '../../server/http/rateLimits';
import type { FaultController } from '../../server/realtime/faults';
import { startStorageHost, type RunningStorage } from '../../server/storage/start';
import { decodeIncomingFrame, type DecodeResult } from '../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE, PLATFORM_ID } from '../../src/protocol/codes';
import type { WireMessage } from '../../src/protocol/entities';
import type { OutgoingData } from '../../src/protocol/frames';
import { HEADERS, REST, WS_PATH, type OutgoingIdentifier } from '../../src/protocol/identifiers';
import { nodeOf } from './nodeHeader';
import { dropTestDatabaseFor, testDatabaseUrlFor } from './testDatabase';

/** Passed on as they are; each defaults to the sandbox's own (server/app.ts, SandboxOptions). */
type PassedSandboxOptions = Pick<
  SandboxOptions,
  | 'frameBudget'
  | 'tokenTtlMs'
  | 'signWindowMs'
  | 'agentConsole'
  | 'agentTokenTtlMs'
  | 'agentOrigins'
  | 'queueGraceMs'
  | 'agentMaxChats'
  | 'redisUrl'
  | 'nodeId'
  | 'redisKeyPrefix'
  | 'clusterTiming'
  | 'llm'
  | 'recordingRetentionDays'
  | 'logger'
  | 'onDatabase'
  | 'signInBackoff'
  | 'quotas'
>;

export interface StartSandboxOptions extends PassedSandboxOptions {
  /** How long the AI "types" before answering; 0 unless given. */
  aiDelayMs?: number;
  /** A directory holding a built client (index.html, assets/). */
  staticDir?: string;
  /**
   * A fixed port, so that clients can reconnect to the same URL after an in-process restart
   * (`close()`, then `startSandboxIn(sameDir, { port: previous.port })`). Default 0: a free port.
   */
  port?: number;
  /** A fault switch from `createFaultController()` (server/realtime/faults.ts); may be shared by restarts. */
  faults?: FaultController;
  /**
   * Also start the separate storage host (server/storage/) on a free port; `uploadTtlMs` shortens how
   * long signed upload URLs live.
   */
  storage?: true | { uploadTtlMs: number };
  /** Serve the sandbox-only GET /__sandbox/sent-codes?target=… (identification codes it "sent"). */
  exposeSentCodes?: boolean;
  /**
   * Failed sign-ins per client address and window. Tests fail to sign in many times from one address, so
   * the default here is TEST_SIGN_IN_LIMIT; the sign-in limit tests pass the production SIGN_IN_LIMITS.
   */
  signInLimit?: RateLimitRule;
}

export const TEST_SIGN_IN_LIMIT: RateLimitRule = { max: 100_000, timeWindowMs: 60_000 };

export interface RunningSandbox {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** `ws://127.0.0.1:<port>/ws`, without the query. */
  wsUrl: string;
  port: number;
  /** `http://127.0.0.1:<port>` of the storage host, when started with `storage`. */
  storageUrl?: string;
  close: () => Promise<void>;
}

/** A fresh, empty data directory under the system's temp directory; `prefix` names it. */
export function newDataDir(prefix = 'support-sandbox-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Deletes a data directory and, on PostgreSQL, the test database named after it. */
export async function removeDataDir(dataDir: string): Promise<void> {
  await dropTestDatabaseFor(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A sandbox with a fresh data directory (and, on PostgreSQL, a fresh database) on a free port; `close`
 * stops it and deletes both.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const dataDir = newDataDir();
  try {
    const sandbox = await startSandboxIn(dataDir, options);
    return {
      ...sandbox,
      close: async () => {
        await sandbox.close();
        await removeDataDir(dataDir);
      },
    };
  } catch (error) {
    await removeDataDir(dataDir);
    throw error;
  }
}

function passedOptions(options: PassedSandboxOptions): PassedSandboxOptions {
  const {
    frameBudget,
    tokenTtlMs,
    signWindowMs,
    agentConsole,
    agentTokenTtlMs,
    agentOrigins,
    queueGraceMs,
    agentMaxChats,
  } = options;
  const {
    redisUrl,
    nodeId,
    redisKeyPrefix,
    clusterTiming,
    llm,
    recordingRetentionDays,
    logger,
    onDatabase,
    signInBackoff,
    quotas,
  } = options;
  return {
    frameBudget,
    tokenTtlMs,
    signWindowMs,
    agentConsole,
    agentTokenTtlMs,
    agentOrigins,
    queueGraceMs,
    agentMaxChats,
    redisUrl,
    nodeId,
    redisKeyPrefix,
    clusterTiming,
    llm,
    recordingRetentionDays,
    logger,
    onDatabase,
    signInBackoff,
    quotas,
  };
}

/**
 * A sandbox on a given data directory, which `close` keeps (for restart tests), as it keeps the
 * directory's database on PostgreSQL: the caller deletes both with `removeDataDir`.
 */
export async function startSandboxIn(dataDir: string, options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const storage: RunningStorage | undefined = options.storage
    ? await startStorageHost({
        host: '127.0.0.1',
        port: 0,
        dataDir,
        uploadTtlMs: options.storage === true ? undefined : options.storage.uploadTtlMs,
      })
    : undefined;
  const closeStorage = async () => {
    await storage?.app.close();
  };
  const app = await buildSandbox({
    dataDir,
    databaseUrl: await testDatabaseUrlFor(dataDir),
    staticDir: options.staticDir,
    aiDelayMs: options.aiDelayMs ?? 0,
    faults: options.faults,
    storage: storage?.link,
    exposeSentCodes: options.exposeSentCodes,
    signInLimit: options.signInLimit ?? TEST_SIGN_IN_LIMIT,
    ...passedOptions(options),
  }).catch(async (error: unknown) => {
    await closeStorage();
    throw error;
  });
  try {
    await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    await app.close();
    await closeStorage();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`,
    port,
    ...(storage ? { storageUrl: storage.link.publicUrl } : {}),
    close: async () => {
      await app.close();
      await closeStorage();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Small clients for driving the sandbox without the app.

export interface DemoLogin {
  username?: string;
  user_id?: string;
  password?: string;
  app_key?: string;
  sign?: string;
  ts?: string;
  nonce?: string;
}

/** Logs in (alice on `demo` by default) and returns the id and token; throws on a failed login. */
export async function login(baseUrl: string, body: DemoLogin = {}): Promise<{ id: string; token: string }> {
  const response = await fetch(`${baseUrl}${REST.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'alice', password: 'demo-pass', app_key: 'demo', language: 'US', ...body }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { id: string; token: string } | null };
  if (envelope.code !== 0 || !envelope.data) throw new Error(`login failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export interface SocketQuery {
  token: string;
  uid: string;
  product_id: string;
  country_code?: string;
  platform_id?: string;
}

export function socketUrl(wsUrl: string, query: Partial<SocketQuery> & Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  const full = { platform_id: String(PLATFORM_ID), country_code: 'US', ...query };
  for (const [name, value] of Object.entries(full)) if (value !== undefined) params.set(name, value);
  return `${wsUrl}?${params.toString()}`;
}

/** A WebSocket client that decodes every frame with the client's own codec and lets tests await frames. */
export class TestSocket {
  /** Every frame received, decoded, in arrival order. */
  readonly received: DecodeResult[] = [];
  /** The node that took the socket: its upgrade response's x-sandbox-node header (behind a load balancer). */
  node: string | undefined;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();
  private requestCount = 0;

  private constructor(
    readonly socket: WebSocket,
    readonly uid: string,
    readonly productId: string,
  ) {
    socket.once('upgrade', (response) => {
      this.node = nodeOf(response.headers);
    });
    socket.on('message', (raw, isBinary) => {
      this.received.push(decodeIncomingFrame(isBinary ? raw : raw.toString()));
      for (const wake of [...this.waiters]) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of [...this.waiters]) wake();
      });
    });
  }

  /** Opens a socket; resolves once open (the server may still close it right after). */
  static open(url: string, uid = '', productId = ''): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const client = new TestSocket(socket, uid, productId);
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  send(raw: string | Buffer): void {
    this.socket.send(raw);
  }

  /** Sends a request frame with a fresh msg_incr and returns that msg_incr. */
  sendRequest<I extends OutgoingIdentifier>(identify: I, data: OutgoingData[I] | Record<string, unknown>): string {
    this.requestCount += 1;
    const msgIncr = `t-${this.requestCount}`;
    this.send(JSON.stringify({ identify, sender_id: this.uid, product_id: this.productId, msg_incr: msgIncr, data }));
    return msgIncr;
  }

  /** Sends a request and resolves with its reply (a frame or a replyError). */
  async request<I extends OutgoingIdentifier>(
    identify: I,
    data: OutgoingData[I] | Record<string, unknown>,
  ): Promise<DecodeResult> {
    const msgIncr = this.sendRequest(identify, data);
    return this.waitFor((result) => replyIncr(result) === msgIncr);
  }

  /** The first frame received so far or later that matches. */
  waitFor(matches: (result: DecodeResult) => boolean, timeoutMs = 5000): Promise<DecodeResult> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received.find(matches);
        if (found) {
          finish();
          resolve(found);
        } else if (this.socket.readyState === WebSocket.CLOSED) {
          finish();
          reject(new Error('socket closed before the expected frame arrived'));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no matching frame within ${timeoutMs} ms; received ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) {
      this.socket.close(1000);
      await this.closed;
    }
  }
}

/** Matches a pushed signal (push_signal_msg) of this content type. */
export const isSignal = (contentType: number) => (result: DecodeResult) =>
  result.kind === 'frame' &&
  result.frame.identify === 'push_signal_msg' &&
  result.frame.data.content_type === contentType;

function replyIncr(result: DecodeResult): string | undefined {
  if (result.kind === 'frame') return result.frame.msg_incr;
  if (result.kind === 'replyError') return result.error.msg_incr;
  return undefined;
}

/** Logs in and opens a socket for that user (alice on `demo`, US, by default). */
export async function connectAs(
  sandbox: Pick<RunningSandbox, 'baseUrl' | 'wsUrl'>,
  options: DemoLogin & { country_code?: string; product_id?: string } = {},
): Promise<TestSocket> {
  const { country_code: country = 'US', product_id: productOverride, ...credentials } = options;
  const { id, token } = await login(sandbox.baseUrl, credentials);
  const productId = productOverride ?? (await productIdOf(sandbox.baseUrl, credentials.app_key ?? 'demo'));
  return TestSocket.open(
    socketUrl(sandbox.wsUrl, { token, uid: id, product_id: productId, country_code: country }),
    id,
    productId,
  );
}

export async function productIdOf(baseUrl: string, appKey: string): Promise<string> {
  const response = await fetch(`${baseUrl}${REST.productByAppKey}?key=${encodeURIComponent(appKey)}`);
  const envelope = (await response.json()) as { data: { id: string } };
  return envelope.data.id;
}

// ---------------------------------------------------------------------------------------------
// Shared by the realtime tests (sandbox-*.test.ts) and the chaos test.

let messageCount = 0;

/** A send_msg body: plain text from a customer to a user (the product's AI by default), with a fresh client_msg_id. */
export function textMessage(content: string, overrides: Partial<WireMessage> = {}): WireMessage {
  messageCount += 1;
  return {
    client_msg_id: `${process.pid}-${Date.now().toString(36)}-${messageCount}`,
    seq: 0,
    sender_id: '10001',
    receiver_id: '20001',
    group_id: '',
    chat_type: CHAT_TYPE.single,
    content_type: CONTENT_TYPE.text,
    content,
    sender_platform_id: PLATFORM_ID,
    send_time: 0,
    ...overrides,
  };
}

/** A GET with the token header; resolves with the HTTP status and the parsed envelope. */
export async function getWithToken(
  baseUrl: string,
  path: string,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { [HEADERS.token]: token } : {} });
  return { status: response.status, body: await response.json() };
}
