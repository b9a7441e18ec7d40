import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

/**
 * PostgreSQL's own append-only list: migration N brings the schema from version N to N + 1 (the version is
 * kept in sandbox_schema_version, PostgreSQL's user_version). Never edit a shipped migration. The first
 * one builds what SQLite's list (server/db/migrations.ts) had built by its version 8; from then on, a
 * change to the schema is a migration in both lists (__tests__/integration/schema-parity.test.ts
 * compares them).
 *
 * Differences from the SQLite schema, each on purpose:
 * - text columns are COLLATE "C": byte order, like SQLite's BINARY, so ORDER BY tie-breaks on ids come
 *   out the same on both engines whatever collation the database was created with;
 * - millisecond times, seqs and generated ids are BIGINT (SQLite's INTEGER is 64-bit already);
 * - INTEGER PRIMARY KEY [AUTOINCREMENT] ids are identity columns;
 * - REAL is DOUBLE PRECISION and BLOB is BYTEA (both read back as a JS number and a Buffer);
 * - receptions.insertion_order stands for SQLite's rowid, which the receptions queries use to keep
 *   receptions of the same millisecond in the order they were made;
 * - users_by_customer_number casts to NUMERIC: PostgreSQL's INTEGER cast fails (and fails the insert)
 *   on a 20-digit id, where SQLite's saturates.
 */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE companies (
    id   TEXT COLLATE "C" PRIMARY KEY,
    name TEXT COLLATE "C" NOT NULL
  );

  CREATE TABLE products (
    id               TEXT COLLATE "C" PRIMARY KEY,
    company_id       TEXT COLLATE "C" NOT NULL REFERENCES companies(id),
    app_key          TEXT COLLATE "C" NOT NULL UNIQUE,
    name             TEXT COLLATE "C" NOT NULL,
    secret           TEXT COLLATE "C",
    color_scheme     INTEGER NOT NULL DEFAULT 1,
    is_force_faq     INTEGER NOT NULL DEFAULT 0 CHECK (is_force_faq IN (0, 1)),
    is_report_data   INTEGER NOT NULL DEFAULT 0 CHECK (is_report_data IN (0, 1)),
    ai_michat_status INTEGER NOT NULL DEFAULT 1,
    faq_url          TEXT COLLATE "C" NOT NULL DEFAULT '',
    frame_origins    TEXT COLLATE "C" NOT NULL DEFAULT ''
  );

  CREATE TABLE users (
    id            TEXT COLLATE "C" PRIMARY KEY,
    username      TEXT COLLATE "C" NOT NULL UNIQUE,
    password_hash TEXT COLLATE "C",
    nickname      TEXT COLLATE "C" NOT NULL DEFAULT '',
    avatar        TEXT COLLATE "C" NOT NULL DEFAULT '',
    kind          TEXT COLLATE "C" NOT NULL CHECK (kind IN ('customer', 'ai', 'agent')),
    product_id    TEXT COLLATE "C" REFERENCES products(id),
    created_at    BIGINT NOT NULL,
    max_chats     INTEGER NOT NULL DEFAULT 2
  );
  CREATE INDEX users_by_product_kind ON users (product_id, kind);
  CREATE INDEX users_by_customer_number ON users ((CAST(id AS NUMERIC))) WHERE kind = 'customer';

  CREATE TABLE tokens (
    token_hash TEXT COLLATE "C" PRIMARY KEY,
    user_id    TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    product_id TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT,
    revoked_at BIGINT
  );

  CREATE TABLE agent_tokens (
    token_hash TEXT COLLATE "C" PRIMARY KEY,
    agent_id   TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
  );

  CREATE TABLE sign_nonces (
    product_id TEXT COLLATE "C" NOT NULL,
    nonce      TEXT COLLATE "C" NOT NULL,
    expires_at BIGINT NOT NULL,
    PRIMARY KEY (product_id, nonce)
  );
  CREATE INDEX sign_nonces_by_expiry ON sign_nonces (expires_at);

  CREATE TABLE uploads (
    object_key   TEXT COLLATE "C" PRIMARY KEY,
    user_id      TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    product_id   TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    content_type TEXT COLLATE "C" NOT NULL,
    size         BIGINT NOT NULL,
    signed_at    BIGINT NOT NULL
  );

  CREATE TABLE conversations (
    conversation_id TEXT COLLATE "C" PRIMARY KEY,
    chat_type       INTEGER NOT NULL CHECK (chat_type IN (1, 2)),
    product_id      TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    member_a        TEXT COLLATE "C",
    member_b        TEXT COLLATE "C",
    group_id        TEXT COLLATE "C" NOT NULL DEFAULT '',
    max_seq         BIGINT NOT NULL DEFAULT 0,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
  );
  CREATE INDEX conversations_by_member_a ON conversations (member_a);
  CREATE INDEX conversations_by_member_b ON conversations (member_b);

  CREATE TABLE messages (
    conversation_id    TEXT COLLATE "C" NOT NULL REFERENCES conversations(conversation_id),
    seq                BIGINT NOT NULL,
    client_msg_id      TEXT COLLATE "C" NOT NULL,
    server_msg_id      TEXT COLLATE "C" NOT NULL UNIQUE,
    sender_id          TEXT COLLATE "C" NOT NULL,
    receiver_id        TEXT COLLATE "C" NOT NULL DEFAULT '',
    group_id           TEXT COLLATE "C" NOT NULL DEFAULT '',
    chat_type          INTEGER NOT NULL,
    content_type       INTEGER NOT NULL,
    content            TEXT COLLATE "C" NOT NULL,
    sender_platform_id INTEGER NOT NULL DEFAULT 1,
    reception_id       TEXT COLLATE "C",
    send_time          BIGINT NOT NULL,
    in_reply_to        TEXT COLLATE "C",
    PRIMARY KEY (conversation_id, seq),
    UNIQUE (conversation_id, sender_id, client_msg_id)
  );
  CREATE INDEX messages_by_sender_client_id ON messages (sender_id, client_msg_id);
  CREATE UNIQUE INDEX messages_one_answer_per_question ON messages (in_reply_to) WHERE in_reply_to IS NOT NULL;

  CREATE TABLE read_cursors (
    conversation_id TEXT COLLATE "C" NOT NULL,
    user_id         TEXT COLLATE "C" NOT NULL,
    read_seq        BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (conversation_id, user_id)
  );

  CREATE TABLE read_marks (
    conversation_id TEXT COLLATE "C" NOT NULL,
    user_id         TEXT COLLATE "C" NOT NULL,
    seq             BIGINT NOT NULL,
    PRIMARY KEY (conversation_id, user_id, seq)
  );

  CREATE TABLE support_groups (
    group_id    TEXT COLLATE "C" PRIMARY KEY,
    product_id  TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    customer_id TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    name        TEXT COLLATE "C" NOT NULL,
    created_at  BIGINT NOT NULL,
    UNIQUE (product_id, customer_id)
  );

  CREATE TABLE group_members (
    group_id  TEXT COLLATE "C" NOT NULL REFERENCES support_groups(group_id),
    user_id   TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    role      TEXT COLLATE "C" NOT NULL CHECK (role IN ('customer', 'agent', 'ai')),
    joined_at BIGINT NOT NULL,
    PRIMARY KEY (group_id, user_id)
  );

  CREATE TABLE receptions (
    id              TEXT COLLATE "C" PRIMARY KEY,
    product_id      TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    customer_id     TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    group_id        TEXT COLLATE "C" NOT NULL REFERENCES support_groups(group_id),
    agent_id        TEXT COLLATE "C" REFERENCES users(id),
    phase           INTEGER NOT NULL,
    reason          TEXT COLLATE "C" NOT NULL DEFAULT '',
    created_at      BIGINT NOT NULL,
    accepted_at     BIGINT,
    ended_at        BIGINT,
    locale          TEXT COLLATE "C" NOT NULL DEFAULT '',
    time_zone       TEXT COLLATE "C" NOT NULL DEFAULT '',
    insertion_order BIGINT GENERATED ALWAYS AS IDENTITY
  );
  CREATE INDEX receptions_by_customer ON receptions (product_id, customer_id, created_at);
  CREATE INDEX receptions_by_phase ON receptions (phase, created_at);
  CREATE INDEX receptions_by_agent ON receptions (agent_id, phase, accepted_at);
  CREATE INDEX receptions_by_end ON receptions (ended_at) WHERE accepted_at IS NOT NULL;

  CREATE TABLE evaluations (
    reception_id     TEXT COLLATE "C" PRIMARY KEY REFERENCES receptions(id),
    score            INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
    content          TEXT COLLATE "C" NOT NULL DEFAULT '',
    problem_finished INTEGER NOT NULL CHECK (problem_finished IN (0, 1)),
    created_at       BIGINT NOT NULL
  );

  CREATE TABLE left_messages (
    id          BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    product_id  TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    customer_id TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    content     TEXT COLLATE "C" NOT NULL,
    created_at  BIGINT NOT NULL
  );

  CREATE TABLE withdraw_orders (
    id          TEXT COLLATE "C" PRIMARY KEY,
    order_no    TEXT COLLATE "C" NOT NULL,
    product_id  TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    customer_id TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    amount      TEXT COLLATE "C" NOT NULL,
    currency    TEXT COLLATE "C" NOT NULL,
    status      TEXT COLLATE "C" NOT NULL CHECK (status IN ('credited', 'pending_review', 'failed_refunded', 'in_progress', 'on_hold', 'violation')),
    created_at  BIGINT NOT NULL,
    UNIQUE (product_id, order_no)
  );
  CREATE INDEX withdraw_orders_by_customer ON withdraw_orders (product_id, customer_id, created_at);

  CREATE TABLE top_up_orders (
    order_no    TEXT COLLATE "C" NOT NULL,
    product_id  TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    customer_id TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    amount      TEXT COLLATE "C" NOT NULL,
    currency    TEXT COLLATE "C" NOT NULL,
    credited    INTEGER NOT NULL CHECK (credited IN (0, 1)),
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (product_id, order_no)
  );

  CREATE TABLE work_orders (
    id           BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    product_id   TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    customer_id  TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    kind         INTEGER NOT NULL CHECK (kind IN (1, 2)),
    type         INTEGER NOT NULL,
    status       TEXT COLLATE "C" NOT NULL CHECK (status IN ('submitted', 'in_review', 'resolved')),
    pay_order_sn TEXT COLLATE "C",
    summary      TEXT COLLATE "C" NOT NULL,
    body         TEXT COLLATE "C" NOT NULL,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
  );
  CREATE UNIQUE INDEX work_orders_one_per_top_up ON work_orders (product_id, pay_order_sn) WHERE pay_order_sn IS NOT NULL;
  CREATE INDEX work_orders_by_created ON work_orders (created_at, id);

  CREATE TABLE appeals (
    withdraw_order_id TEXT COLLATE "C" PRIMARY KEY REFERENCES withdraw_orders(id),
    work_order_id     BIGINT NOT NULL REFERENCES work_orders(id)
  );

  CREATE TABLE work_order_drafts (
    product_id  TEXT COLLATE "C" NOT NULL,
    customer_id TEXT COLLATE "C" NOT NULL,
    kind        INTEGER NOT NULL,
    type        INTEGER NOT NULL,
    draft       TEXT COLLATE "C" NOT NULL,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (product_id, customer_id, kind, type)
  );

  CREATE TABLE faq_types (
    id         TEXT COLLATE "C" PRIMARY KEY,
    product_id TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    icon       TEXT COLLATE "C" NOT NULL DEFAULT '',
    sort       INTEGER NOT NULL
  );
  CREATE INDEX faq_types_by_product ON faq_types (product_id, sort);

  CREATE TABLE faq_type_names (
    type_id  TEXT COLLATE "C" NOT NULL REFERENCES faq_types(id),
    language TEXT COLLATE "C" NOT NULL,
    name     TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (type_id, language)
  );

  CREATE TABLE faq_questions (
    id         TEXT COLLATE "C" PRIMARY KEY,
    type_id    TEXT COLLATE "C" NOT NULL REFERENCES faq_types(id),
    sort       INTEGER NOT NULL,
    is_top     INTEGER NOT NULL DEFAULT 0 CHECK (is_top IN (0, 1)),
    updated_at BIGINT NOT NULL
  );
  CREATE INDEX faq_questions_by_type ON faq_questions (type_id, sort);

  CREATE TABLE faq_question_texts (
    question_id TEXT COLLATE "C" NOT NULL REFERENCES faq_questions(id),
    language    TEXT COLLATE "C" NOT NULL,
    title       TEXT COLLATE "C" NOT NULL,
    content     TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (question_id, language)
  );

  CREATE TABLE contact_channels (
    product_id TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    kind       TEXT COLLATE "C" NOT NULL,
    label      TEXT COLLATE "C" NOT NULL,
    url        TEXT COLLATE "C" NOT NULL,
    sort       INTEGER NOT NULL,
    PRIMARY KEY (product_id, kind)
  );

  CREATE TABLE support_hours (
    product_id         TEXT COLLATE "C" PRIMARY KEY REFERENCES products(id),
    open_minute        INTEGER NOT NULL,
    close_minute       INTEGER NOT NULL,
    utc_offset_minutes INTEGER NOT NULL
  );

  CREATE TABLE verify_codes (
    user_id     TEXT COLLATE "C" NOT NULL,
    product_id  TEXT COLLATE "C" NOT NULL,
    target      TEXT COLLATE "C" NOT NULL,
    code_hash   TEXT COLLATE "C" NOT NULL,
    sent_at     BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    verified_at BIGINT,
    PRIMARY KEY (user_id, product_id, target)
  );

  CREATE TABLE canned_replies (
    id       BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    locale   TEXT COLLATE "C" NOT NULL,
    title    TEXT COLLATE "C" NOT NULL,
    text     TEXT COLLATE "C" NOT NULL,
    position INTEGER NOT NULL,
    UNIQUE (locale, title)
  );
  `,
  `
  ALTER TABLE faq_questions ADD COLUMN status TEXT COLLATE "C" NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE users ADD COLUMN can_edit_faq INTEGER NOT NULL DEFAULT 0 CHECK (can_edit_faq IN (0, 1));
  CREATE TABLE faq_phrasings (
    question_id TEXT COLLATE "C" NOT NULL REFERENCES faq_questions(id),
    language    TEXT COLLATE "C" NOT NULL,
    position    INTEGER NOT NULL,
    text        TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (question_id, language, position)
  );
  CREATE TABLE faq_revisions (
    id          BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    question_id TEXT COLLATE "C" NOT NULL REFERENCES faq_questions(id),
    language    TEXT COLLATE "C" NOT NULL,
    title       TEXT COLLATE "C" NOT NULL,
    content     TEXT COLLATE "C" NOT NULL,
    phrasings   TEXT COLLATE "C" NOT NULL,
    state       TEXT COLLATE "C" NOT NULL CHECK (state IN ('draft', 'published')),
    editor_id   TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    created_at  BIGINT NOT NULL
  );
  CREATE TABLE faq_unanswered (
    product_id    TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    language      TEXT COLLATE "C" NOT NULL,
    question_key  TEXT COLLATE "C" NOT NULL,
    text          TEXT COLLATE "C" NOT NULL,
    count         INTEGER NOT NULL,
    last_asked_at BIGINT NOT NULL,
    PRIMARY KEY (product_id, language, question_key)
  );
  -- "Did this help?" on an AI answer from the help centre: one vote per answer, the last one counts.
  CREATE TABLE ai_answer_feedback (
    conversation_id TEXT COLLATE "C" NOT NULL,
    seq             INTEGER NOT NULL,
    customer_id     TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    article_id      TEXT COLLATE "C" NOT NULL,
    helpful         INTEGER NOT NULL CHECK (helpful IN (0, 1)),
    voted_at        BIGINT NOT NULL,
    PRIMARY KEY (conversation_id, seq)
  );
  `,
  `
  ALTER TABLE products ADD COLUMN capture_policy TEXT COLLATE "C" NOT NULL DEFAULT 'on_support' CHECK (capture_policy IN ('off', 'on_support', 'always'));
  ALTER TABLE products ADD COLUMN capture_sample_rate DOUBLE PRECISION NOT NULL DEFAULT 1 CHECK (capture_sample_rate BETWEEN 0 AND 1);
  ALTER TABLE users ADD COLUMN company_id TEXT COLLATE "C";
  UPDATE users SET company_id = (SELECT id FROM companies)
    WHERE kind = 'agent' AND (SELECT COUNT(*) FROM companies) = 1;
  CREATE TABLE recordings (
    id           TEXT COLLATE "C" PRIMARY KEY,
    customer_id  TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    product_id   TEXT COLLATE "C" NOT NULL REFERENCES products(id),
    reception_id TEXT COLLATE "C",
    reason       TEXT COLLATE "C" NOT NULL,
    started_at   BIGINT NOT NULL,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL,
    bytes        BIGINT NOT NULL DEFAULT 0,
    entries      BIGINT NOT NULL DEFAULT 0,
    duration_ms  BIGINT NOT NULL DEFAULT 0,
    screens      TEXT COLLATE "C" NOT NULL DEFAULT '[]',
    pages        INTEGER NOT NULL DEFAULT 0,
    page_starts  TEXT COLLATE "C" NOT NULL DEFAULT '{}'
  );
  CREATE INDEX recordings_by_customer ON recordings (customer_id, started_at);
  CREATE INDEX recordings_by_update ON recordings (updated_at);
  CREATE TABLE recording_chunks (
    recording_id TEXT COLLATE "C" NOT NULL REFERENCES recordings(id),
    page         INTEGER NOT NULL,
    chunk        INTEGER NOT NULL,
    body         BYTEA NOT NULL,
    PRIMARY KEY (recording_id, page, chunk)
  );
  CREATE TABLE recording_views (
    recording_id TEXT COLLATE "C" NOT NULL REFERENCES recordings(id),
    viewed_at    BIGINT NOT NULL,
    agent_id     TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    PRIMARY KEY (recording_id, viewed_at, agent_id)
  );
  `,
  `
  CREATE TABLE owed_answers (
    question_server_msg_id TEXT COLLATE "C" PRIMARY KEY,
    conversation_id        TEXT COLLATE "C" NOT NULL,
    question               TEXT NOT NULL,
    claimed_by             TEXT COLLATE "C" NOT NULL,
    claimed_until          BIGINT NOT NULL,
    created_at             BIGINT NOT NULL
  );
  CREATE INDEX owed_answers_by_claim ON owed_answers (claimed_until);
  `,
  `
  -- Quotas (issue 30): a customer's uploads signed within the last minute and day.
  CREATE INDEX uploads_by_customer ON uploads (product_id, user_id, signed_at);
  `,
  `
  -- Customer profiles (issue 31): which of a company's products a customer signed in to or holds
  -- orders in, and their work orders and left messages there, newest first.
  CREATE INDEX tokens_by_user ON tokens (user_id, product_id);
  CREATE INDEX top_up_orders_by_customer ON top_up_orders (product_id, customer_id, created_at);
  CREATE INDEX work_orders_by_customer ON work_orders (product_id, customer_id, created_at);
  CREATE INDEX left_messages_by_customer ON left_messages (product_id, customer_id, created_at);
  `,
  `
  -- Answered left messages (issue 31): who answered, when (ms) and with what; NULL while nobody has.
  ALTER TABLE left_messages ADD COLUMN answered_by TEXT COLLATE "C";
  ALTER TABLE left_messages ADD COLUMN answered_at BIGINT;
  ALTER TABLE left_messages ADD COLUMN answer TEXT COLLATE "C" NOT NULL DEFAULT '';
  CREATE INDEX left_messages_by_answer ON left_messages (answered_at, id);
  `,
  `
  -- The supervisor's view (issue 31): the supervisor role, a company's receptions over a time range,
  -- and each reception's messages (the first an agent wrote).
  ALTER TABLE users ADD COLUMN is_supervisor INTEGER NOT NULL DEFAULT 0 CHECK (is_supervisor IN (0, 1));
  CREATE INDEX receptions_by_product_created ON receptions (product_id, created_at);
  CREATE INDEX messages_by_reception ON messages (reception_id) WHERE reception_id IS NOT NULL;
  `,
  `
  -- Agents' private notes on a conversation (issue 31); see server/db/migrations.ts.
  CREATE TABLE agent_notes (
    id           BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    group_id     TEXT COLLATE "C" NOT NULL REFERENCES support_groups(group_id),
    reception_id TEXT COLLATE "C" NOT NULL REFERENCES receptions(id),
    author_id    TEXT COLLATE "C" NOT NULL REFERENCES users(id),
    kind         TEXT COLLATE "C" NOT NULL CHECK (kind IN ('note', 'transfer')),
    to_agent_id  TEXT COLLATE "C" REFERENCES users(id),
    content      TEXT COLLATE "C" NOT NULL,
    created_at   BIGINT NOT NULL
  );
  CREATE INDEX agent_notes_by_group ON agent_notes (group_id, id);
  `,
];

export const POSTGRES_SCHEMA_VERSION = POSTGRES_MIGRATIONS.length;

/** The table that holds PostgreSQL's schema version; bookkeeping, not part of the schema both engines share. */
export const VERSION_TABLE = 'sandbox_schema_version';

/**
 * Brings the database up to POSTGRES_SCHEMA_VERSION. Runs inside the caller's transaction, which holds the
 * migration advisory lock (server/db/postgres.ts), so two nodes starting at once migrate one after the other.
 */
export async function migratePostgres(trx: Kysely<Schema>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(VERSION_TABLE)} (version INTEGER NOT NULL)`.execute(trx);
  const { rows } = await sql<{ version: number }>`SELECT version FROM ${sql.table(VERSION_TABLE)}`.execute(trx);
  if (rows.length === 0) await sql`INSERT INTO ${sql.table(VERSION_TABLE)} (version) VALUES (0)`.execute(trx);
  const current = rows[0]?.version ?? 0;
  if (current > POSTGRES_SCHEMA_VERSION) {
    throw new Error(`database has schema version ${current}, newer than this sandbox (${POSTGRES_SCHEMA_VERSION})`);
  }
  for (let version = current; version < POSTGRES_SCHEMA_VERSION; version++) {
    await sql.raw(POSTGRES_MIGRATIONS[version]).execute(trx);
    await sql`UPDATE ${sql.table(VERSION_TABLE)} SET version = ${version + 1}`.execute(trx);
  }
}
