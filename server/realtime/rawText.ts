import type { RawData } from 'ws';

/** A text frame's payload as a string, in whichever of its three shapes `ws` delivered it. */
export function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (raw instanceof ArrayBuffer ? Buffer.from(raw) : raw).toString('utf8');
}
