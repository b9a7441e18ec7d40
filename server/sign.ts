import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The host's server signs the link (docs/protocol.md, "Decision: sign"):
 * hex(HMAC-SHA256(secret, app_key + "|" + (username or "") + "|" + (user_id or ""))).
 */
export function computeSign(secret: string, appKey: string, username?: string, userId?: string): string {
  return createHmac('sha256', secret).update(`${appKey}|${username ?? ''}|${userId ?? ''}`).digest('hex');
}

export function isValidSign(sign: string, secret: string, appKey: string, username?: string, userId?: string): boolean {
  const expected = Buffer.from(computeSign(secret, appKey, username, userId));
  const actual = Buffer.from(sign.toLowerCase());
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
