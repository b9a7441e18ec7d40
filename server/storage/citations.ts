import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadRecord } from '../store/uploads';
import { isImageFile } from './imageBytes';
import { contentTypeOfKey, OBJECT_PATH_PREFIX, type StorageLink } from './link';

/** Who cites a file: only the user who signed its upload, in the product it was signed in, may. */
export interface Citer {
  userId: string;
  productId: string;
}

/**
 * Why a cited URL is refused, or `ok`:
 * - `notAnObject`: not a `file_url` this sandbox signed (another host, a made-up key);
 * - `notYours`: signed for another user (or product);
 * - `wrongKind`: a video where only images are allowed;
 * - `notUploaded`: signed, but its PUT has not completed;
 * - `notAnImage`: signed as an image, but its bytes are not a PNG, JPEG, GIF or WebP (e.g. a text named `.png`).
 */
export type CitationVerdict = 'ok' | 'notAnObject' | 'notYours' | 'wrongKind' | 'notUploaded' | 'notAnImage';

export interface CitationSources {
  link: StorageLink | undefined;
  findUpload(objectKey: string): Promise<UploadRecord | undefined>;
  isUploaded(objectKey: string): boolean;
  /** Whether the uploaded object's bytes are a readable image. */
  isImage(objectKey: string): boolean;
}

/** The object key of a `file_url` of this storage host; undefined for any other URL. */
export function objectKeyOfUrl(link: StorageLink | undefined, url: string): string | undefined {
  const prefix = link ? `${link.publicUrl}${OBJECT_PATH_PREFIX}` : undefined;
  if (!prefix || !url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return contentTypeOfKey(key) ? key : undefined;
}

export async function citationVerdict(
  sources: CitationSources,
  url: string,
  citer: Citer,
  imagesOnly: boolean,
): Promise<CitationVerdict> {
  const key = objectKeyOfUrl(sources.link, url);
  const upload = key === undefined ? undefined : await sources.findUpload(key);
  if (key === undefined || !upload) return 'notAnObject';
  if (upload.userId !== citer.userId || upload.productId !== citer.productId) return 'notYours';
  if (imagesOnly && !upload.contentType.startsWith('image/')) return 'wrongKind';
  if (!sources.isUploaded(key)) return 'notUploaded';
  return upload.contentType.startsWith('image/') && !sources.isImage(key) ? 'notAnImage' : 'ok';
}

/** The sources of the running sandbox: its uploads table and the storage host's files directory. */
export function citationSources(
  link: StorageLink | undefined,
  findUpload: CitationSources['findUpload'],
): CitationSources {
  return {
    link,
    findUpload,
    isUploaded: (objectKey) => link !== undefined && existsSync(join(link.filesDir, objectKey)),
    isImage: (objectKey) => link !== undefined && isImageFile(join(link.filesDir, objectKey)),
  };
}
