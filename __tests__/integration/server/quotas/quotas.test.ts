/**
 * Issue 30, quotas: per customer, upload URLs a minute, upload bytes a day and messages a minute. A
 * refused upload leaves no row and no file; a refused message is not stored; a resend of a stored one
 * is acknowledged as before (docs/protocol.md, "Quotas").
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { QuotaRules } from '../../../../server/quotas/rules';
import { AGENT_REST } from '../../../../src/protocol/agentFrames';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import { DOCUMENTED_REST } from '../../../../src/protocol/restCatalog';
import type { SignedUpload } from '../../../../src/protocol/uploads';
import { signInAgent } from '../../../support/agentSocket';
import { agentGet } from '../../../support/recordings';
import {
  connectAs,
  login,
  newDataDir,
  removeDataDir,
  startSandboxIn,
  textMessage,
  type RunningSandbox,
} from '../../../support/sandbox';
import { openTestDatabase } from '../../../support/testDatabase';

const HOUR_MS = 60 * 60_000;
/** The AI user of product 3, demo-scheme3 (server/README.md, "Seed data"). */
const AI_OF_SCHEME3 = '20003';

interface Signing {
  status: number;
  code: number;
  data: SignedUpload | null;
}

async function sign(sandbox: RunningSandbox, token: string, size: number): Promise<Signing> {
  const query = new URLSearchParams({ file_name: 'shot.png', content_type: 'image/png', size: String(size) });
  const response = await fetch(`${sandbox.baseUrl}${DOCUMENTED_REST.signUploadObject}?${query.toString()}`, {
    headers: { [HEADERS.token]: token },
  });
  const envelope = (await response.json()) as { code: number; data: SignedUpload | null };
  return { status: response.status, ...envelope };
}

async function uploadRowsOf(dataDir: string, userId: string): Promise<number> {
  const database = await openTestDatabase(dataDir);
  try {
    const rows = await database.db.selectFrom('uploads').select('object_key').where('user_id', '=', userId).execute();
    return rows.length;
  } finally {
    await database.close();
  }
}

const filesIn = (dataDir: string) => readdirSync(join(dataDir, 'uploads'));

function codeOf(result: DecodeResult): number {
  if (result.kind === 'replyError') return result.error.err_code;
  if (result.kind === 'frame') return ERROR_CODE.ok;
  throw new Error(`not a reply: ${JSON.stringify(result)}`);
}

/** Counters are kept per fixed window: a test that must stay in one waits out the last seconds of one. */
async function awayFromWindowEnd(windowMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('quotas', () => {
  const dataDir = newDataDir('quotas-');
  const quotas: QuotaRules = {
    uploadSigns: { max: 20, windowMs: 60_000 },
    uploadBytesPerDay: 20_000,
    messages: { max: 3, windowMs: HOUR_MS },
  };
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandboxIn(dataDir, { storage: true, quotas });
  });

  afterAll(async () => {
    await sandbox?.close();
    await removeDataDir(dataDir);
  });

  it('signs 20 upload URLs a minute for a customer and refuses the 21st (tooManyUploads, HTTP 429), recording nothing', async () => {
    const { token } = await login(sandbox.baseUrl, { username: 'bob' });
    const signed = await Promise.all(Array.from({ length: 20 }, () => sign(sandbox, token, 10)));
    expect(signed.map((answer) => answer.code)).toEqual(Array(20).fill(ERROR_CODE.ok));
    const refused = await sign(sandbox, token, 10);
    expect(refused).toEqual({ status: 429, code: ERROR_CODE.tooManyUploads, msg: expect.any(String), data: null });
    expect(await uploadRowsOf(dataDir, '10002')).toBe(20);
    // Per customer: the same user in another product, and another user, still sign.
    const elsewhere = await login(sandbox.baseUrl, { username: 'bob', app_key: 'demo-scheme2' });
    const alice = await login(sandbox.baseUrl);
    expect([(await sign(sandbox, elsewhere.token, 10)).code, (await sign(sandbox, alice.token, 10)).code]).toEqual([
      ERROR_CODE.ok,
      ERROR_CODE.ok,
    ]);
  });

  it('refuses the upload that would pass the day’s bytes (uploadQuotaExceeded), leaving no row and no file', async () => {
    const { token } = await login(sandbox.baseUrl, { username: 'bob', app_key: 'demo-faq' });
    const first = await sign(sandbox, token, 12_000);
    const put = await fetch(first.data?.upload_url ?? '', {
      method: 'PUT',
      headers: first.data?.headers,
      body: new Uint8Array(12_000),
    });
    expect([first.code, put.status]).toEqual([ERROR_CODE.ok, 204]);
    const rowsBefore = await uploadRowsOf(dataDir, '10002');
    const filesBefore = filesIn(dataDir);

    const refused = await sign(sandbox, token, 8_001);
    expect([refused.status, refused.code, refused.data]).toEqual([429, ERROR_CODE.uploadQuotaExceeded, null]);
    expect(await uploadRowsOf(dataDir, '10002')).toBe(rowsBefore);
    expect(filesIn(dataDir)).toEqual(filesBefore);
    expect(filesIn(dataDir).filter((name) => name.endsWith('.part'))).toEqual([]);
    // Exactly the rest of the day's bytes still fits.
    expect((await sign(sandbox, token, 8_000)).code).toBe(ERROR_CODE.ok);
  });

  it('shows agents the bytes their products hold: what was uploaded, not what was only signed', async () => {
    const { token } = await signInAgent(sandbox, 'ann');
    const answer = await agentGet<{ products: { product_id: string; bytes: number; files: number }[] }>(
      sandbox,
      AGENT_REST.storageUse,
      token,
    );
    const byProduct = Object.fromEntries(
      answer.data.products.map((product) => [product.product_id, [product.bytes, product.files]]),
    );
    expect(byProduct).toEqual({ '1': [0, 0], '2': [12_000, 1], '3': [0, 0], '4': [0, 0], '5': [0, 0] });
    const one = await agentGet<{ products: unknown[] }>(sandbox, `${AGENT_REST.storageUse}?product_id=2`, token);
    expect(one.data.products).toEqual([{ product_id: '2', name: expect.any(String), bytes: 12_000, files: 1 }]);
  });

  it('stores 3 messages an hour (as configured) and refuses the 4th (tooManyMessages) without storing it', async () => {
    await awayFromWindowEnd(quotas.messages.windowMs);
    const socket = await connectAs(sandbox, { username: 'alice', app_key: 'demo-scheme3' });
    const toAi = (content: string) => textMessage(content, { receiver_id: AI_OF_SCHEME3 });
    const sent = [toAi('one'), toAi('two'), toAi('three')];
    const acks = [];
    for (const message of sent) acks.push(await socket.request('send_msg', message));
    expect(acks.map(codeOf)).toEqual([ERROR_CODE.ok, ERROR_CODE.ok, ERROR_CODE.ok]);
    const fourth = toAi('four');
    expect(codeOf(await socket.request('send_msg', fourth))).toBe(ERROR_CODE.tooManyMessages);
    // A resend of a stored message is acknowledged as before: it stores nothing new.
    const ackOf = (result: DecodeResult) => (result.kind === 'frame' ? result.frame.data : result);
    expect(ackOf(await socket.request('send_msg', sent[0]))).toEqual(ackOf(acks[0]));
    await socket.close();
    const { token } = await login(sandbox.baseUrl, { username: 'alice', app_key: 'demo-scheme3' });
    const status = await fetch(
      `${sandbox.baseUrl}${REST.checkSendStatus}?${new URLSearchParams({ client_msg_id: fourth.client_msg_id })}`,
      { headers: { [HEADERS.token]: token } },
    );
    expect(((await status.json()) as { data: { is_send: boolean } }).data.is_send).toBe(false);
  });
});
