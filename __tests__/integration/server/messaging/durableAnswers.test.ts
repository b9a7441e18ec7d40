/**
 * Durable AI answers (issue 30, points 4 and 5): questions are asked while the disk is full, the disk is
 * freed and the sandbox restarted; then every acknowledged question has exactly one answer, the log named
 * "disk full" (never "cannot rollback" in its place) and /health said so while it lasted.
 *
 * The full disk is the engine's own: on SQLite the sandbox's connection may not grow the file
 * (max_page_count) and a filler table takes the room left, so SQLite itself fails with SQLITE_FULL, and
 * rolls back on its own as it does on a real full disk; on PostgreSQL a trigger raises disk_full (53100)
 * on every AI answer, as the server would when it cannot extend a file.
 */
import { sql, type Kysely } from 'kysely';
import { Writable } from 'node:stream';
import type { SandboxDatabase } from '../../../../server/db/open';
import type { Schema } from '../../../../server/db/schema';
import type { DecodeResult } from '../../../../src/protocol/codec';
import {
  connectAs,
  newDataDir,
  removeDataDir,
  startSandboxIn,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';
import { TEST_ENGINE } from '../../../support/testDatabase';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** SQLite's default, what the sandbox runs with. */
const SQLITE_MAX_PAGE_COUNT = 4294967294;
const FILLER_SIZES = [65536, 4096, 512, 64, 1];
/** Enough questions to make a full disk refuse something, whatever room the tables' pages had left. */
const MOST_QUESTIONS_WHILE_FULL = 40;

function capture(lines: string[]): { stream: Writable } {
  return {
    stream: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    }),
  };
}

async function fillTheDisk(db: Kysely<Schema>): Promise<void> {
  if (TEST_ENGINE === 'postgres') {
    await sql`CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER test_disk_full BEFORE INSERT ON messages FOR EACH ROW
      WHEN (NEW.in_reply_to IS NOT NULL) EXECUTE FUNCTION test_disk_full()`.execute(db);
    // A full disk fails the owed answers' claims too: a claim given back or renewed would be a write
    // that succeeds, and /health would say the store is well again before the test could ask.
    await sql`CREATE TRIGGER test_disk_full_claims BEFORE UPDATE ON owed_answers FOR EACH ROW
      EXECUTE FUNCTION test_disk_full()`.execute(db);
    return;
  }
  await sql`CREATE TABLE test_disk_filler (bytes BLOB)`.execute(db);
  const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
  await sql.raw(`PRAGMA max_page_count = ${rows[0].page_count}`).execute(db);
  for (const size of FILLER_SIZES) {
    for (;;) {
      const full = await sql`INSERT INTO test_disk_filler VALUES (zeroblob(${size}))`.execute(db).then(
        () => false,
        (error: { code?: string }) => error.code === 'SQLITE_FULL',
      );
      if (full) break;
    }
  }
}

async function freeTheDisk(db: Kysely<Schema>): Promise<void> {
  if (TEST_ENGINE === 'postgres') {
    await sql`DROP TRIGGER test_disk_full ON messages`.execute(db);
    await sql`DROP TRIGGER test_disk_full_claims ON owed_answers`.execute(db);
    await sql`DROP FUNCTION test_disk_full`.execute(db);
    return;
  }
  await sql.raw(`PRAGMA max_page_count = ${SQLITE_MAX_PAGE_COUNT}`).execute(db);
  await sql`DROP TABLE test_disk_filler`.execute(db);
}

/** How many answers each question has, by its server_msg_id. */
async function answerCounts(db: Kysely<Schema>, questionIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('messages')
    .select(['in_reply_to as question', (eb) => eb.fn.countAll<number>().as('answers')])
    .where('in_reply_to', 'in', questionIds)
    .groupBy('in_reply_to')
    .execute();
  return new Map(questionIds.map((id) => [id, Number(rows.find((row) => row.question === id)?.answers ?? 0)]));
}

async function owedIds(db: Kysely<Schema>): Promise<string[]> {
  const rows = await db.selectFrom('owed_answers').select('question_server_msg_id as id').execute();
  return rows.map((row) => row.id);
}

async function health(
  sandbox: RunningSandbox,
): Promise<{ status: number; body: { status: string; store?: { cause: string } } }> {
  const response = await fetch(`${sandbox.baseUrl}/health`);
  return { status: response.status, body: (await response.json()) as { status: string; store?: { cause: string } } };
}

/** Asks a question; its server_msg_id when acknowledged, undefined when refused. */
async function ask(socket: TestSocket, clientMsgId: string): Promise<string | undefined> {
  const reply: DecodeResult = await socket.request(
    'send_msg',
    textMessage(`how do I reset my password (${clientMsgId})`, { client_msg_id: clientMsgId }),
  );
  return reply.kind === 'frame' && reply.frame.identify === 'send_msg' ? reply.frame.data.server_msg_id : undefined;
}

describe('AI answers across a full disk and a restart', () => {
  const dataDir = newDataDir('support-durable-answers-');
  const logLines: string[] = [];
  let database: SandboxDatabase | undefined;
  let sandbox: RunningSandbox | undefined;
  let socket: TestSocket | undefined;
  const start = async () => {
    sandbox = await startSandboxIn(dataDir, {
      aiDelayMs: 20,
      logger: capture(logLines),
      onDatabase: (opened) => {
        database = opened;
      },
    });
    socket = await connectAs(sandbox);
    return { sandbox, socket, db: database!.db };
  };

  afterAll(async () => {
    await socket?.close();
    await sandbox?.close();
    await removeDataDir(dataDir);
  });

  it('answers every acknowledged question exactly once; the log and /health name the cause while it lasts', async () => {
    let { sandbox: running, socket: customer, db } = await start();
    const acknowledged: string[] = [];
    const first = await ask(customer, 'before-full');
    expect(first).toBeDefined();
    acknowledged.push(first!);
    expect(await health(running)).toEqual({ status: 200, body: { status: 'ok' } });

    await fillTheDisk(db);
    let degraded: Awaited<ReturnType<typeof health>> | undefined;
    let unansweredWhileFull: string[] = [];
    for (let index = 0; index < MOST_QUESTIONS_WHILE_FULL; index++) {
      const id = await ask(customer, `while-full-${index}`);
      if (id) acknowledged.push(id);
      await sleep(100);
      const now = await health(running);
      if (now.status !== 200) degraded = now;
      const counts = await answerCounts(db, acknowledged);
      unansweredWhileFull = acknowledged.filter((question) => counts.get(question) === 0);
      if (degraded && unansweredWhileFull.length > 0 && index >= 2) break;
    }
    expect(degraded?.status).toBe(503);
    expect(degraded?.body).toMatchObject({ status: 'degraded', store: { cause: 'disk full' } });
    expect(unansweredWhileFull).not.toEqual([]);
    // Acknowledged means owed: each one without its answer has its owed answer stored with it.
    const owed = await owedIds(db);
    expect(unansweredWhileFull.filter((question) => !owed.includes(question))).toEqual([]);

    await freeTheDisk(db);
    // A write that succeeds ends the episode.
    const after = await ask(customer, 'after-full');
    expect(after).toBeDefined();
    acknowledged.push(after!);
    expect(await health(running)).toEqual({ status: 200, body: { status: 'ok' } });

    await customer.close();
    await running.close();
    ({ sandbox: running, socket: customer, db } = await start());
    const deadline = Date.now() + 15_000;
    let counts = await answerCounts(db, acknowledged);
    while ([...counts.values()].some((answers) => answers !== 1) && Date.now() < deadline) {
      await sleep(100);
      counts = await answerCounts(db, acknowledged);
    }
    expect([...counts].filter(([, answers]) => answers !== 1)).toEqual([]);
    expect(await owedIds(db)).toEqual([]);

    const failures = logLines.filter((line) => line.includes('"level":50'));
    expect(failures.some((line) => line.includes('disk full'))).toBe(true);
    expect(failures.filter((line) => line.includes('cannot rollback'))).toEqual([]);
  });
});
