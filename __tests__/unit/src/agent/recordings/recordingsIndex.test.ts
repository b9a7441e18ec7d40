import { createRecordingsIndex } from '../../../../../src/agent/recordings/recordingsIndex';
import type { RecordingSummary } from '../../../../../src/protocol/recordings';

const recording = (id: string): RecordingSummary => ({
  id,
  customer_id: '10001',
  product_id: '1',
  reason: 'person',
  started_at: 1_732_170_000_000,
  updated_at: 1_732_170_060_000,
  duration_ms: 60_000,
  pages: 1,
  entries: 120,
  bytes: 9_000,
  screens: ['/', '/chat'],
});

describe("the console's index of customers' recordings", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once for a customer however many cards show them, and tells each of them', async () => {
    const load = jest.fn(async () => [recording('a')]);
    const index = createRecordingsIndex(load, 10_000);
    const first = jest.fn();
    const second = jest.fn();
    index.subscribe('10001', first);
    index.subscribe('10001', second);
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(index.recordingsOf('10001').map((each) => each.id)).toEqual(['a']);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('asks again every period while someone shows them, and stops with the last one', async () => {
    const load = jest.fn(async () => [recording('a')]);
    const index = createRecordingsIndex(load, 10_000);
    const stopFirst = index.subscribe('10001', () => undefined);
    const stopSecond = index.subscribe('10001', () => undefined);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(load).toHaveBeenCalledTimes(3);
    stopFirst();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(4);
    stopSecond();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps what it knew when a later load fails, and knows nothing of a customer nobody showed', async () => {
    const answers = [[recording('a')], null];
    const load = jest.fn(async () => answers.shift() ?? null);
    const index = createRecordingsIndex(load, 10_000);
    index.subscribe('10001', () => undefined);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(index.recordingsOf('10001').map((each) => each.id)).toEqual(['a']);
    expect(index.recordingsOf('10002')).toEqual([]);
  });
});
