import { createUploader, type PendingChunk, type SendOutcome } from '../../../../src/recorder/uploader';
import { uploadOutcomeOf } from '../../../../src/recorder/chunkRequest';
import { ERROR_CODE } from '../../../../src/protocol/codes';

const gzip = (text: string) => Promise.resolve(new TextEncoder().encode(`gz:${text}`));
const chunk = (n: number, text = `c${n}`): PendingChunk => ({ page: 0, chunk: n, text });

/** A server that answers each send with the next scripted outcome (then 'stored'), remembering what came. */
function fakeServer(outcomes: SendOutcome[] = []) {
  const sent: { id: string; keepalive: boolean; at: number; body: string }[] = [];
  const send = jest.fn((sending: PendingChunk & { body: Uint8Array }, keepalive: boolean) => {
    sent.push({
      id: `${sending.page}/${sending.chunk}`,
      keepalive,
      at: Date.now(),
      body: new TextDecoder().decode(sending.body),
    });
    return Promise.resolve(outcomes.shift() ?? 'stored');
  });
  return { send, sent };
}

describe('the uploader', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('sends chunks in order, compressed, one at a time', async () => {
    const server = fakeServer();
    const uploader = createUploader({ send: server.send, gzip });
    uploader.enqueue([chunk(0), chunk(1), chunk(2)]);
    await jest.advanceTimersByTimeAsync(0);
    expect(server.sent.map((each) => each.id)).toEqual(['0/0', '0/1', '0/2']);
    expect(server.sent[0].body).toBe('gz:c0');
    expect(uploader.pending()).toEqual([]);
    uploader.stop();
  });

  it('retries a failed chunk after growing delays, with the same id, and only then sends the next', async () => {
    const server = fakeServer(['retry', 'retry', 'retry']);
    const uploader = createUploader({ send: server.send, gzip, retryDelaysMs: [1_000, 2_000, 4_000] });
    uploader.enqueue([chunk(0), chunk(1)]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(server.sent.map((each) => [each.id, each.at])).toEqual([
      ['0/0', 0],
      ['0/0', 1_000],
      ['0/0', 3_000],
      ['0/0', 7_000],
      ['0/1', 7_000],
    ]);
    uploader.stop();
  });

  it('treats a failed request like a refusal to answer: tried again', async () => {
    let calls = 0;
    const send = jest.fn(() =>
      ++calls === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve('stored' as const),
    );
    const uploader = createUploader({ send, gzip, retryDelaysMs: [500] });
    uploader.enqueue([chunk(0)]);
    await jest.advanceTimersByTimeAsync(600);
    expect(send).toHaveBeenCalledTimes(2);
    expect(uploader.pending()).toEqual([]);
    uploader.stop();
  });

  it('tries again at once when the browser is back online', async () => {
    const server = fakeServer(['retry']);
    const uploader = createUploader({ send: server.send, gzip, retryDelaysMs: [60_000] });
    uploader.enqueue([chunk(0)]);
    await jest.advanceTimersByTimeAsync(10);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(10);
    expect(server.sent.map((each) => each.at)).toEqual([0, 10]);
    uploader.stop();
  });

  it('moves past a refused chunk, and stops altogether when the recording is full', async () => {
    const server = fakeServer(['refused', 'full']);
    const uploader = createUploader({ send: server.send, gzip });
    uploader.enqueue([chunk(0), chunk(1), chunk(2)]);
    await jest.advanceTimersByTimeAsync(0);
    uploader.enqueue([chunk(3)]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.sent.map((each) => each.id)).toEqual(['0/0', '0/1']);
    expect(uploader.pending()).toEqual([]);
  });

  it('on page hide sends with keepalive what is compressed and fits in 64 KB, and hands back all it still holds', async () => {
    const server = fakeServer(['retry']);
    const uploader = createUploader({ send: server.send, gzip, retryDelaysMs: [60_000] });
    const big = 'x'.repeat(40 * 1024);
    uploader.enqueue([chunk(0, big)]);
    await jest.advanceTimersByTimeAsync(0);
    const compressed = [chunk(1, big), chunk(2, big)].map((each) => ({
      ...each,
      body: new TextEncoder().encode(each.text),
      text: undefined,
    }));
    uploader.enqueue(compressed);
    const kept = uploader.flushOnHide();
    expect(server.sent.filter((each) => each.keepalive).map((each) => each.id)).toEqual(['0/0']);
    expect(kept.map((each) => each.chunk)).toEqual([0, 1, 2]);
    uploader.stop();
  });

  it('bounds what it holds while the server cannot be reached, dropping the oldest after the one in flight', async () => {
    const server = fakeServer(Array<SendOutcome>(100).fill('retry'));
    const uploader = createUploader({ send: server.send, gzip, retryDelaysMs: [60_000], maxPendingBytes: 100 });
    uploader.enqueue([0, 1, 2, 3, 4].map((n) => chunk(n, 'y'.repeat(30))));
    await jest.advanceTimersByTimeAsync(0);
    expect(uploader.pending().map((each) => each.chunk)).toEqual([0, 3, 4]);
    uploader.stop();
  });
});

describe('uploadOutcomeOf', () => {
  it.each([
    [200, { code: 0, msg: 'ok', data: { stored: true } }, 'stored'],
    [200, { code: 0, msg: 'ok', data: { stored: false } }, 'stored'],
    [200, { code: ERROR_CODE.recordingFull, msg: 'full' }, 'full'],
    [200, { code: ERROR_CODE.tokenExpired, msg: 'expired' }, 'retry'],
    [429, { code: ERROR_CODE.tooManyRequests, msg: 'slow down' }, 'retry'],
    [503, null, 'retry'],
    [200, { code: ERROR_CODE.forbidden, msg: 'not yours' }, 'refused'],
    [200, { code: ERROR_CODE.parameterError, msg: 'bad chunk' }, 'refused'],
    [413, null, 'refused'],
  ])('HTTP %i with %j: %s', (status, body, outcome) => {
    expect(uploadOutcomeOf(status, body)).toBe(outcome);
  });
});
