import { resilientStore } from '../../../../src/lib/storage';

describe('resilientStore', () => {
  it('uses the browser storage when it works', () => {
    const store = resilientStore(() => window.sessionStorage);
    store.set('k', 'v');
    expect(window.sessionStorage.getItem('k')).toBe('v');
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
  });

  it('falls back to memory when opening storage throws (sandboxed iframe)', () => {
    const store = resilientStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });

  it('keeps values when storage starts throwing later (quota, revoked access)', () => {
    let broken = false;
    const backing = {
      getItem: (key: string) =>
        broken
          ? (() => {
              throw new Error('gone');
            })()
          : key === 'k'
            ? 'v'
            : null,
      setItem: () => {
        if (broken) throw new Error('quota');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = resilientStore(() => backing);
    store.set('k', 'v');
    broken = true;
    expect(() => store.set('k2', 'v2')).not.toThrow();
    expect(store.get('k2')).toBe('v2');
    expect(store.get('k')).toBe('v');
  });
});
