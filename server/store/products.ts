import type { CapturePolicy } from '../../src/protocol/recordings';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

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
  /** What the customer's page records and when it uploads (docs/recording.md). */
  capturePolicy: CapturePolicy;
  /** With `always`: the share of sessions, 0 to 1, that upload. */
  captureSampleRate: number;
}

const COLUMNS = [
  'id',
  'company_id as companyId',
  'app_key as appKey',
  'name',
  'secret',
  'color_scheme as colorScheme',
  'is_force_faq as isForceFaq',
  'is_report_data as isReportData',
  'ai_michat_status as aiMichatStatus',
  'faq_url as faqUrl',
  'frame_origins as frameOrigins',
  'capture_policy as capturePolicy',
  'capture_sample_rate as captureSampleRate',
] as const;

export function createProductRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'products');
  const byAppKey = named('byAppKey', (p: { appKey: string }) =>
    db.selectFrom('products').select(COLUMNS).where('app_key', '=', p.appKey),
  );
  const byId = named('byId', (p: { id: string }) => db.selectFrom('products').select(COLUMNS).where('id', '=', p.id));
  const ofCompany = named('ofCompany', (p: { companyId: string }) =>
    db.selectFrom('products').select(COLUMNS).where('company_id', '=', p.companyId).orderBy('id'),
  );
  return {
    /** The company's products, by id. */
    ofCompany: (companyId: string): Promise<Product[]> => ofCompany.all({ companyId }),
    findByAppKey: (appKey: string): Promise<Product | undefined> => byAppKey.first({ appKey }),
    findById: (id: string): Promise<Product | undefined> => byId.first({ id }),
  };
}
