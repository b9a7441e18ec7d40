import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { ERROR_CODE } from '../../src/protocol/codes';
import { RECORDING_LIMITS, recordingChunkSchema, type RecordingChunkHeader } from '../../src/protocol/recordings';
import { SandboxError } from '../errors';
import { parseOrThrow } from '../validation';

const inflate = promisify(gunzip);

/** An entry as the page recorded it: every field kept, for the assembled file. */
export type RawEntry = { t: number; kind: string } & Record<string, unknown>;

/** A chunk as uploaded: its page header (chunk 0 of a page) and its entries, every field of each kept. */
export interface DecodedChunk {
  page: RecordingChunkHeader['page'];
  entries: RawEntry[];
}

/**
 * A chunk's body: gzip of a RecordingChunk (docs/protocol.md, "Field recordings"), inflated to at most
 * RECORDING_LIMITS.chunkInflatedBytes, so a small bomb cannot inflate to gigabytes. Anything else is a
 * parameterError; the message never quotes the body.
 */
export async function decodeChunk(body: Buffer): Promise<DecodedChunk> {
  let json: unknown;
  try {
    const text = await inflate(body, { maxOutputLength: RECORDING_LIMITS.chunkInflatedBytes });
    json = JSON.parse(text.toString('utf8'));
  } catch {
    throw new SandboxError(
      ERROR_CODE.parameterError,
      'the body is not gzip of a JSON recording chunk within the limits',
    );
  }
  const header = parseOrThrow(recordingChunkSchema, json, 'body');
  return { page: header.page, entries: (json as { entries: RawEntry[] }).entries };
}
