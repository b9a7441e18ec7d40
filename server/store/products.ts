import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

export interface Product {
  id: string;
  companyId: string;
  appKey: string;
  name: string;
  secret: string | null;
  colorScheme: number;
  isForceFaq: 0 | 1;
  isReportData: 0 | 1;
  aiMichatStatus: number;
  faqUrl: string;
  /** Host origins that may frame the customer client (CSP frame-ancestors), space-separated. */
  frameOrigins: string;
}

const COLUMNS = `id, company_id AS companyId, app_key AS appKey, name, secret, color_scheme AS colorScheme,
  is_force_faq AS isForceFaq, is_report_data AS isReportData, ai_michat_status AS aiMichatStatus, faq_url AS faqUrl,
  frame_origins AS frameOrigins`;

export function createProductRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'products');
  const byAppKey = prepare<[string], Product>('byAppKey', `SELECT ${COLUMNS} FROM products WHERE app_key = ?`);
  const byId = prepare<[string], Product>('byId', `SELECT ${COLUMNS} FROM products WHERE id = ?`);
  return {
    findByAppKey: (appKey: string): Product | undefined => byAppKey.get(appKey),
    findById: (id: string): Product | undefined => byId.get(id),
  };
}
