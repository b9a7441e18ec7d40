import { nextTask } from '../../../../src/lib/nextTask';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe('nextTask (start-up work split into tasks the browser can paint between)', () => {
  it('resumes in a later task: after the microtasks and the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'queued task', 'resumed']);
  });

  it('uses the browser scheduler’s yield where there is one', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
