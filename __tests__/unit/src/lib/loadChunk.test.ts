import { loadChunk } from '../../../../src/lib/loadChunk';

/** A load that fails `failures` times, then gives `value`; counts its calls. */
function flakyLoad<T>(failures: number, value: T) {
  let calls = 0;
  return jest.fn((): Promise<T> =>
    ++calls <= failures ? Promise.reject(new Error('offline')) : Promise.resolve(value),
  );
}

async function settle(promise: Promise<unknown>) {
  let outcome: { value?: unknown; error?: unknown } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  await jest.advanceTimersByTimeAsync(0);
  return () => outcome;
}

describe('loadChunk: a lazy chunk survives a dropped network', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives what the first load gives, with no wait', async () => {
    const load = flakyLoad(0, 'view');
    const outcome = await settle(loadChunk(load));
    expect(outcome()).toEqual({ value: 'view' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after 1, 2, 4 and then every 8 seconds until the load succeeds', async () => {
    const load = flakyLoad(5, 'view');
    const outcome = await settle(loadChunk(load));
    for (const [waitMs, callsAfter] of [
      [999, 1],
      [1, 2],
      [2_000, 3],
      [4_000, 4],
      [8_000, 5],
      [7_999, 5],
      [1, 6],
    ]) {
      await jest.advanceTimersByTimeAsync(waitMs);
      expect(load).toHaveBeenCalledTimes(callsAfter);
    }
    expect(outcome()).toEqual({ value: 'view' });
  });

  it('loads again at once when the browser comes back online', async () => {
    const load = flakyLoad(1, 'view');
    const outcome = await settle(loadChunk(load));
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(outcome()).toEqual({ value: 'view' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with the last error after 16 attempts (about two minutes): a chunk gone from the server needs a reload', async () => {
    const load = flakyLoad(Infinity, 'never');
    const outcome = await settle(loadChunk(load));
    await jest.advanceTimersByTimeAsync(102_999);
    expect(outcome()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(16);
    expect(outcome()).toEqual({ error: new Error('offline') });
  });
});
