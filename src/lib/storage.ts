/**
 * Web Storage that keeps working when the browser refuses it (sandboxed iframes, blocked
 * third-party storage, private modes): any failure switches that store to memory for the page's life.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

export function resilientStore(open: () => Storage | undefined): KeyValueStore {
  const fallback = memoryStore();
  let backing: Storage | undefined;
  try {
    backing = open();
    const probe = '__support_probe__';
    backing?.setItem(probe, probe);
    backing?.removeItem(probe);
  } catch {
    backing = undefined;
  }
  const guarded = <T>(action: (storage: Storage) => T, onFallback: () => T): T => {
    if (!backing) return onFallback();
    try {
      return action(backing);
    } catch {
      backing = undefined;
      return onFallback();
    }
  };
  return {
    get: (key) =>
      guarded(
        (s) => s.getItem(key),
        () => fallback.get(key),
      ),
    set: (key, value) => {
      fallback.set(key, value);
      guarded(
        (s) => s.setItem(key, value),
        () => undefined,
      );
    },
    remove: (key) => {
      fallback.remove(key);
      guarded(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
  };
}

export const sessionStore: KeyValueStore = resilientStore(() => globalThis.sessionStorage);
export const localStore: KeyValueStore = resilientStore(() => globalThis.localStorage);
