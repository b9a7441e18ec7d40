/** Resolves once `predicate` holds for the store's state, or fails after `timeoutMs` with the last state. */
export function waitForState<S>(
  store: { getState(): S; subscribe(listener: () => void): () => void },
  predicate: (state: S) => boolean,
  timeoutMs = 5000,
): Promise<S> {
  return new Promise((resolve, reject) => {
    if (predicate(store.getState())) return resolve(store.getState());
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new Error(`state never matched; last state:\n${JSON.stringify(store.getState(), null, 1).slice(0, 3000)}`),
      );
    }, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (!predicate(store.getState())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(store.getState());
    });
  });
}
