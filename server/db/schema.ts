import type { Generated } from 'kysely';

/**
 * The tables as both engines hold them (server/db/migrations.ts for SQLite, server/db/postgresMigrations.ts
 * for PostgreSQL). Flags are 0/1 integers on both; millisecond times are numbers (BIGINT on PostgreSQL,
 * read back as JS numbers: server/db/postgres.ts). `Generated` marks a column with a default.
 */
export interface Schema {
  companies: { id: string; name: string };
  products: {
    id: string;
    company_id: string;
    app_key: string;
    name: string;
    secret: string | null;
    color_scheme: Generated<number>;
    is_force_faq: Generated<0 | 1>;
    is_report_data: Generated<0 | 1>;
    ai_michat_status: Generated<number>;
    faq_url: Generated<string>;
    frame_origins: Generated<string>;
    capture_policy: Generated<'off' | 'on_support' | 'always'>;
    capture_sample_rate: Generated<number>;
  };
  users: {
    id: string;
    username: string;
    password_hash: string | null;
    nickname: Generated<string>;
    avatar: Generated<string>;
    kind: 'customer' | 'ai' | 'agent';
    product_id: string | null;
    created_at: number;
    max_chats: Generated<number>;
    can_edit_faq: Generated<0 | 1>;
    /** An agent who reads the company's figures (GET agent/supervisor/stats). */
    is_supervisor: Generated<0 | 1>;
    /** The company an agent works for (null for customers and AI users). */
    company_id: string | null;
  };
  tokens: {
    token_hash: string;
    user_id: string;
    product_id: string;
    created_at: number;
    expires_at: number | null;
    revoked_at: number | null;
  };
  conversations: {
    conversation_id: string;
    chat_type: number;
    product_id: string;
    member_a: string | null;
    member_b: string | null;
    group_id: Generated<string>;
    max_seq: Generated<number>;
    created_at: number;
    updated_at: number;
  };
  messages: {
    conversation_id: string;
    seq: number;
    client_msg_id: string;
    server_msg_id: string;
    sender_id: string;
    receiver_id: Generated<string>;
    group_id: Generated<string>;
    chat_type: number;
    content_type: number;
    content: string;
    sender_platform_id: Generated<number>;
    reception_id: string | null;
    send_time: number;
    in_reply_to: string | null;
  };
  read_cursors: { conversation_id: string; user_id: string; read_seq: Generated<number> };
  read_marks: { conversation_id: string; user_id: string; seq: number };
  support_groups: { group_id: string; product_id: string; customer_id: string; name: string; created_at: number };
  group_members: { group_id: string; user_id: string; role: 'customer' | 'agent' | 'ai'; joined_at: number };
  receptions: {
    id: string;
    product_id: string;
    customer_id: string;
    group_id: string;
    agent_id: string | null;
    phase: number;
    reason: Generated<string>;
    locale: Generated<string>;
    time_zone: Generated<string>;
    created_at: number;
    accepted_at: number | null;
    ended_at: number | null;
  };
  evaluations: {
    reception_id: string;
    score: number;
    content: Generated<string>;
    problem_finished: 0 | 1;
    created_at: number;
  };
  left_messages: {
    id: Generated<number>;
    product_id: string;
    customer_id: string;
    content: string;
    created_at: number;
    answered_by: string | null;
    answered_at: number | null;
    answer: Generated<string>;
  };
  withdraw_orders: {
    id: string;
    order_no: string;
    product_id: string;
    customer_id: string;
    amount: string;
    currency: string;
    status: string;
    created_at: number;
  };
  top_up_orders: {
    order_no: string;
    product_id: string;
    customer_id: string;
    amount: string;
    currency: string;
    credited: 0 | 1;
    created_at: number;
  };
  work_orders: {
    id: Generated<number>;
    product_id: string;
    customer_id: string;
    kind: number;
    type: number;
    status: string;
    pay_order_sn: string | null;
    summary: string;
    body: string;
    created_at: number;
    updated_at: number;
  };
  appeals: { withdraw_order_id: string; work_order_id: number };
  work_order_drafts: {
    product_id: string;
    customer_id: string;
    kind: number;
    type: number;
    draft: string;
    updated_at: number;
  };
  faq_types: { id: string; product_id: string; icon: Generated<string>; sort: number };
  faq_type_names: { type_id: string; language: string; name: string };
  faq_questions: {
    id: string;
    type_id: string;
    sort: number;
    is_top: Generated<0 | 1>;
    updated_at: number;
    status: Generated<'draft' | 'published'>;
  };
  faq_phrasings: { question_id: string; language: string; position: number; text: string };
  faq_revisions: {
    id: Generated<number>;
    question_id: string;
    language: string;
    title: string;
    content: string;
    phrasings: string;
    state: 'draft' | 'published';
    editor_id: string;
    created_at: number;
  };
  ai_answer_feedback: {
    conversation_id: string;
    seq: number;
    customer_id: string;
    article_id: string;
    helpful: 0 | 1;
    voted_at: number;
  };
  faq_unanswered: {
    product_id: string;
    language: string;
    question_key: string;
    text: string;
    count: number;
    last_asked_at: number;
  };
  faq_question_texts: { question_id: string; language: string; title: string; content: string };
  contact_channels: { product_id: string; kind: string; label: string; url: string; sort: number };
  support_hours: { product_id: string; open_minute: number; close_minute: number; utc_offset_minutes: number };
  verify_codes: {
    user_id: string;
    product_id: string;
    target: string;
    code_hash: string;
    sent_at: number;
    expires_at: number;
    attempts: Generated<number>;
    verified_at: number | null;
  };
  agent_tokens: {
    token_hash: string;
    agent_id: string;
    created_at: number;
    expires_at: number;
    revoked_at: number | null;
  };
  sign_nonces: { product_id: string; nonce: string; expires_at: number };
  uploads: {
    object_key: string;
    user_id: string;
    product_id: string;
    content_type: string;
    size: number;
    signed_at: number;
  };
  canned_replies: { id: Generated<number>; locale: string; title: string; text: string; position: number };
  recordings: {
    id: string;
    customer_id: string;
    product_id: string;
    reception_id: string | null;
    reason: string;
    started_at: number;
    created_at: number;
    updated_at: number;
    bytes: Generated<number>;
    entries: Generated<number>;
    duration_ms: Generated<number>;
    /** A JSON array of pathnames. */
    screens: Generated<string>;
    pages: Generated<number>;
    /** A JSON object: page number → that page's startedAt. */
    page_starts: Generated<string>;
  };
  recording_chunks: { recording_id: string; page: number; chunk: number; body: Buffer };
  recording_views: { recording_id: string; viewed_at: number; agent_id: string };
  agent_notes: {
    id: Generated<number>;
    group_id: string;
    reception_id: string;
    author_id: string;
    kind: 'note' | 'transfer';
    /** A transfer's target agent; null for a note, or a transfer back to the queue. */
    to_agent_id: string | null;
    content: string;
    created_at: number;
  };
  owed_answers: {
    question_server_msg_id: string;
    conversation_id: string;
    question: string;
    claimed_by: string;
    claimed_until: number;
    created_at: number;
  };
}
