import { literal, num, object, str, type Infer } from './validate';

export const UPLOAD_REST = { signUploadObject: '/store/v1/sign-upload-object' } as const;

/** What GET /store/v1/sign-upload-object signs (docs/protocol.md): the type decides the size limit. */
const MiB = 1024 * 1024;

export const UPLOAD_MAX_BYTES = { image: 10 * MiB, video: 50 * MiB } as const;

export const UPLOAD_CONTENT_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
} as const;
export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;

export function isUploadContentType(value: string): value is UploadContentType {
  return Object.prototype.hasOwnProperty.call(UPLOAD_CONTENT_TYPES, value);
}

export function maxUploadBytes(contentType: UploadContentType): number {
  return contentType.startsWith('image/') ? UPLOAD_MAX_BYTES.image : UPLOAD_MAX_BYTES.video;
}

/** The PUT goes to `upload_url` with exactly `headers` and no auth header; the file is then at `file_url`. */
export const signedUploadSchema = object({
  upload_url: str,
  method: literal('PUT'),
  headers: object({ 'Content-Type': str }),
  file_url: str,
  expires_at: num,
});
export type SignedUpload = Infer<typeof signedUploadSchema>;
