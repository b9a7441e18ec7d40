import { DEMO_PRODUCTS } from '../db/seed';
import { signLink } from './signedLinks';

/** The seeded product whose links must be signed (secret `demo-secret`). */
const SIGNED_DEMO = DEMO_PRODUCTS.find((product) => product.appKey === 'demo-signed');

/** A /chat link for the demo-signed product, signed now: valid for the sign window (5 minutes by default). */
export function signedDemoLink(base: string, username: string, nowMs: number = Date.now()): string {
  if (!SIGNED_DEMO?.secret) throw new Error('the seed has no demo-signed product with a secret');
  const params = signLink(SIGNED_DEMO.secret, { appKey: SIGNED_DEMO.appKey, username }, nowMs);
  const query = new URLSearchParams({
    app_key: SIGNED_DEMO.appKey,
    user: username,
    pass: 'any',
    country: 'US',
    ...params,
  });
  return `${base.replace(/\/+$/, '')}/chat?${query.toString()}`;
}
