import { createReadOnlyStore } from '../../../../src/replay/readOnlyStore';
import { formatTime, summarizeEntry } from '../../../../src/replay/entrySummary';
import { lastEntryAt } from '../../../../src/replay/usePlayback';
import { api } from '../../../../src/api/api';

describe('the read-only store', () => {
  it('holds what it is shown, notifies subscribers, and ignores every dispatch', () => {
    const { store, show, ignoredDispatches } = createReadOnlyStore({ n: 1 });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.dispatch({ type: 'session/identityRequired' })).toEqual({ type: 'session/identityRequired' });
    const thunk = jest.fn();
    const result = store.dispatch(thunk as never) as unknown as { unsubscribe: () => void };
    expect(thunk).not.toHaveBeenCalled();
    expect(() => result.unsubscribe()).not.toThrow();
    expect(store.getState()).toEqual({ n: 1 });
    expect(listener).not.toHaveBeenCalled();
    show({ n: 2 });
    expect(store.getState()).toEqual({ n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    show({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ignoredDispatches()).toBe(2);
  });

  it('answers RTK Query’s middleware probe so that query hooks render without a middleware', () => {
    const { store } = createReadOnlyStore({});
    const answer = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown;
    expect(typeof answer).toBe('object');
    expect((answer as { type?: unknown }).type).toBeUndefined();
  });
});

describe('timeline helpers', () => {
  it('formats times and summarizes entries', () => {
    expect(formatTime(3201.4)).toBe('3.201 s');
    expect(summarizeEntry({ t: 0, kind: 'frameIn', raw: '{"identify":"send_msg","err_code":1002}' })).toBe(
      'send_msg (err_code 1002)',
    );
    expect(summarizeEntry({ t: 0, kind: 'frameOut', raw: 'not json' })).toBe('not json');
    expect(summarizeEntry({ t: 0, kind: 'socket', event: 'close', code: 4001 })).toBe('close code 4001');
    expect(summarizeEntry({ t: 0, kind: 'restResponse', id: 7, status: 500, body: null })).toBe('500 (request #7)');
  });

  it('finds the last entry at a time', () => {
    const entries = [0, 10, 10, 20].map((t) => ({ t, kind: 'socket' as const, event: 'open' as const }));
    expect(lastEntryAt(entries, -1)).toBe(-1);
    expect(lastEntryAt(entries, 10)).toBe(2);
    expect(lastEntryAt(entries, 15)).toBe(2);
    expect(lastEntryAt(entries, 99)).toBe(3);
  });
});
