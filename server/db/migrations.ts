import type { Database } from 'better-sqlite3';

/**
 * Append-only: migration N brings the schema from user_version N to N + 1. Never edit a shipped
 * migration; add a new one, so existing data directories upgrade in place.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE companies (
    id   TEXT PRIMARY KEY,
    name TEXT NOT NULL
  );

  CREATE TABLE products (
    id               TEXT PRIMARY KEY,
    company_id       TEXT NOT NULL REFERENCES companies(id),
    app_key          TEXT NOT NULL UNIQUE,
    name             TEXT NOT NULL,
    secret           TEXT,
    color_scheme     INTEGER NOT NULL DEFAULT 1,
    is_force_faq     INTEGER NOT NULL DEFAULT 0 CHECK (is_force_faq IN (0, 1)),
    is_report_data   INTEGER NOT NULL DEFAULT 0 CHECK (is_report_data IN (0, 1)),
    ai_michat_status INTEGER NOT NULL DEFAULT 1,
    faq_url          TEXT NOT NULL DEFAULT ''
  );

  -- Usernames are global: one customer may open the support of every product of the company.
  -- AI users and agents belong to one product. A NULL password_hash can only sign in with a sign.
  CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    username      TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    nickname      TEXT NOT NULL DEFAULT '',
    avatar        TEXT NOT NULL DEFAULT '',
    kind          TEXT NOT NULL CHECK (kind IN ('customer', 'ai', 'agent')),
    product_id    TEXT REFERENCES products(id),
    created_at    INTEGER NOT NULL
  );
  CREATE INDEX users_by_product_kind ON users (product_id, kind);

  -- Only a hash of the token is kept, so a copy of the data directory holds no live credential.
  CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id),
    product_id TEXT NOT NULL REFERENCES products(id),
    created_at INTEGER NOT NULL
  );

  -- A single chat has member_a < member_b (as strings, like its id); a group chat has group_id.
  CREATE TABLE conversations (
    conversation_id TEXT PRIMARY KEY,
    chat_type       INTEGER NOT NULL CHECK (chat_type IN (1, 2)),
    product_id      TEXT NOT NULL REFERENCES products(id),
    member_a        TEXT,
    member_b        TEXT,
    group_id        TEXT NOT NULL DEFAULT '',
    max_seq         INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
  );
  CREATE INDEX conversations_by_member_a ON conversations (member_a);
  CREATE INDEX conversations_by_member_b ON conversations (member_b);

  CREATE TABLE messages (
    conversation_id    TEXT NOT NULL REFERENCES conversations(conversation_id),
    seq                INTEGER NOT NULL,
    client_msg_id      TEXT NOT NULL,
    server_msg_id      TEXT NOT NULL UNIQUE,
    sender_id          TEXT NOT NULL,
    receiver_id        TEXT NOT NULL DEFAULT '',
    group_id           TEXT NOT NULL DEFAULT '',
    chat_type          INTEGER NOT NULL,
    content_type       INTEGER NOT NULL,
    content            TEXT NOT NULL,
    sender_platform_id INTEGER NOT NULL DEFAULT 1,
    reception_id       TEXT,
    send_time          INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, seq),
    UNIQUE (conversation_id, sender_id, client_msg_id)
  );
  CREATE INDEX messages_by_sender_client_id ON messages (sender_id, client_msg_id);

  -- A message is read by a user when its seq is at most the user's read_seq (clear_conversation_unread)
  -- or when it has a mark (mark_msg_by_seq marks single seqs).
  CREATE TABLE read_cursors (
    conversation_id TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    read_seq        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (conversation_id, user_id)
  ) WITHOUT ROWID;

  CREATE TABLE read_marks (
    conversation_id TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, user_id, seq)
  ) WITHOUT ROWID;
  `,
  `
  -- An AI answer names the question it answers (the question's server_msg_id). The unique index makes
  -- "one answer per question" a property of the data: a resend, a reconnect or a restart cannot store a
  -- second answer, whatever the process remembers.
  ALTER TABLE messages ADD COLUMN in_reply_to TEXT;
  CREATE UNIQUE INDEX messages_one_answer_per_question ON messages (in_reply_to) WHERE in_reply_to IS NOT NULL;
  `,
  `
  -- Reception lifecycle (issue 5). IF NOT EXISTS: a directory whose user_version was set back by hand
  -- (tests do that to fake an old schema) may hold these tables already. A customer has one support group per product (group_id
  -- cg_<product>_<customer>); its members are the customer, the product's AI and the agents who served.
  CREATE TABLE IF NOT EXISTS support_groups (
    group_id    TEXT PRIMARY KEY,
    product_id  TEXT NOT NULL REFERENCES products(id),
    customer_id TEXT NOT NULL REFERENCES users(id),
    name        TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    UNIQUE (product_id, customer_id)
  );

  CREATE TABLE IF NOT EXISTS group_members (
    group_id  TEXT NOT NULL REFERENCES support_groups(group_id),
    user_id   TEXT NOT NULL REFERENCES users(id),
    role      TEXT NOT NULL CHECK (role IN ('customer', 'agent', 'ai')),
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (group_id, user_id)
  ) WITHOUT ROWID;

  -- phase: 2 human requested, 3 serving, 4 stopped by agent, 5 by user, 6 by timeout (spec §4).
  CREATE TABLE IF NOT EXISTS receptions (
    id          TEXT PRIMARY KEY,
    product_id  TEXT NOT NULL REFERENCES products(id),
    customer_id TEXT NOT NULL REFERENCES users(id),
    group_id    TEXT NOT NULL REFERENCES support_groups(group_id),
    agent_id    TEXT REFERENCES users(id),
    phase       INTEGER NOT NULL,
    reason      TEXT NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL,
    accepted_at INTEGER,
    ended_at    INTEGER
  );
  CREATE INDEX IF NOT EXISTS receptions_by_customer ON receptions (product_id, customer_id, created_at);
  CREATE INDEX IF NOT EXISTS receptions_by_phase ON receptions (phase, created_at);

  CREATE TABLE IF NOT EXISTS evaluations (
    reception_id     TEXT PRIMARY KEY REFERENCES receptions(id),
    score            INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
    content          TEXT NOT NULL DEFAULT '',
    problem_finished INTEGER NOT NULL CHECK (problem_finished IN (0, 1)),
    created_at       INTEGER NOT NULL
  );

  CREATE TABLE IF NOT EXISTS left_messages (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id  TEXT NOT NULL REFERENCES products(id),
    customer_id TEXT NOT NULL REFERENCES users(id),
    content     TEXT NOT NULL,
    created_at  INTEGER NOT NULL
  );
  `,
  `
  -- Orders and work orders (issue 6). Amounts are decimal strings: money is never a float.
  CREATE TABLE IF NOT EXISTS withdraw_orders (
    id          TEXT PRIMARY KEY,
    order_no    TEXT NOT NULL,
    product_id  TEXT NOT NULL REFERENCES products(id),
    customer_id TEXT NOT NULL REFERENCES users(id),
    amount      TEXT NOT NULL,
    currency    TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('credited', 'pending_review', 'failed_refunded', 'in_progress', 'on_hold', 'violation')),
    created_at  INTEGER NOT NULL,
    UNIQUE (product_id, order_no)
  );
  CREATE INDEX IF NOT EXISTS withdraw_orders_by_customer ON withdraw_orders (product_id, customer_id, created_at);

  CREATE TABLE IF NOT EXISTS top_up_orders (
    order_no    TEXT NOT NULL,
    product_id  TEXT NOT NULL REFERENCES products(id),
    customer_id TEXT NOT NULL REFERENCES users(id),
    amount      TEXT NOT NULL,
    currency    TEXT NOT NULL,
    credited    INTEGER NOT NULL CHECK (credited IN (0, 1)),
    created_at  INTEGER NOT NULL,
    PRIMARY KEY (product_id, order_no)
  );

  -- pay_order_sn: the top-up order of a type 8 work order, one work order per top-up order.
  CREATE TABLE IF NOT EXISTS work_orders (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id   TEXT NOT NULL REFERENCES products(id),
    customer_id  TEXT NOT NULL REFERENCES users(id),
    kind         INTEGER NOT NULL CHECK (kind IN (1, 2)),
    type         INTEGER NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('submitted', 'in_review', 'resolved')),
    pay_order_sn TEXT,
    summary      TEXT NOT NULL,
    body         TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS work_orders_one_per_top_up ON work_orders (product_id, pay_order_sn) WHERE pay_order_sn IS NOT NULL;

  -- A violation withdrawal order is appealed at most once: the primary key says so.
  CREATE TABLE IF NOT EXISTS appeals (
    withdraw_order_id TEXT PRIMARY KEY REFERENCES withdraw_orders(id),
    work_order_id     INTEGER NOT NULL REFERENCES work_orders(id)
  ) WITHOUT ROWID;

  CREATE TABLE IF NOT EXISTS work_order_drafts (
    product_id  TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    kind        INTEGER NOT NULL,
    type        INTEGER NOT NULL,
    draft       TEXT NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (product_id, customer_id, kind, type)
  ) WITHOUT ROWID;
  `,
  `
  -- FAQ (issue 7): categories (types) and questions per product; their texts per language (locale code).
  CREATE TABLE IF NOT EXISTS faq_types (
    id         TEXT PRIMARY KEY,
    product_id TEXT NOT NULL REFERENCES products(id),
    icon       TEXT NOT NULL DEFAULT '',
    sort       INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS faq_types_by_product ON faq_types (product_id, sort);

  CREATE TABLE IF NOT EXISTS faq_type_names (
    type_id  TEXT NOT NULL REFERENCES faq_types(id),
    language TEXT NOT NULL,
    name     TEXT NOT NULL,
    PRIMARY KEY (type_id, language)
  ) WITHOUT ROWID;

  CREATE TABLE IF NOT EXISTS faq_questions (
    id         TEXT PRIMARY KEY,
    type_id    TEXT NOT NULL REFERENCES faq_types(id),
    sort       INTEGER NOT NULL,
    is_top     INTEGER NOT NULL DEFAULT 0 CHECK (is_top IN (0, 1)),
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS faq_questions_by_type ON faq_questions (type_id, sort);

  -- content is rich text (HTML) as an editor wrote it; clients sanitise it before rendering.
  CREATE TABLE IF NOT EXISTS faq_question_texts (
    question_id TEXT NOT NULL REFERENCES faq_questions(id),
    language    TEXT NOT NULL,
    title       TEXT NOT NULL,
    content     TEXT NOT NULL,
    PRIMARY KEY (question_id, language)
  ) WITHOUT ROWID;
  `,
  `
  -- Contact channels of the social screen and the identification codes (issue 7).
  CREATE TABLE IF NOT EXISTS contact_channels (
    product_id TEXT NOT NULL REFERENCES products(id),
    kind       TEXT NOT NULL,
    label      TEXT NOT NULL,
    url        TEXT NOT NULL,
    sort       INTEGER NOT NULL,
    PRIMARY KEY (product_id, kind)
  ) WITHOUT ROWID;

  CREATE TABLE IF NOT EXISTS support_hours (
    product_id         TEXT PRIMARY KEY REFERENCES products(id),
    open_minute        INTEGER NOT NULL,
    close_minute       INTEGER NOT NULL,
    utc_offset_minutes INTEGER NOT NULL
  );

  -- One pending code per user, product and target; code_hash is SHA-256 of the code.
  CREATE TABLE IF NOT EXISTS verify_codes (
    user_id     TEXT NOT NULL,
    product_id  TEXT NOT NULL,
    target      TEXT NOT NULL,
    code_hash   TEXT NOT NULL,
    sent_at     INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    verified_at INTEGER,
    PRIMARY KEY (user_id, product_id, target)
  ) WITHOUT ROWID;
  `,
  `
  -- Indexes for the hot queries that had none (issue "fast where the user is"); every statement of the
  -- stores and the index it uses: __tests__/integration/sandbox-query-plans.test.ts. No index on
  -- conversations.product_id, on purpose: no query should start from all of a product's conversations
  -- (send_msg did, through messages.bySenderInProduct), and SQLite would prefer it to the member
  -- indexes for a user's inbox.
  -- The agents' work-order list, every product, newest first (workOrders.recent: ORDER BY … LIMIT).
  CREATE INDEX IF NOT EXISTS work_orders_by_created ON work_orders (created_at, id);
  -- The reception an agent is serving (receptions.servedBy: each agent frame).
  CREATE INDEX IF NOT EXISTS receptions_by_agent ON receptions (agent_id, phase, accepted_at);
  -- The highest numeric customer id, for a customer created by a signed link (users.maxCustomerId).
  CREATE INDEX IF NOT EXISTS users_by_customer_number ON users (CAST(id AS INTEGER)) WHERE kind = 'customer';
  `,
  `
  -- A reference backend safe to expose (issue 14).
  -- Customer tokens expire and can be revoked (logout); rows from before keep a day from their creation.
  ALTER TABLE tokens ADD COLUMN expires_at INTEGER;
  UPDATE tokens SET expires_at = created_at + 86400000;
  ALTER TABLE tokens ADD COLUMN revoked_at INTEGER;
  -- Agents sign in with a password (users.password_hash) and get tokens of their own.
  CREATE TABLE IF NOT EXISTS agent_tokens (
    token_hash TEXT PRIMARY KEY,
    agent_id   TEXT NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  ) WITHOUT ROWID;
  -- Nonces of signed links, remembered for the window in which their sign is accepted.
  CREATE TABLE IF NOT EXISTS sign_nonces (
    product_id TEXT NOT NULL,
    nonce      TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (product_id, nonce)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS sign_nonces_by_expiry ON sign_nonces (expires_at);
  -- Who each signed upload belongs to: only its owner may cite it, in messages and work orders.
  CREATE TABLE IF NOT EXISTS uploads (
    object_key   TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users(id),
    product_id   TEXT NOT NULL REFERENCES products(id),
    content_type TEXT NOT NULL,
    size         INTEGER NOT NULL,
    signed_at    INTEGER NOT NULL
  ) WITHOUT ROWID;
  -- Host origins allowed to frame the customer client (CSP frame-ancestors), space-separated.
  ALTER TABLE products ADD COLUMN frame_origins TEXT NOT NULL DEFAULT '';
  `,
  `
  -- The agent console (issue 17): who the customer is when they ask for a human, and how many chats
  -- an agent serves at once.
  ALTER TABLE receptions ADD COLUMN locale TEXT NOT NULL DEFAULT '';
  ALTER TABLE receptions ADD COLUMN time_zone TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN max_chats INTEGER NOT NULL DEFAULT 2;
  -- Measured handling times: the receptions agents finished, newest first.
  CREATE INDEX IF NOT EXISTS receptions_by_end ON receptions (ended_at) WHERE accepted_at IS NOT NULL;
  -- Saved replies an agent can insert, per locale.
  CREATE TABLE IF NOT EXISTS canned_replies (
    id       INTEGER PRIMARY KEY,
    locale   TEXT NOT NULL,
    title    TEXT NOT NULL,
    text     TEXT NOT NULL,
    position INTEGER NOT NULL,
    UNIQUE (locale, title)
  );
  `,
  `
  -- The help centre as the assistant reads it and editors write it (issue 27): the questions customers
  -- ask for each article, per language; draft articles customers do not see; every saved edit with who
  -- and when; what customers asked that nothing answered.
  ALTER TABLE faq_questions ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
  ALTER TABLE users ADD COLUMN can_edit_faq INTEGER NOT NULL DEFAULT 0 CHECK (can_edit_faq IN (0, 1));
  CREATE TABLE IF NOT EXISTS faq_phrasings (
    question_id TEXT NOT NULL REFERENCES faq_questions(id),
    language    TEXT NOT NULL,
    position    INTEGER NOT NULL,
    text        TEXT NOT NULL,
    PRIMARY KEY (question_id, language, position)
  ) WITHOUT ROWID;
  -- phrasings: a JSON array of strings. state: a saved draft, or what was published.
  CREATE TABLE IF NOT EXISTS faq_revisions (
    id          INTEGER PRIMARY KEY,
    question_id TEXT NOT NULL REFERENCES faq_questions(id),
    language    TEXT NOT NULL,
    title       TEXT NOT NULL,
    content     TEXT NOT NULL,
    phrasings   TEXT NOT NULL,
    state       TEXT NOT NULL CHECK (state IN ('draft', 'published')),
    editor_id   TEXT NOT NULL REFERENCES users(id),
    created_at  INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS faq_unanswered (
    product_id    TEXT NOT NULL REFERENCES products(id),
    language      TEXT NOT NULL,
    question_key  TEXT NOT NULL,
    text          TEXT NOT NULL,
    count         INTEGER NOT NULL,
    last_asked_at INTEGER NOT NULL,
    PRIMARY KEY (product_id, language, question_key)
  ) WITHOUT ROWID;
  -- "Did this help?" on an AI answer from the help centre: one vote per answer, the last one counts.
  CREATE TABLE IF NOT EXISTS ai_answer_feedback (
    conversation_id TEXT NOT NULL,
    seq             INTEGER NOT NULL,
    customer_id     TEXT NOT NULL REFERENCES users(id),
    article_id      TEXT NOT NULL,
    helpful         INTEGER NOT NULL CHECK (helpful IN (0, 1)),
    voted_at        INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, seq)
  ) WITHOUT ROWID;
  `,
  `
  -- Field recordings (issue 28): what each product captures, which company an agent works for (an agent
  -- reads only its own company's recordings), and the recordings customers' pages upload in chunks.
  ALTER TABLE products ADD COLUMN capture_policy TEXT NOT NULL DEFAULT 'on_support' CHECK (capture_policy IN ('off', 'on_support', 'always'));
  ALTER TABLE products ADD COLUMN capture_sample_rate REAL NOT NULL DEFAULT 1 CHECK (capture_sample_rate BETWEEN 0 AND 1);
  ALTER TABLE users ADD COLUMN company_id TEXT;
  -- Until now agents served every product of the one company there was: they belong to it.
  UPDATE users SET company_id = (SELECT id FROM companies)
    WHERE kind = 'agent' AND (SELECT COUNT(*) FROM companies) = 1;
  -- screens: a JSON array of the pathnames visited; page_starts: a JSON object, page -> its startedAt.
  CREATE TABLE IF NOT EXISTS recordings (
    id           TEXT PRIMARY KEY,
    customer_id  TEXT NOT NULL REFERENCES users(id),
    product_id   TEXT NOT NULL REFERENCES products(id),
    reception_id TEXT,
    reason       TEXT NOT NULL,
    started_at   INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    bytes        INTEGER NOT NULL DEFAULT 0,
    entries      INTEGER NOT NULL DEFAULT 0,
    duration_ms  INTEGER NOT NULL DEFAULT 0,
    screens      TEXT NOT NULL DEFAULT '[]',
    pages        INTEGER NOT NULL DEFAULT 0,
    page_starts  TEXT NOT NULL DEFAULT '{}'
  );
  -- A customer's recordings, newest first (the agent's list).
  CREATE INDEX IF NOT EXISTS recordings_by_customer ON recordings (customer_id, started_at);
  -- The retention purge: recordings not written to since a time.
  CREATE INDEX IF NOT EXISTS recordings_by_update ON recordings (updated_at);
  -- body: the gzip bytes as the page sent them; the primary key reads a recording's chunks in order.
  CREATE TABLE IF NOT EXISTS recording_chunks (
    recording_id TEXT NOT NULL REFERENCES recordings(id),
    page         INTEGER NOT NULL,
    chunk        INTEGER NOT NULL,
    body         BLOB NOT NULL,
    PRIMARY KEY (recording_id, page, chunk)
  ) WITHOUT ROWID;
  -- Every time an agent opened a recording.
  CREATE TABLE IF NOT EXISTS recording_views (
    recording_id TEXT NOT NULL REFERENCES recordings(id),
    viewed_at    INTEGER NOT NULL,
    agent_id     TEXT NOT NULL REFERENCES users(id),
    PRIMARY KEY (recording_id, viewed_at, agent_id)
  ) WITHOUT ROWID;
  `,
  `
  -- Answers the AI owes (issue 30): written in the question's transaction, deleted in its answer's.
  -- question: the question as the responder needs it (JSON); a node answering it holds it until
  -- claimed_until (ms), and any node takes over one whose claim has run out (server/messaging/owedAnswers.ts).
  CREATE TABLE IF NOT EXISTS owed_answers (
    question_server_msg_id TEXT PRIMARY KEY,
    conversation_id        TEXT NOT NULL,
    question               TEXT NOT NULL,
    claimed_by             TEXT NOT NULL,
    claimed_until          INTEGER NOT NULL,
    created_at             INTEGER NOT NULL
  );
  -- The sweep: claims that ran out.
  CREATE INDEX IF NOT EXISTS owed_answers_by_claim ON owed_answers (claimed_until);
  `,
  `
  -- Quotas (issue 30): a customer's uploads signed within the last minute and day.
  CREATE INDEX IF NOT EXISTS uploads_by_customer ON uploads (product_id, user_id, signed_at);
  `,
  `
  -- Customer profiles (issue 31): which of a company's products a customer signed in to or holds
  -- orders in, and their work orders and left messages there, newest first.
  CREATE INDEX IF NOT EXISTS tokens_by_user ON tokens (user_id, product_id);
  CREATE INDEX IF NOT EXISTS top_up_orders_by_customer ON top_up_orders (product_id, customer_id, created_at);
  CREATE INDEX IF NOT EXISTS work_orders_by_customer ON work_orders (product_id, customer_id, created_at);
  CREATE INDEX IF NOT EXISTS left_messages_by_customer ON left_messages (product_id, customer_id, created_at);
  `,
  `
  -- Answered left messages (issue 31): who answered, when (ms) and with what; NULL while nobody has.
  ALTER TABLE left_messages ADD COLUMN answered_by TEXT;
  ALTER TABLE left_messages ADD COLUMN answered_at INTEGER;
  ALTER TABLE left_messages ADD COLUMN answer TEXT NOT NULL DEFAULT '';
  -- The agents' list: the newest not answered, and the latest answered.
  CREATE INDEX IF NOT EXISTS left_messages_by_answer ON left_messages (answered_at, id);
  `,
  `
  -- The supervisor's view (issue 31): agents with the supervisor role read their company's figures
  -- (GET agent/supervisor/stats): its products' receptions over a time range, and in each reception the
  -- first message an agent wrote (first-response time).
  ALTER TABLE users ADD COLUMN is_supervisor INTEGER NOT NULL DEFAULT 0 CHECK (is_supervisor IN (0, 1));
  CREATE INDEX IF NOT EXISTS receptions_by_product_created ON receptions (product_id, created_at);
  CREATE INDEX IF NOT EXISTS messages_by_reception ON messages (reception_id) WHERE reception_id IS NOT NULL;
  `,
  `
  -- Agents' private notes on a conversation (issue 31), apart from its messages so that no customer
  -- path (push_msg, pulls, history-list, recordings) can ever read one. kind 'transfer': the note an agent
  -- left when handing the reception on, to to_agent_id (NULL: back to the queue).
  CREATE TABLE IF NOT EXISTS agent_notes (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    group_id     TEXT NOT NULL REFERENCES support_groups(group_id),
    reception_id TEXT NOT NULL REFERENCES receptions(id),
    author_id    TEXT NOT NULL REFERENCES users(id),
    kind         TEXT NOT NULL CHECK (kind IN ('note', 'transfer')),
    to_agent_id  TEXT REFERENCES users(id),
    content      TEXT NOT NULL,
    created_at   INTEGER NOT NULL
  );
  -- A conversation's latest notes (the agent's accepted frame).
  CREATE INDEX IF NOT EXISTS agent_notes_by_group ON agent_notes (group_id, id);
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new Error(`data directory has schema version ${current}, newer than this sandbox (${SCHEMA_VERSION})`);
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
