import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload URL allows: one PUT of this type, at most this size, to this key, until then. */
export interface UploadGrant {
  key: string;
  contentType: string;
  size: number;
  expiresAt: number;
}

function canonical(grant: UploadGrant): string {
  return ['PUT', grant.key, grant.contentType, grant.size, grant.expiresAt].join('\n');
}

export function uploadSignature(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', secret).update(canonical(grant)).digest('hex');
}

export function isValidUploadSignature(secret: string, grant: UploadGrant, signature: string): boolean {
  const expected = Buffer.from(uploadSignature(secret, grant), 'hex');
  const actual = Buffer.from(signature, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
