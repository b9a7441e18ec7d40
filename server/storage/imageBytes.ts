import { closeSync, openSync, readSync } from 'node:fs';

/** The longest signature checked (WebP: `RIFF????WEBP`). */
const HEAD_BYTES = 12;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Byte patterns at the start of each image format; null matches any byte. */
const SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  ascii('GIF87a'),
  ascii('GIF89a'),
  [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
];

/** Whether the bytes start like a PNG, JPEG, GIF or WebP image. */
export function looksLikeImage(head: Uint8Array): boolean {
  return SIGNATURES.some(
    (signature) =>
      signature.length <= head.length && signature.every((byte, index) => byte === null || head[index] === byte),
  );
}

/**
 * Whether the file at `path` is a readable image (by its first bytes, whatever type it was signed
 * for): a text renamed `.png` is not. A file that cannot be read is not either.
 */
export function isImageFile(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const head = Buffer.alloc(HEAD_BYTES);
    const read = readSync(fd, head, 0, HEAD_BYTES, 0);
    return looksLikeImage(head.subarray(0, read));
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
