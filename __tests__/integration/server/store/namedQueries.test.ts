/**
 * The sandbox's query plans, as a specification (issue "fast where the user is"): a socket frame or a
 * frequent REST call must cost the same in a product with 15,000 conversations as in an empty one.
 *
 * Every query the stores run has a name (`named()` in server/store/namedQueries.ts) and is listed below,
 * either in HOT with the paths it serves or in NOT_HOT with why it is not on one. A query missing from
 * both lists fails, and so does a store that runs a query without a name, or SQL run outside the stores.
 *
 * For each hot query, `EXPLAIN QUERY PLAN` on a migrated and seeded SQLite database must show:
 *   - no SCAN of a table that grows: `SCAN t` reads every row of t, and so does `SCAN t USING
 *     [COVERING] INDEX i` (the whole index, in its order). The one exception is a declared in-order
 *     walk (`inOrder`): ORDER BY … LIMIT answered by an index or the rowid, with no sort, so it stops
 *     after LIMIT rows. Tables that do not grow with traffic (FIXED_TABLES) may be scanned.
 *   - no SEARCH without an index, and no automatic (built per query) index;
 *   - the named indexes it lists under `uses`.
 * And each index the migrations create is needed: dropping it breaks at least one hot query here.
 *
 * SQLite plans these from the schema alone (the sandbox never runs ANALYZE), so the rows in the
 * database do not change the plans; the load itself is measured by bench/load.bench.ts.
 *
 * With SANDBOX_TEST_POSTGRES set, every named query is also prepared on a migrated PostgreSQL database
 * (so each one is valid there), and no hot one's generic plan may read a growing table with a Seq Scan
 * while sequential scans are disabled: that is, PostgreSQL has an index for each of them too.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { openSqliteDatabase, type SandboxDatabase } from '../../../../server/db/open';
import type { Schema } from '../../../../server/db/schema';
import { createStore } from '../../../../server/store';
import { namedQueries, type NamedQuerySql } from '../../../../server/store/namedQueries';
import { TEST_ENGINE } from '../../../support/testDatabase';
import { storeForTests } from '../../../support/testStore';
import { REPO_ROOT } from '../../../support/repoRoot';

interface Hot {
  /** The frames and calls it runs on. */
  on: string;
  /** Named indexes its plan must use (primary keys and UNIQUE columns are covered by the no-scan rule). */
  uses?: readonly string[];
  /** It walks an index (or the rowid) in ORDER BY order and stops at LIMIT, so it may SCAN but never sort. */
  inOrder?: true;
}

/** Rows fixed by the seed, per product: a scan of them reads a handful. (None is scanned today.) */
const FIXED_TABLES: ReadonlySet<string> = new Set(['companies', 'products', 'contact_channels', 'support_hours']);

/** A list the request brings (jsonArrayValues): scanning it reads the request's values, bounded by its limits. */
const REQUEST_LISTS: ReadonlySet<string> = new Set(['json_each']);

const HOT: Record<string, Hot> = {
  // Every REST call and the socket handshake: the token, its product, its user.
  'tokens.byHash': { on: 'every REST call, socket handshake' },
  'tokens.insert': { on: 'user/login' },
  'tokens.revoke': { on: 'user/logout' },
  'signNonces.insert': { on: 'user/login with a signed link (the nonce, once per window)' },
  'signNonces.purgeExpired': {
    on: 'user/login with a signed link (forgets nonces past their window)',
    uses: ['sign_nonces_by_expiry'],
  },
  'agentTokens.byHash': { on: 'agent socket handshake' },
  'agentTokens.insert': { on: 'agent/login' },
  'agentTokens.revoke': { on: 'agent/logout' },
  'products.byAppKey': { on: 'user/login, product/by-app-key' },
  'products.byId': { on: 'every REST call' },
  'users.byId': { on: 'every REST call, send_msg (receiver), agent frames' },
  'users.byIds': { on: "user/find-by-ids, the agents' waiting and work-order lists" },
  'users.byUsername': { on: 'user/login' },
  'users.aiOfProduct': {
    on: 'init_ai_customer_conversation, support group, reception status',
    uses: ['users_by_product_kind'],
  },
  'users.maxCustomerId': { on: 'user/login of a new customer with a signed link', uses: ['users_by_customer_number'] },
  'users.insert': { on: 'user/login of a new customer with a signed link' },

  // send_msg: the conversation, the duplicate checks, the seq, the row; then the AI's answer.
  'conversations.byId': { on: 'send_msg, every conversation access check' },
  'conversations.insertSingle': { on: 'send_msg, init_ai_customer_conversation' },
  'conversations.insertGroup': { on: 'send_msg to the support group, reception messages' },
  'messages.bySenderInProduct': {
    on: 'send_msg (client_msg_id used elsewhere in the product?), msg/check-send-status',
    uses: ['messages_by_sender_client_id'],
  },
  'messages.byClientMsgId': { on: 'send_msg (a resend?)' },
  'messages.lockConversation': { on: 'send_msg and every stored answer (the idempotency check, before the seq)' },
  'messages.nextSeq': { on: 'send_msg and every stored message (seq allocation)' },
  'messages.insert': { on: 'send_msg and every stored message' },
  'messages.answerOf': { on: 'the AI answer to each question', uses: ['messages_one_answer_per_question'] },

  // Seq sync, pulls, history, the inbox.
  'conversations.minSeq': { on: 'get_max_and_min_seq, init_ai_customer_conversation' },
  'messages.inSeqRange': { on: 'pull_msg_by_max_seq' },
  'messages.newestBelow': { on: 'msg/history-list, the AI answer (previous question), agent accept and waiting list' },
  'messages.atSeq': { on: 'inbox_msg_list, conversation/recent-list (last message)' },
  'conversations.ofUser': { on: 'inbox_msg_list', uses: ['conversations_by_member_a', 'conversations_by_member_b'] },
  'conversations.pageOfUser': {
    on: 'conversation/recent-list',
    uses: ['conversations_by_member_a', 'conversations_by_member_b'],
  },
  'conversations.countOfUser': {
    on: 'conversation/recent-list',
    uses: ['conversations_by_member_a', 'conversations_by_member_b'],
  },

  // Unread: counts, pulls by max seq, marks, clearing.
  'unread.count': { on: 'get_unread_msg_by_max_seq, inbox_msg_list, conversation/recent-list' },
  'unread.newestUpTo': { on: 'get_unread_msg_by_max_seq' },
  'unread.firstUnread': { on: 'mark_msg_by_seq' },
  'unread.cursor': { on: 'mark_msg_by_seq, read receipts' },
  'unread.maxSeq': { on: 'mark_msg_by_seq, clear_conversation_unread' },
  'unread.mark': { on: 'mark_msg_by_seq' },
  'unread.moveCursor': { on: 'mark_msg_by_seq, clear_conversation_unread, read receipts' },
  'unread.dropMarksUpTo': { on: 'mark_msg_by_seq, clear_conversation_unread, read receipts' },
  'unread.sentBetween': { on: 'read receipts: the AI answer, agent accept, send and seen' },
  'unread.peerReadSeq': { on: 'get_max_and_min_seq (peer_read_seq)' },

  // Receptions and the support group.
  'receptions.groupById': { on: 'group/customer-group-info, group/member-list, send_msg to the group' },
  'receptions.insertGroup': { on: 'seat_reception_contact, group/create-group' },
  'receptions.insertMember': { on: 'seat_reception_contact, group/create-group, agent accept' },
  'receptions.membersOf': { on: 'group/member-list' },
  'receptions.isMember': { on: 'group/member-list' },
  'receptions.receptionById': { on: 'seat_reception_status, seat_reception_end*, submit-evaluate, agent frames' },
  'receptions.latestOfCustomer': { on: 'seat_reception_status', uses: ['receptions_by_customer'] },
  'evaluations.recentOfCustomer': {
    on: 'GET reception/evaluations (each chat with an evaluation card), submit-evaluate',
    uses: ['receptions_by_customer'],
  },
  'receptions.openOfCustomer': {
    on: 'seat_reception_contact, send_msg to the group',
    uses: ['receptions_by_customer'],
  },
  'receptions.waiting': {
    on: 'queue positions and the agents’ waiting list, on every reception change',
    uses: ['receptions_by_phase'],
  },
  'receptions.servedBy': {
    on: 'agent frames, offers and presence on every reception change',
    uses: ['receptions_by_agent'],
  },
  'receptions.handlingTimes': {
    on: 'queue estimates, on every reception change',
    uses: ['receptions_by_end'],
    inOrder: true,
  },
  'receptions.abandon': { on: 'a waiting customer gone longer than the grace period' },
  'users.maxChats': { on: 'offers and presence, on every reception change' },
  'cannedReplies.ofLocale': { on: 'agent accept and each served chat when a console connects' },
  'receptions.insertReception': { on: 'seat_reception_contact, seat_reception_new' },
  'receptions.accept': { on: 'agent accept' },
  'receptions.stop': { on: 'seat_reception_end*, agent end' },
  'receptions.evaluationOf': { on: 'seat_reception_status, submit-evaluate' },
  'receptions.insertEvaluation': { on: 'submit-evaluate, seat_reception_end_and_evaluate' },
  'leftMessages.insert': { on: 'seat_reception_leave_msg' },
  'leftMessages.unanswered': {
    on: 'the agents’ waiting list, on every change',
    uses: ['left_messages_by_answer'],
  },
  'leftMessages.recentlyAnswered': {
    on: 'the agents’ waiting list, on every change',
    uses: ['left_messages_by_answer'],
  },
  'leftMessages.byId': { on: 'agent answer_left_message' },
  'leftMessages.claim': { on: 'agent answer_left_message' },
  'transfers.handOver': { on: 'agent transfer to another agent' },
  'transfers.requeue': { on: 'agent transfer back to the queue' },
  'agentNotes.insert': { on: 'agent note, agent transfer' },
  'agentNotes.latestOfGroup': {
    on: 'agent accept, transfer and (re)connect: the conversation’s notes',
    uses: ['agent_notes_by_group'],
  },

  // Orders and work orders.
  'orders.withdrawOfCustomer': {
    on: 'send_msg with picked orders, the AI answer, work orders',
    uses: ['withdraw_orders_by_customer'],
  },
  'orders.topUp': { on: 'top-up order check, work-order filing' },
  'workOrders.draftOf': { on: 'work_order_pre/update (drafts while typing)' },
  'workOrders.putDraft': { on: 'work_order_pre/update' },
  'workOrders.deleteDraft': { on: 'work_order_pre/update, deal-user/work-order' },
  'workOrders.insert': { on: 'deal-user/work-order' },
  'workOrders.insertAppeal': { on: 'deal-user/work-order (appeals)' },
  'workOrders.byId': { on: 'deal-user/work-order, agent advance_work_order' },
  'workOrders.setStatus': { on: 'agent advance_work_order' },
  'workOrders.recent': {
    on: 'the agents’ work-order list, after every filing or advance',
    uses: ['work_orders_by_created'],
    inOrder: true,
  },

  // FAQ and the social screen (REST, per screen).
  'faq.types': { on: 'faq/type-list, faq/list', uses: ['faq_types_by_product', 'faq_questions_by_type'] },
  'faq.questions': { on: 'faq/list', uses: ['faq_types_by_product', 'faq_questions_by_type'] },
  'faq.question': { on: 'faq/details' },
  'contact.channels': { on: 'the social screen' },
  'contact.hours': { on: 'the social screen' },

  // Uploads: bound to their signer, checked wherever a message or a work order cites one.
  'uploads.insert': { on: 'sign-upload-object' },
  'uploads.byKey': { on: 'send_msg with an image, deal-user/work-order with files' },
  'uploads.signedSince': {
    on: 'sign-upload-object (the quotas of the minute and the day)',
    uses: ['uploads_by_customer'],
  },
  'uploads.ofProduct': { on: "GET agent/storage-use (the console's storage panel)", uses: ['uploads_by_customer'] },
  'products.ofCompany': { on: 'GET agent/storage-use' },
  // The assistant's "Did this help?".
  'answerFeedback.vote': { on: 'ai/feedback' },
  // The assistant's answer to a question nothing answered.
  'faq.noteUnanswered': { on: 'send_msg: the AI answer to a question no article answers' },

  // Field recordings: a chunk every 10 s from each page uploading; the console's list per customer.
  'recordings.insertIfAbsent': { on: 'PUT recordings/…/chunks/… (the first chunk creates the recording)' },
  'recordings.lock': { on: 'PUT recordings/…/chunks/…' },
  'recordings.chunkExists': { on: 'PUT recordings/…/chunks/… (a retry?)' },
  'recordings.insertChunk': { on: 'PUT recordings/…/chunks/…' },
  'recordings.setTotals': { on: 'PUT recordings/…/chunks/…' },
  'recordings.ofCustomerInCompany': {
    on: 'GET agent/recordings?customer_id= (each conversation, waiting card and work order in the console)',
    uses: ['recordings_by_customer'],
  },
  'recordings.byId': { on: 'GET agent/recordings/:id and its views' },
  'recordings.companyOf': { on: 'GET agent/recordings/:id and its views' },
  'recordings.chunksOf': { on: 'GET agent/recordings/:id' },
  'recordings.insertView': { on: 'GET agent/recordings/:id' },
  'recordings.viewsOf': { on: 'GET agent/recordings/:id/views' },
  'users.companyOf': {
    on: 'every agent/recordings call, agent/customers/search and agent/customers/profile, GET agent/supervisor/stats',
  },
  // The console's customer search and profiles: an agent opens one per customer; each names a company.
  'profiles.productsOfCustomer': {
    on: 'agent/customers/profile, agent/customers/search by user id',
    uses: ['tokens_by_user', 'withdraw_orders_by_customer', 'top_up_orders_by_customer'],
  },
  'profiles.withdrawalByNo': { on: 'agent/customers/search (a withdrawal order number)' },
  'profiles.topUpByNo': { on: 'agent/customers/search (a top-up order number)' },
  'profiles.workOrderOwner': { on: 'agent/customers/search (a work-order number)' },
  'profiles.sessionsInCompany': { on: 'agent/customers/profile', uses: ['receptions_by_customer'] },
  'profiles.sessionsInProduct': {
    on: 'agent accept and each served chat when a console connects (the context’s sessions)',
    uses: ['receptions_by_customer'],
  },
  'profiles.workOrders': { on: 'agent/customers/profile', uses: ['work_orders_by_customer'] },
  'profiles.leftMessages': { on: 'agent/customers/profile', uses: ['left_messages_by_customer'] },
  'users.roles': { on: 'every agent REST call (the editor and supervisor roles), agent/login' },
  // The supervisor's view: each open one asks every 10 s and on every change of the queue.
  'users.agentsByIds': { on: 'GET agent/supervisor/stats (the agents online)' },
  'teamStats.buckets': {
    on: 'GET agent/supervisor/stats (a range of the company’s receptions, each one’s first reply)',
    uses: ['receptions_by_product_created', 'messages_by_reception'],
  },
  'teamStats.serving': { on: 'GET agent/supervisor/stats (the chats in progress)', uses: ['receptions_by_phase'] },
  // The retention purge runs hourly on every node: it must find old recordings without reading them all.
  'recordings.purgeChunks': { on: 'the hourly retention purge', uses: ['recordings_by_update'] },
  'recordings.purgeViews': { on: 'the hourly retention purge', uses: ['recordings_by_update'] },
  'recordings.purgeRecordings': { on: 'the hourly retention purge', uses: ['recordings_by_update'] },
  // The AI's owed answers: written with each question, deleted with its answer, swept every 5 s per node.
  'owedAnswers.insert': { on: 'send_msg of a question to the AI' },
  'owedAnswers.remove': { on: 'the AI answer to each question' },
  'owedAnswers.expired': { on: 'the owed-answer sweep, every 5 s per node', uses: ['owed_answers_by_claim'] },
  'owedAnswers.claimIfExpired': { on: 'the owed-answer sweep, once per owed answer nobody holds' },
  'owedAnswers.renew': { on: 'the owed-answer sweep, every 5 s per node answering something' },
  'owedAnswers.releaseOne': { on: 'an AI answer that could not be stored' },
  'owedAnswers.releaseAll': {
    on: 'the only node starting (its claims from before are void)',
    uses: ['owed_answers_by_claim'],
  },
};

/** Queries not on a hot path: not checked for their plan (they happen to use their primary key anyway). */
const NOT_HOT: Record<string, string> = {
  'owedAnswers.releaseNode':
    'a node starting, or reaped after it died: reads the owed answers, which are only the unanswered questions',
  'verifyCodes.find': 'identification codes: one send per minute per user at most, a few checks each',
  'verifyCodes.lastSent': 'identification codes (see verifyCodes.find)',
  'verifyCodes.upsert': 'identification codes (see verifyCodes.find)',
  'verifyCodes.addAttempt': 'identification codes (see verifyCodes.find)',
  'verifyCodes.markVerified': 'identification codes (see verifyCodes.find)',
  'users.setMaxChats': 'once at start, with AGENT_MAX_CHATS',
  'leftMessages.release': 'an answer to a left message whose reply could not be stored (a full disk)',
  'users.setPasswordHash': 'a sign-in with a hash below the configured cost: once per user',
  'faq.phrasings': 'once per product and language, when the assistant builds its search index (server/ai/knowledge)',
  'faq.phrasingsOfQuestion': 'when an article is published, once per language the assistant has indexed',
  'faqEditing.articles': "the agent console's help-centre editor: an editor's list of a product's articles",
  'faqEditing.article': "the agent console's help-centre editor: one article, per read or edit",
  'faqEditing.texts': "the agent console's help-centre editor (see faqEditing.articles)",
  'faqEditing.text': "the agent console's help-centre editor (see faqEditing.article)",
  'faqEditing.latestRevisions': "the agent console's help-centre editor (see faqEditing.articles)",
  'faqEditing.revisions': "the agent console's help-centre editor (see faqEditing.article)",
  'faqEditing.unanswered': "the agent console's help-centre editor: the unanswered questions, per product and language",
  'faqEditing.unansweredByKey': "the agent console's help-centre editor: adding a question as a phrasing",
  'faqEditing.lastSortOfType': "the agent console's help-centre editor: a new article",
  'faqEditing.insertArticle': "the agent console's help-centre editor: a new article",
  'faqEditing.insertRevision': "the agent console's help-centre editor: each saved draft or publish",
  'faqEditing.putText': "the agent console's help-centre editor: each publish",
  'faqEditing.deletePhrasings': "the agent console's help-centre editor: each publish",
  'faqEditing.insertPhrasing': "the agent console's help-centre editor: each publish, once per phrasing",
  'faqEditing.markPublished': "the agent console's help-centre editor: each publish",
  'faqEditing.deleteUnanswered': "the agent console's help-centre editor: adding a question as a phrasing",
  'profiles.byName':
    "the agent console's customer search by name: a nickname containing the text is found only by reading the customers (at most 20 answered), once per search an agent submits",
};

/** Indexes that enforce a rule and serve no query: dropping them changes no plan. */
const CONSTRAINT_ONLY: Record<string, string> = {
  work_orders_one_per_top_up: 'one work order per top-up order (a UNIQUE rule; filing relies on the constraint error)',
};

/** Where SQL may be written besides the stores: the schema's migrations and the start-up seed. */
const SQL_OUTSIDE_THE_STORES = [
  'server/db/open.ts',
  'server/db/migrations.ts',
  'server/db/postgresMigrations.ts',
  'server/db/postgres.ts',
  'server/db/seed.ts',
  'server/db/seedOrders.ts',
  'server/db/seedContact.ts',
  'server/db/seedCannedReplies.ts',
  'server/faq/seedFaq.ts',
];
/** What running or writing a query looks like, with better-sqlite3 or Kysely. */
const QUERY_CODE =
  /\.prepare\s*(<[^(]*>)?\(|\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|executeQuery|execute|executeTakeFirst|executeTakeFirstOrThrow)\(|\bsql(<[^`]*>)?`|\bsql\.raw\(/;
/** What only namedQueries.ts may do: run a query. */
const RUNNING_A_QUERY = /\.(executeQuery|execute|executeTakeFirst|executeTakeFirstOrThrow)\(|\.prepare\s*(<[^(]*>)?\(/;

let dataDir: string;
let database: SandboxDatabase;
let queries: ReadonlyMap<string, NamedQuerySql>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'support-query-plans-'));
  database = await openSqliteDatabase(dataDir);
  createStore(database);
  queries = namedQueries(database);
});

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function sqlOf(name: string): string {
  return queries.get(name)?.sql ?? '';
}

/** Parameters bound to NULL, the query's own constants as they are: EXPLAIN QUERY PLAN runs nothing, and the plan is made before binding. */
function nullParameters(name: string): unknown[] {
  return (queries.get(name)?.slots ?? []).map((slot) => ('constant' in slot ? slot.constant : null));
}

async function planOf(name: string, on: Kysely<Schema>): Promise<string[]> {
  const { rows } = await on.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sqlOf(name)}`, nullParameters(name)),
  );
  return rows.map((row) => row.detail);
}

/** What is wrong with a hot query's plan; empty when nothing is. */
async function problemsOf(name: string, on: Kysely<Schema> = database.db): Promise<string[]> {
  const spec = HOT[name];
  const plan = await planOf(name, on);
  const problems: string[] = [];
  for (const line of plan) {
    const scanned = /^SCAN (\S+)/.exec(line)?.[1];
    if (
      scanned !== undefined &&
      scanned !== 'CONSTANT' &&
      !FIXED_TABLES.has(scanned) &&
      !REQUEST_LISTS.has(scanned) &&
      !spec.inOrder
    ) {
      problems.push(`"${line}" reads every row`);
    }
    if (line.startsWith('SEARCH ') && !line.includes(' USING ')) problems.push(`"${line}" has no index`);
    if (line.includes('AUTOMATIC')) problems.push(`"${line}" builds an index per query`);
    if (spec.inOrder && line.includes('TEMP B-TREE'))
      problems.push(`"${line}": sorting means reading every row before LIMIT`);
  }
  if (spec.inOrder && !/\blimit\b/i.test(sqlOf(name))) problems.push('walks in order but has no LIMIT');
  for (const index of spec.uses ?? []) {
    if (!plan.some((line) => new RegExp(`\\bINDEX ${index}\\b`).test(line))) problems.push(`does not use ${index}`);
  }
  return problems;
}

function describeProblems(name: string, problems: string[]): string {
  return problems.length === 0
    ? ''
    : `${name} (${HOT[name].on}):\n  ${problems.join('\n  ')}\n  SQL: ${sqlOf(name).replace(/\s+/g, ' ')}`;
}

function serverFiles(): string[] {
  const serverDir = join(REPO_ROOT, 'server');
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => relative(REPO_ROOT, join(serverDir, file)).split('\\').join('/'));
}

const sourceOf = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

describe('every query of the stores is named and classified', () => {
  it('lists each named query exactly once, as HOT or NOT_HOT', () => {
    const listed = [...Object.keys(HOT), ...Object.keys(NOT_HOT)].sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual([...queries.keys()].sort());
  });

  it('runs queries in the stores only through named()', () => {
    const offenders = serverFiles()
      .filter((file) => file.startsWith('server/store/') && file !== 'server/store/namedQueries.ts')
      .filter((file) => RUNNING_A_QUERY.test(sourceOf(file)));
    expect(offenders).toEqual([]);
  });

  it('writes SQL only in the stores (and the migrations and the start-up seed)', () => {
    const offenders = serverFiles()
      .filter((file) => !file.startsWith('server/store/') && !SQL_OUTSIDE_THE_STORES.includes(file))
      .filter((file) => QUERY_CODE.test(sourceOf(file)));
    expect(offenders).toEqual([]);
  });
});

describe('hot queries read through indexes', () => {
  it.each(Object.keys(HOT))('%s', async (name) => {
    expect(describeProblems(name, await problemsOf(name))).toBe('');
  });
});

describe('the indexes are what keeps them so', () => {
  const indexNames = async () => {
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`.execute(database.db);
    return rows.map((row) => row.name);
  };

  it('knows the indexes it exempts', async () => {
    expect(await indexNames()).toEqual(expect.arrayContaining(Object.keys(CONSTRAINT_ONLY)));
  });

  it('breaks a hot query when any index a migration creates is dropped', async () => {
    const unneeded: string[] = [];
    for (const index of (await indexNames()).filter((name) => !(name in CONSTRAINT_ONLY))) {
      await database.db.connection().execute(async (connection) => {
        await sql`BEGIN`.execute(connection);
        try {
          await sql`DROP INDEX ${sql.id(index)}`.execute(connection);
          const problems = await Promise.all(Object.keys(HOT).map((name) => problemsOf(name, connection)));
          if (problems.every((found) => found.length === 0)) unneeded.push(index);
        } finally {
          await sql`ROLLBACK`.execute(connection);
        }
      });
    }
    expect(unneeded).toEqual([]);
  });
});

/** Tables whose scan PostgreSQL may choose even with an index: FIXED_TABLES, and its own bookkeeping. */
interface PostgresPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PostgresPlanNode[];
}

function seqScansOf(node: PostgresPlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] && !FIXED_TABLES.has(node['Relation Name'])
      ? [node['Relation Name']]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOf)];
}

if (TEST_ENGINE === 'postgres') {
  describe('on PostgreSQL', () => {
    const postgres = storeForTests('support-query-plans-pg-');
    let postgresQueries: ReadonlyMap<string, NamedQuerySql>;

    beforeAll(() => {
      postgresQueries = namedQueries(postgres().database);
    });

    it('names the same queries as on SQLite', () => {
      expect([...postgresQueries.keys()].sort()).toEqual([...queries.keys()].sort());
    });

    it('prepares every named query, and plans no hot one with a Seq Scan of a growing table', async () => {
      const problems: string[] = [];
      await postgres()
        .database.db.connection()
        .execute(async (connection) => {
          // The generic plan is made without the parameters' values, as for a query that runs often.
          await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
          await sql`SET enable_seqscan = off`.execute(connection);
          for (const [index, [name, query]] of [...postgresQueries].entries()) {
            const statement = `q${index}`;
            try {
              await connection.executeQuery(CompiledQuery.raw(`PREPARE ${statement} AS ${query.sql}`));
            } catch (error) {
              problems.push(`${name} does not prepare: ${String(error)}`);
              continue;
            }
            if (!(name in HOT)) continue;
            const nulls = query.slots.map(() => 'NULL').join(', ');
            const { rows } = await connection.executeQuery<{ 'QUERY PLAN': [{ Plan: PostgresPlanNode }] }>(
              CompiledQuery.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${statement}${nulls ? `(${nulls})` : ''}`),
            );
            const scanned = seqScansOf(rows[0]['QUERY PLAN'][0].Plan);
            if (scanned.length > 0)
              problems.push(`${name} reads every row of ${scanned.join(', ')}: ${query.sql.replace(/\s+/g, ' ')}`);
          }
        });
      expect(problems).toEqual([]);
    });
  });
}
