/**
 * Issue 14, uploads: a signed URL writes once, and only the user who signed an upload may cite it, in
 * image messages and in work orders (docs/protocol.md, "Upload ownership").
 */
import { CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import type { DecodeResult } from '../../../../src/protocol/codec';
import { HEADERS } from '../../../../src/protocol/identifiers';
import { DOCUMENTED_REST } from '../../../../src/protocol/restCatalog';
import type { SignedUpload } from '../../../../src/protocol/uploads';
import { fileWorkOrder, filing, PNG_BYTES, upload } from '../../../support/orders';
import {
  connectAs,
  login,
  startSandbox,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';

const ALICE = { username: 'alice', id: '10001' };
const BOB = { username: 'bob', id: '10002' };

async function signFor(sandbox: RunningSandbox, token: string, size: number): Promise<SignedUpload> {
  const query = new URLSearchParams({ file_name: 'shot.png', content_type: 'image/png', size: String(size) });
  const response = await fetch(`${sandbox.baseUrl}${DOCUMENTED_REST.signUploadObject}?${query.toString()}`, {
    headers: { [HEADERS.token]: token },
  });
  return ((await response.json()) as { data: SignedUpload }).data;
}

function put(upload: SignedUpload, bytes: Buffer) {
  return fetch(upload.upload_url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(bytes) });
}

/** A payment work order (type 9) of the user, citing the files. */
function paymentFiling(userId: string, files: string[]) {
  return filing(
    { type: 9, userId, nickname: userId },
    { payOrderSn: '', reason: 'my payment failed', trans_images: files },
  );
}

function imageMessage(socket: TestSocket, url: string) {
  return textMessage(JSON.stringify({ url, width: 1, height: 1 }), {
    sender_id: socket.uid,
    content_type: CONTENT_TYPE.image,
  });
}

function codeOf(result: DecodeResult): number {
  if (result.kind === 'replyError') return result.error.err_code;
  if (result.kind === 'frame') return ERROR_CODE.ok;
  throw new Error(`not a reply: ${JSON.stringify(result)}`);
}

describe('upload ownership', () => {
  let sandbox: RunningSandbox;
  let aliceToken: string;
  let bobToken: string;
  let alicesImage: string;
  let pendingUpload: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    sandbox = await startSandbox({ storage: true });
    aliceToken = (await login(sandbox.baseUrl, { username: ALICE.username })).token;
    bobToken = (await login(sandbox.baseUrl, { username: BOB.username })).token;
    alicesImage = await upload(sandbox.baseUrl, aliceToken, PNG_BYTES);
    pendingUpload = (await signFor(sandbox, aliceToken, PNG_BYTES.length)).file_url;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await sandbox.close();
  });
  const open = async (username: string) => {
    const socket = await connectAs(sandbox, { username });
    sockets.push(socket);
    return socket;
  };

  describe('in work orders', () => {
    it("refuses bob's work order citing alice's image with fileNotYours (403)", async () => {
      const result = await fileWorkOrder(sandbox.baseUrl, bobToken, paymentFiling(BOB.id, [alicesImage]));
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ERROR_CODE.fileNotYours);
    });

    it('files alice’s work order citing her own image', async () => {
      const result = await fileWorkOrder(sandbox.baseUrl, aliceToken, paymentFiling(ALICE.id, [alicesImage]));
      expect(result.body.code).toBe(ERROR_CODE.ok);
    });

    it('refuses a signed file that was never uploaded, and a file of another host, as screenshotInvalid', async () => {
      const pending = await signFor(sandbox, aliceToken, PNG_BYTES.length);
      for (const file of [pending.file_url, 'http://example.com/o/a.png']) {
        expect((await fileWorkOrder(sandbox.baseUrl, aliceToken, paymentFiling(ALICE.id, [file]))).body.code).toBe(
          ERROR_CODE.screenshotInvalid,
        );
      }
    });
  });

  describe('in image messages', () => {
    it("refuses bob's image message of alice's image with fileNotYours", async () => {
      const bob = await open(BOB.username);
      expect(codeOf(await bob.request('send_msg', imageMessage(bob, alicesImage)))).toBe(ERROR_CODE.fileNotYours);
    });

    it('accepts alice’s image message of her own image, and of her own video (also a 102)', async () => {
      const video = await upload(sandbox.baseUrl, aliceToken, Buffer.from('video bytes'), 'video/mp4');
      const alice = await open(ALICE.username);
      expect(codeOf(await alice.request('send_msg', imageMessage(alice, alicesImage)))).toBe(ERROR_CODE.ok);
      expect(codeOf(await alice.request('send_msg', imageMessage(alice, video)))).toBe(ERROR_CODE.ok);
    });

    it("refuses bob's 203 AI query citing alice's image with fileNotYours", async () => {
      const bob = await open(BOB.username);
      const query = { time_zone: 'UTC', query: 'see this', images: [alicesImage], withdraw_order_ids: [] };
      const message = textMessage(JSON.stringify(query), { sender_id: bob.uid, content_type: CONTENT_TYPE.aiQuery });
      expect(codeOf(await bob.request('send_msg', message))).toBe(ERROR_CODE.fileNotYours);
    });

    it.each([
      ['another host', 'https://example.com/cat.png'],
      ['a signed object not uploaded yet', () => pendingUpload],
      ['a made-up key on the storage host', () => `${sandbox.storageUrl}/o/9b2f7b8e-1111-4222-8333-944455556666.png`],
      ['a path beside the objects', () => `${sandbox.storageUrl}/x.png`],
    ])('refuses an image URL of %s with parameterError', async (_name, url) => {
      const alice = await open(ALICE.username);
      const cited = typeof url === 'string' ? url : url();
      expect(codeOf(await alice.request('send_msg', imageMessage(alice, cited)))).toBe(ERROR_CODE.parameterError);
    });
  });

  describe('write once', () => {
    it('refuses a second PUT to a used upload URL with 409 already_uploaded, keeping the file', async () => {
      const signed = await signFor(sandbox, aliceToken, PNG_BYTES.length);
      expect((await put(signed, PNG_BYTES)).status).toBe(204);
      const other = Buffer.alloc(PNG_BYTES.length, 0x41);
      const again = await put(signed, other);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: 'already_uploaded', message: expect.any(String) });
      const served = await fetch(signed.file_url);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);
      expect(served.headers.get('cache-control')).toContain('immutable');
    });

    it('lets exactly one of two racing PUTs win, and serves the winner’s bytes', async () => {
      const signed = await signFor(sandbox, aliceToken, 4096);
      const bodies = [Buffer.alloc(4096, 0x61), Buffer.alloc(4096, 0x62)];
      const statuses = await Promise.all(bodies.map((body) => put(signed, body).then((response) => response.status)));
      expect([...statuses].sort()).toEqual([204, 409]);
      const served = Buffer.from(await (await fetch(signed.file_url)).arrayBuffer());
      expect(served).toEqual(bodies[statuses.indexOf(204)]);
    });
  });
});
