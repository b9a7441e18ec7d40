import type { Kysely } from 'kysely';
import { hashPassword } from './passwords';
import { seedOrders } from './seedOrders';
import { seedFaq } from '../faq/seedFaq';
import { seedCannedReplies } from './seedCannedReplies';
import { seedContactChannels } from './seedContact';
import type { Schema } from './schema';

export const DEMO_COMPANY = { id: '100', name: 'Demo Company' } as const;
export const DEMO_PASSWORD = 'demo-pass';
const FAQ_URL = '/faqmain?faq_set=default&source=config';
/** Host pages on this machine, any port, may frame the demo products' client (docs/security.md, "Headers and CSP"). */
export const DEMO_FRAME_ORIGINS = 'http://127.0.0.1:* http://localhost:*';

export interface SeedProduct {
  id: string;
  appKey: string;
  name: string;
  secret: string | null;
  colorScheme: number;
  isForceFaq: 0 | 1;
  aiUserId: string;
}

export const DEMO_PRODUCTS: readonly SeedProduct[] = [
  { id: '1', appKey: 'demo', name: 'Demo', secret: null, colorScheme: 1, isForceFaq: 0, aiUserId: '20001' },
  {
    id: '2',
    appKey: 'demo-faq',
    name: 'Demo (force FAQ)',
    secret: null,
    colorScheme: 1,
    isForceFaq: 1,
    aiUserId: '20002',
  },
  {
    id: '3',
    appKey: 'demo-scheme3',
    name: 'Demo (colour scheme 3)',
    secret: null,
    colorScheme: 3,
    isForceFaq: 1,
    aiUserId: '20003',
  },
  {
    id: '4',
    appKey: 'demo-signed',
    name: 'Demo (signed links)',
    secret: 'demo-secret',
    colorScheme: 1,
    isForceFaq: 0,
    aiUserId: '20004',
  },
  {
    id: '5',
    appKey: 'demo-scheme2',
    name: 'Demo (colour scheme 2)',
    secret: null,
    colorScheme: 2,
    isForceFaq: 0,
    aiUserId: '20005',
  },
];

export const DEMO_CUSTOMERS = [
  { id: '10001', username: 'alice', nickname: 'Alice' },
  { id: '10002', username: 'bob', nickname: 'Bob' },
  { id: '10003', username: 'chloe', nickname: 'Chloe' },
] as const;

export const AI_NICKNAME = 'AI Assistant';

/**
 * Support agents of the demo company: they sign in at /agent with these demo passwords (printed by
 * `npm start`; docs/security.md, "Agents"). Ann also edits the help centre; Ben does not; Sam is the
 * team's supervisor (the console's Supervisor view), and takes chats like the others.
 */
export const DEMO_AGENTS = [
  { id: '30001', username: 'ann', nickname: 'Ann', password: 'ann-demo-pass', canEditFaq: 1, supervisor: 0 },
  { id: '30002', username: 'ben', nickname: 'Ben', password: 'ben-demo-pass', canEditFaq: 0, supervisor: 0 },
  { id: '30003', username: 'sam', nickname: 'Sam', password: 'sam-demo-pass', canEditFaq: 0, supervisor: 1 },
] as const;

/** Idempotent: rows that exist are left as they are, so local edits to the demo data survive. Run it in a transaction. */
export async function seed(db: Kysely<Schema>, now = Date.now()): Promise<void> {
  const productIds = DEMO_PRODUCTS.map((product) => product.id);
  await db
    .insertInto('companies')
    .values(DEMO_COMPANY)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await seedProducts(db, now);
  await seedAgents(db, now);
  await seedCustomers(db, now);
  await seedOrders(db, now);
  await seedFaq(db, productIds, now);
  await seedContactChannels(db, productIds);
  await seedCannedReplies(db);
}

async function seedProducts(db: Kysely<Schema>, now: number): Promise<void> {
  const products = DEMO_PRODUCTS.map((product) => ({
    id: product.id,
    company_id: DEMO_COMPANY.id,
    app_key: product.appKey,
    name: product.name,
    secret: product.secret,
    color_scheme: product.colorScheme,
    is_force_faq: product.isForceFaq,
    is_report_data: 0 as const,
    ai_michat_status: 1,
    faq_url: FAQ_URL,
  }));
  await db
    .insertInto('products')
    .values(products)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // Products seeded before frame allowlists existed have an empty one.
  await db
    .updateTable('products')
    .set({ frame_origins: DEMO_FRAME_ORIGINS })
    .where(
      'id',
      'in',
      products.map((product) => product.id),
    )
    .where('frame_origins', '=', '')
    .execute();
  const aiUsers = DEMO_PRODUCTS.map((product) => ({
    id: product.aiUserId,
    username: `ai-assistant-${product.id}`,
    password_hash: null,
    nickname: AI_NICKNAME,
    kind: 'ai' as const,
    product_id: product.id,
    created_at: now,
  }));
  await db
    .insertInto('users')
    .values(aiUsers)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

async function seedAgents(db: Kysely<Schema>, now: number): Promise<void> {
  // Agents serve every product of their company, so they belong to no product.
  const agents = DEMO_AGENTS.map(({ id, username, nickname }) => ({
    id,
    username,
    nickname,
    password_hash: null,
    kind: 'agent' as const,
    product_id: null,
    company_id: DEMO_COMPANY.id,
    created_at: now,
  }));
  await db
    .insertInto('users')
    .values(agents)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // Demo agents seeded before agents had a company work for the demo company; one that has a company keeps it.
  await db
    .updateTable('users')
    .set({ company_id: DEMO_COMPANY.id })
    .where(
      'id',
      'in',
      agents.map((agent) => agent.id),
    )
    .where('kind', '=', 'agent')
    .where('company_id', 'is', null)
    .execute();
  // Agents seeded before they could sign in have no password; one that is set is never replaced.
  const withoutPassword = await db
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      agents.map((agent) => agent.id),
    )
    .where('kind', '=', 'agent')
    .where('password_hash', 'is', null)
    .execute();
  for (const { id } of withoutPassword) {
    const password = DEMO_AGENTS.find((agent) => agent.id === id)?.password ?? '';
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', id)
      .where('password_hash', 'is', null)
      .execute();
  }
  await seedEditors(db);
  await seedSupervisors(db);
}

/**
 * The demo editors get the help centre's editor role where no agent has it: a new database, or one
 * seeded before the role existed. Once an editor exists, roles are left as they are.
 */
async function seedEditors(db: Kysely<Schema>): Promise<void> {
  const editors = await db
    .selectFrom('users')
    .select('id')
    .where('kind', '=', 'agent')
    .where('can_edit_faq', '=', 1)
    .executeTakeFirst();
  if (!editors)
    await db
      .updateTable('users')
      .set({ can_edit_faq: 1 })
      .where(
        'id',
        'in',
        DEMO_AGENTS.filter((agent) => agent.canEditFaq === 1).map((agent) => agent.id),
      )
      .where('kind', '=', 'agent')
      .execute();
}

/** As seedEditors, for the supervisor role: given where no agent has it yet, then left as it is. */
async function seedSupervisors(db: Kysely<Schema>): Promise<void> {
  const supervisor = await db
    .selectFrom('users')
    .select('id')
    .where('kind', '=', 'agent')
    .where('is_supervisor', '=', 1)
    .executeTakeFirst();
  if (!supervisor)
    await db
      .updateTable('users')
      .set({ is_supervisor: 1 })
      .where(
        'id',
        'in',
        DEMO_AGENTS.filter((agent) => agent.supervisor === 1).map((agent) => agent.id),
      )
      .where('kind', '=', 'agent')
      .execute();
}

async function seedCustomers(db: Kysely<Schema>, now: number): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      DEMO_CUSTOMERS.map((customer) => customer.id),
    )
    .execute();
  const known = new Set(existing.map((row) => row.id));
  // Hashing is slow on purpose; only for users that are not there yet.
  const missing = await Promise.all(
    DEMO_CUSTOMERS.filter((customer) => !known.has(customer.id)).map(async (customer) => ({
      ...customer,
      password_hash: await hashPassword(DEMO_PASSWORD),
      kind: 'customer' as const,
      product_id: null,
      created_at: now,
    })),
  );
  if (missing.length > 0)
    await db
      .insertInto('users')
      .values(missing)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
}
