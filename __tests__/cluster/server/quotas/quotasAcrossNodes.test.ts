/**
 * Issue 30, quotas across two nodes (one PostgreSQL, one Redis): a customer's upload URLs, signed at
 * once on both nodes, stop at the quota exactly (the check and the record hold the Redis lock), and
 * their messages are counted in Redis, wherever each socket is.
 */
import type { QuotaRules } from '../../../../server/quotas/rules';
import { startStorageHost, type RunningStorage } from '../../../../server/storage/start';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { HEADERS } from '../../../../src/protocol/identifiers';
import { DOCUMENTED_REST } from '../../../../src/protocol/restCatalog';
import { connectAs, login, newDataDir, textMessage, type RunningSandbox } from '../../../support/sandbox';
import { twoNodesPerTest } from '../../../support/twoNodes';

const HOUR_MS = 60 * 60_000;
const QUOTAS: QuotaRules = {
  uploadSigns: { max: 20, windowMs: 60_000 },
  uploadBytesPerDay: 1_000_000,
  messages: { max: 3, windowMs: HOUR_MS },
};

const { start: startTwoNodes, track } = twoNodesPerTest('quotas-nodes');

async function sign(node: RunningSandbox, token: string): Promise<number> {
  const query = new URLSearchParams({ file_name: 'a.png', content_type: 'image/png', size: '10' });
  const response = await fetch(`${node.baseUrl}${DOCUMENTED_REST.signUploadObject}?${query.toString()}`, {
    headers: { [HEADERS.token]: token },
  });
  return ((await response.json()) as { code: number }).code;
}

const codeOf = (result: DecodeResult) => (result.kind === 'replyError' ? result.error.err_code : ERROR_CODE.ok);

describe('quotas on two nodes', () => {
  let storage: RunningStorage;

  beforeAll(async () => {
    storage = await startStorageHost({ host: '127.0.0.1', port: 0, dataDir: newDataDir('quotas-nodes-storage-') });
  });

  afterAll(async () => {
    await storage?.app.close();
  });

  it('signs exactly 20 of 30 upload URLs asked for at once on both nodes', async () => {
    const { a, b } = await startTwoNodes({ quotas: QUOTAS, storage: storage.link });
    const { token } = await login(a.baseUrl, { username: 'bob' });
    const codes = await Promise.all(Array.from({ length: 30 }, (_, index) => sign(index % 2 ? a : b, token)));
    expect(codes.filter((code) => code === ERROR_CODE.ok)).toHaveLength(20);
    expect(codes.filter((code) => code === ERROR_CODE.tooManyUploads)).toHaveLength(10);
  });

  it('counts a customer’s messages on both nodes against one quota', async () => {
    const left = HOUR_MS - (Date.now() % HOUR_MS);
    if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const { a, b } = await startTwoNodes({ quotas: QUOTAS });
    const onA = track(await connectAs(a));
    expect(codeOf(await onA.request('send_msg', textMessage('one on a')))).toBe(ERROR_CODE.ok);
    expect(codeOf(await onA.request('send_msg', textMessage('two on a')))).toBe(ERROR_CODE.ok);
    const onB = track(await connectAs(b));
    expect(codeOf(await onB.request('send_msg', textMessage('three on b')))).toBe(ERROR_CODE.ok);
    expect(codeOf(await onB.request('send_msg', textMessage('four on b')))).toBe(ERROR_CODE.tooManyMessages);
    // Another customer has a quota of their own.
    const bob = track(await connectAs(b, { username: 'bob' }));
    expect(codeOf(await bob.request('send_msg', textMessage('bob on b', { sender_id: '10002' })))).toBe(ERROR_CODE.ok);
  });
});
