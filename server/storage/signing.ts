import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload URL allows: one PUT of this type, at most this size, to this key, until then. */
export interface UploadGrant {
  key: string;
  contentType: string;
  size: number;
  expiresAt: number;
}

/**
 * The one spelling of a signature: lower-case hex of HMAC-SHA256's 32 bytes, as uploadSignature writes
 * it and as signed links require (server/sessions/signedLinks.ts). `Buffer.from(…, 'hex')` would stop at
 * the first non-hex character and accept upper case and an odd length, so `sig` + "zz" also passed.
 */
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

function canonical(grant: UploadGrant): string {
  return ['PUT', grant.key, grant.contentType, grant.size, grant.expiresAt].join('\n');
}

export function uploadSignature(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', secret).update(canonical(grant)).digest('hex');
}

export function isValidUploadSignature(secret: string, grant: UploadGrant, signature: string): boolean {
  if (!SIGNATURE_PATTERN.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature), Buffer.from(uploadSignature(secret, grant)));
}
