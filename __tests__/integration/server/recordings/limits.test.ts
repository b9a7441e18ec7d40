/**
 * A recording's size cap (RECORDING_LIMITS.recordingBytes, docs/protocol.md "Field recordings"): the
 * chunk that would pass it is refused with recordingFull and nothing is added; a retry of a chunk
 * already stored still succeeds. And the uploads' rate limit per client address. Each on a sandbox of
 * its own: both send many chunks.
 */
import { gzipSync } from 'node:zlib';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { HEADERS } from '../../../../src/protocol/identifiers';
import { RECORDING_LIMITS, RECORDING_REST, type RecordingSummary } from '../../../../src/protocol/recordings';
import { signInAgent } from '../../../support/agentSocket';
import { RECORDING_UPLOAD_LIMIT } from '../../../../server/http/routes/recordings';
import { agentGet, chunkOf, gzipJson, newRecordingId, putChunk } from '../../../support/recordings';
import { login, startSandbox, type RunningSandbox } from '../../../support/sandbox';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(() => sandbox?.close());

/** Gzip without compression: the body is as large as the chunk, about 250 KB. */
const storedChunk = (index: number) =>
  gzipSync(
    Buffer.from(
      JSON.stringify(
        chunkOf(
          [{ t: index, kind: 'action', action: { type: 'x' }, pad: 'p'.repeat(250_000) }],
          index === 0 ? { startedAt: 1 } : undefined,
        ),
      ),
    ),
    { level: 0 },
  );

it('refuses the chunk that would pass the cap with recordingFull, adding nothing', async () => {
  const alice = await login(sandbox.baseUrl);
  const { token: annToken } = await signInAgent(sandbox, 'ann');
  const id = newRecordingId();
  const chunkBytes = storedChunk(1).length;
  expect(chunkBytes).toBeLessThanOrEqual(RECORDING_LIMITS.chunkBytes);
  const fitting = Math.floor(RECORDING_LIMITS.recordingBytes / chunkBytes);
  for (let chunk = 0; chunk < fitting; chunk++) {
    const answer = await putChunk(sandbox, alice.token, { id, page: 0, chunk }, storedChunk(chunk));
    expect([chunk, answer.code]).toEqual([chunk, 0]);
  }
  const summary = async () =>
    (
      await agentGet<{ recordings: RecordingSummary[] }>(
        sandbox,
        `${RECORDING_REST.agentList}?customer_id=${alice.id}`,
        annToken,
      )
    ).data.recordings[0];
  const full = await summary();
  const over = await putChunk(sandbox, alice.token, { id, page: 0, chunk: fitting }, storedChunk(fitting));
  expect([over.status, over.code]).toEqual([413, ERROR_CODE.recordingFull]);
  expect(await summary()).toEqual(full);
  expect(full.entries).toBe(fitting);
  const retry = await putChunk(sandbox, alice.token, { id, page: 0, chunk: 1 }, storedChunk(1));
  expect(retry).toMatchObject({ code: 0, data: { stored: false } });
});

it('lets one address upload 120 chunks a minute, then answers tooManyRequests with Retry-After', async () => {
  const own = await startSandbox();
  try {
    const { token } = await login(own.baseUrl);
    const id = newRecordingId();
    const body = gzipJson(chunkOf([], { startedAt: 1 }));
    for (let upload = 0; upload < RECORDING_UPLOAD_LIMIT.max; upload++)
      expect([upload, (await putChunk(own, token, { id, page: 0, chunk: 0 }, body)).code]).toEqual([upload, 0]);
    const response = await fetch(`${own.baseUrl}${RECORDING_REST.chunk(id, 0, 0)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/gzip', [HEADERS.token]: token },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await response.json()) as { code: number }).code).toBe(ERROR_CODE.tooManyRequests);
  } finally {
    await own.close();
  }
});
