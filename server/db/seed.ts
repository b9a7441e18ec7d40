import type { Database } from 'better-sqlite3';
import { hashPassword } from './passwords';
import { seedOrders } from './seedOrders';
import { seedFaq } from '../faq/seedFaq';
import { seedCannedReplies } from './seedCannedReplies';
import { seedContactChannels } from './seedContact';

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
  { id: '2', appKey: 'demo-faq', name: 'Demo (force FAQ)', secret: null, colorScheme: 1, isForceFaq: 1, aiUserId: '20002' },
  { id: '3', appKey: 'demo-scheme3', name: 'Demo (colour scheme 3)', secret: null, colorScheme: 3, isForceFaq: 1, aiUserId: '20003' },
  { id: '4', appKey: 'demo-signed', name: 'Demo (signed links)', secret: 'demo-secret', colorScheme: 1, isForceFaq: 0, aiUserId: '20004' },
  { id: '5', appKey: 'demo-scheme2', name: 'Demo (colour scheme 2)', secret: null, colorScheme: 2, isForceFaq: 0, aiUserId: '20005' },
];

export const DEMO_CUSTOMERS = [
  { id: '10001', username: 'alice', nickname: 'Alice' },
  { id: '10002', username: 'bob', nickname: 'Bob' },
  { id: '10003', username: 'chloe', nickname: 'Chloe' },
] as const;

export const AI_NICKNAME = 'AI Assistant';

/**
 * Support agents of the demo company: they sign in at /agent with these demo passwords (printed by
 * `npm start`; docs/security.md, "Agents").
 */
export const DEMO_AGENTS = [
  { id: '30001', username: 'ann', nickname: 'Ann', password: 'ann-demo-pass' },
  { id: '30002', username: 'ben', nickname: 'Ben', password: 'ben-demo-pass' },
] as const;

/** Idempotent: rows that exist are left as they are, so local edits to the demo data survive. */
export function seed(db: Database, now = Date.now()): void {
  const insertCompany = db.prepare('INSERT OR IGNORE INTO companies (id, name) VALUES (?, ?)');
  const insertProduct = db.prepare(`
    INSERT OR IGNORE INTO products
      (id, company_id, app_key, name, secret, color_scheme, is_force_faq, is_report_data, ai_michat_status, faq_url)
    VALUES (@id, @companyId, @appKey, @name, @secret, @colorScheme, @isForceFaq, 0, 1, @faqUrl)`);
  const userExists = db.prepare<[string], { id: string }>('SELECT id FROM users WHERE id = ?');
  const insertUser = db.prepare(`
    INSERT OR IGNORE INTO users (id, username, password_hash, nickname, avatar, kind, product_id, created_at)
    VALUES (@id, @username, @passwordHash, @nickname, '', @kind, @productId, @createdAt)`);
  const agentWithoutPassword = db.prepare<[string], { id: string }>(
    "SELECT id FROM users WHERE id = ? AND kind = 'agent' AND password_hash IS NULL",
  );
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash IS NULL');
  // Products seeded before frame allowlists existed have an empty one.
  const setFrameOrigins = db.prepare("UPDATE products SET frame_origins = ? WHERE id = ? AND frame_origins = ''");

  db.transaction(() => {
    insertCompany.run(DEMO_COMPANY.id, DEMO_COMPANY.name);
    for (const product of DEMO_PRODUCTS) {
      insertProduct.run({ ...product, companyId: DEMO_COMPANY.id, faqUrl: FAQ_URL });
      setFrameOrigins.run(DEMO_FRAME_ORIGINS, product.id);
      insertUser.run({
        id: product.aiUserId,
        username: `ai-assistant-${product.id}`,
        passwordHash: null,
        nickname: AI_NICKNAME,
        kind: 'ai',
        productId: product.id,
        createdAt: now,
      });
    }
    for (const { password, ...agent } of DEMO_AGENTS) {
      // Agents serve every product of the company, so they belong to none.
      insertUser.run({ ...agent, passwordHash: null, kind: 'agent', productId: null, createdAt: now });
      // Agents seeded before they could sign in have no password; one that is set is never replaced.
      if (agentWithoutPassword.get(agent.id)) setPassword.run(hashPassword(password), agent.id);
    }
    for (const customer of DEMO_CUSTOMERS) {
      // Hashing is slow on purpose; skip it for users that are already there.
      if (userExists.get(customer.id)) continue;
      insertUser.run({
        ...customer,
        passwordHash: hashPassword(DEMO_PASSWORD),
        kind: 'customer',
        productId: null,
        createdAt: now,
      });
    }
    seedOrders(db, now);
    seedFaq(db, DEMO_PRODUCTS.map((product) => product.id), now);
    seedContactChannels(db, DEMO_PRODUCTS.map((product) => product.id));
    seedCannedReplies(db);
  })();
}
