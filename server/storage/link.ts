import { randomUUID } from 'node:crypto';
import { UPLOAD_CONTENT_TYPES, type SignedUpload, type UploadContentType } from '../../src/protocol/uploads';
import { uploadSignature, type UploadGrant } from './signing';

/** What the main app knows of the storage host: where it is, the shared secret, where files land. */
export interface StorageLink {
  /** `http://127.0.0.1:8081`, no trailing slash. */
  publicUrl: string;
  secret: string;
  filesDir: string;
  uploadTtlMs: number;
}

export const DEFAULT_UPLOAD_TTL_MS = 15 * 60_000;
export const OBJECT_PATH_PREFIX = '/o/';
/** Keys are made here, never from the file name: `<uuid>.<extension of the signed type>`. */
const OBJECT_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]+)$/;

const CONTENT_TYPE_OF_EXTENSION = new Map<string, UploadContentType>(
  (Object.entries(UPLOAD_CONTENT_TYPES) as [UploadContentType, string][]).map(([type, extension]) => [extension, type]),
);

/** The content type of a stored object, from its key's extension; undefined for a key we never make. */
export function contentTypeOfKey(key: string): UploadContentType | undefined {
  const extension = OBJECT_KEY_PATTERN.exec(key)?.[1];
  return extension === undefined ? undefined : CONTENT_TYPE_OF_EXTENSION.get(extension);
}

/** A fresh object key for an upload of this type. */
export function newObjectKey(contentType: UploadContentType): string {
  return `${randomUUID()}.${UPLOAD_CONTENT_TYPES[contentType]}`;
}

/** The signed PUT for one object key (made by newObjectKey, and recorded with its owner first). */
export function signUpload(
  link: StorageLink,
  key: string,
  contentType: UploadContentType,
  size: number,
  now = Date.now(),
): SignedUpload {
  const grant: UploadGrant = { key, contentType, size, expiresAt: now + link.uploadTtlMs };
  const fileUrl = `${link.publicUrl}${OBJECT_PATH_PREFIX}${grant.key}`;
  const query = new URLSearchParams({
    content_type: contentType,
    size: String(size),
    expires: String(grant.expiresAt),
    sig: uploadSignature(link.secret, grant),
  });
  return {
    upload_url: `${fileUrl}?${query.toString()}`,
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    file_url: fileUrl,
    expires_at: grant.expiresAt,
  };
}
