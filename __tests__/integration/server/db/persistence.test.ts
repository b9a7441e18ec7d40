import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_FILE, openSqliteDatabase } from '../../../../server/db/open';
import { SCHEMA_VERSION } from '../../../../server/db/migrations';
import { DEMO_FRAME_ORIGINS } from '../../../../server/db/seed';
import { createStore } from '../../../../server/store';
import type { DecodeResult, IncomingFrame } from '../../../../src/protocol/codec';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import {
  connectAs,
  login,
  startSandboxIn,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';
import { dropTestDatabaseFor } from '../../../support/testDatabase';

function frameOf<I extends IncomingFrame['identify']>(result: DecodeResult, identify: I): IncomingFrame<I> {
  if (result.kind !== 'frame' || result.frame.identify !== identify)
    throw new Error(`expected ${identify}, got ${JSON.stringify(result)}`);
  return result.frame as IncomingFrame<I>;
}

async function ask(socket: TestSocket, clientMsgId: string, text: string): Promise<number> {
  const ack = frameOf(await socket.request('send_msg', textMessage(text, { client_msg_id: clientMsgId })), 'send_msg');
  await socket.waitFor(
    (result) =>
      result.kind === 'frame' && result.frame.identify === 'push_msg' && result.frame.data.seq === ack.data.seq + 1,
  );
  return ack.data.seq;
}

describe('sandbox data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'support-sandbox-restart-'));
  let sandbox: RunningSandbox | undefined;

  afterAll(async () => {
    await sandbox?.close();
    await dropTestDatabaseFor(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps users, tokens and messages across a restart, and seqs continue', async () => {
    sandbox = await startSandboxIn(dataDir);
    const { token } = await login(sandbox.baseUrl);
    let socket = await connectAs(sandbox);
    expect(await ask(socket, 'before-1', 'hello')).toBe(1);
    expect(await ask(socket, 'before-2', 'password')).toBe(3);
    await socket.close();
    await sandbox.close();

    sandbox = await startSandboxIn(dataDir);
    // The old token still names alice: tokens are stored, not kept in memory.
    const info = await fetch(`${sandbox.baseUrl}${REST.userInfo}`, { headers: { [HEADERS.token]: token } });
    expect(((await info.json()) as { data: { id: string } }).data.id).toBe('10001');

    socket = await connectAs(sandbox);
    const init = frameOf(
      await socket.request('init_ai_customer_conversation', { time_zone: 'UTC' }),
      'init_ai_customer_conversation',
    );
    expect(init.data.conversation).toMatchObject({ max_seq: 4, min_seq: 1 });
    // A resend of a message sent before the restart is still recognised.
    const resent = frameOf(
      await socket.request('send_msg', {
        client_msg_id: 'before-2',
        seq: 0,
        sender_id: '10001',
        receiver_id: '20001',
        group_id: '',
        chat_type: 1,
        content_type: 101,
        content: 'password',
        sender_platform_id: 1,
        send_time: 0,
      }),
      'send_msg',
    );
    expect(resent.data.seq).toBe(3);
    expect(await ask(socket, 'after-1', 'thanks')).toBe(5);
    await socket.close();
  });

  it('seeds once: a third start on the same directory changes nothing', async () => {
    await sandbox?.close();
    sandbox = await startSandboxIn(dataDir);
    const response = await fetch(`${sandbox.baseUrl}${REST.productByAppKey}?key=demo-scheme3`);
    expect(await response.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { id: '3', company_id: '100', host_origins: DEMO_FRAME_ORIGINS.split(' ') },
    });
    const socket = await connectAs(sandbox);
    const range = frameOf(
      await socket.request('get_max_and_min_seq', { conversation_id: 'si_10001_20001' }),
      'get_max_and_min_seq',
    );
    expect(range.data).toEqual({ conversation_id: 'si_10001_20001', max_seq: 6, min_seq: 1, peer_read_seq: 5 });
    await socket.close();
  });
});

/** The message alice asks and the AI's answer to it, stored as send_msg and the AI responder store them. */
async function askAndAnswer(store: ReturnType<typeof createStore>, clientMsgId: string): Promise<number[]> {
  const conversation = await store.conversations.ensureSingle('1', '10001', '20001');
  const draft = { conversationId: conversation.conversationId, groupId: '', chatType: 1 as const, contentType: 101 };
  const question = await store.messages.storeOnce({
    ...draft,
    clientMsgId,
    senderId: '10001',
    receiverId: '20001',
    content: 'hello',
  });
  const answer = await store.messages.storeAnswer(
    { ...draft, clientMsgId: `answer-${clientMsgId}`, senderId: '20001', receiverId: '10001', content: 'hi' },
    question.message.serverMsgId,
  );
  return [question.message.seq, answer.message.seq];
}

// SQLite's own upgrade path (user_version and its migration list), so it runs on SQLite whatever engine the
// suite runs on; PostgreSQL's migrations are compared with it by schema-parity.test.ts.
describe('SQLite schema migrations', () => {
  it('upgrades a version-1 data directory in place, keeping its messages', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'support-sandbox-v1-'));
    try {
      const first = await openSqliteDatabase(dataDir);
      expect(await askAndAnswer(createStore(first), 'v1-1')).toEqual([1, 2]);
      await first.close();

      // Back to what migration 1 made: no in_reply_to, none of the columns later migrations add, user_version 1.
      const raw = new Database(join(dataDir, DATABASE_FILE));
      raw.exec('DROP INDEX messages_one_answer_per_question; ALTER TABLE messages DROP COLUMN in_reply_to;');
      raw.exec(
        'ALTER TABLE tokens DROP COLUMN expires_at; ALTER TABLE tokens DROP COLUMN revoked_at; ALTER TABLE products DROP COLUMN frame_origins;',
      );
      raw.exec(
        'DROP INDEX receptions_by_end; ALTER TABLE receptions DROP COLUMN locale; ALTER TABLE receptions DROP COLUMN time_zone; ALTER TABLE users DROP COLUMN max_chats;',
      );
      raw.exec(
        'DROP TABLE faq_phrasings; DROP TABLE faq_revisions; DROP TABLE faq_unanswered; DROP TABLE ai_answer_feedback; ALTER TABLE faq_questions DROP COLUMN status; ALTER TABLE users DROP COLUMN can_edit_faq;',
      );
      raw.exec(
        'DROP TABLE recording_views; DROP TABLE recording_chunks; DROP TABLE recordings; ALTER TABLE products DROP COLUMN capture_policy; ALTER TABLE products DROP COLUMN capture_sample_rate; ALTER TABLE users DROP COLUMN company_id;',
      );
      raw.exec(
        'DROP INDEX left_messages_by_answer; ALTER TABLE left_messages DROP COLUMN answered_by; ALTER TABLE left_messages DROP COLUMN answered_at; ALTER TABLE left_messages DROP COLUMN answer;',
      );
      raw.exec(
        'DROP INDEX receptions_by_product_created; DROP INDEX messages_by_reception; ALTER TABLE users DROP COLUMN is_supervisor;',
      );
      // An agent added by hand, not by the seed: the upgrade puts it in the only company there is.
      raw.exec("INSERT INTO users (id, username, kind, created_at) VALUES ('30099', 'zoe', 'agent', 0);");
      raw.exec('PRAGMA user_version = 1;');
      raw.close();

      const upgraded = await openSqliteDatabase(dataDir);
      const store = createStore(upgraded);
      expect(await askAndAnswer(store, 'v1-2')).toEqual([3, 4]);
      expect((await store.products.findById('1'))?.frameOrigins).toBe(DEMO_FRAME_ORIGINS);
      expect(await store.users.maxChatsOf('30001')).toBe(2);
      expect(await store.users.companyOf('30099')).toBe('100');
      expect((await store.products.findById('1'))?.capturePolicy).toBe('on_support');
      expect(await store.users.rolesOf('30003')).toEqual({ canEditFaq: false, supervisor: true });
      await upgraded.close();

      const check = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
      expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(2);
      // The two messages from before the upgrade have no in_reply_to; the answer after it has one.
      expect(check.prepare('SELECT COUNT(*) AS n FROM messages WHERE in_reply_to IS NULL').get()).toEqual({ n: 3 });
      check.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
