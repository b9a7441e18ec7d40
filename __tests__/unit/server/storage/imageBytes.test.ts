import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isImageFile, looksLikeImage } from '../../../../server/storage/imageBytes';
import { PNG_BYTES } from '../../../support/orders';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('looksLikeImage', () => {
  it.each([
    ['PNG', PNG_BYTES],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0])],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0])],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('takes a %s', (_name, head) => {
    expect(looksLikeImage(head)).toBe(true);
  });

  it.each([
    ['text named .png', bytes('not an image at all')],
    ['a PNG signature cut short', PNG_BYTES.subarray(0, 5)],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(looksLikeImage(head)).toBe(false);
  });
});

describe('isImageFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'image-bytes-'));
  it('reads the first bytes of the stored file', () => {
    writeFileSync(join(dir, 'real.png'), PNG_BYTES);
    writeFileSync(join(dir, 'fake.png'), 'hello');
    expect(isImageFile(join(dir, 'real.png'))).toBe(true);
    expect(isImageFile(join(dir, 'fake.png'))).toBe(false);
    expect(isImageFile(join(dir, 'missing.png'))).toBe(false);
  });
});
