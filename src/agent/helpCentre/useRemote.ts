import { useCallback, useEffect, useRef, useState } from 'react';
import type { Refusal, Reply } from './helpCentreApi';

export interface Remote<T> {
  /** The latest data loaded for this key; kept while a reload runs. */
  data: T | null;
  /** Why the latest load failed; null once one succeeds. */
  refusal: Refusal | null;
  loading: boolean;
  reload: () => void;
}

interface Settled<T> {
  key: string;
  version: number;
  data: T | null;
  refusal: Refusal | null;
}

/**
 * Loads what `key` names (null: nothing) and again on `reload`. A new key starts afresh, and an answer
 * that arrives after its key or version was replaced is dropped.
 */
export function useRemote<T>(key: string | null, load: () => Promise<Reply<T>>): Remote<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    void loadRef.current().then((reply) => {
      if (!current) return;
      setSettled((previous) => ({
        key,
        version,
        data: reply.ok ? reply.data : previous?.key === key ? previous.data : null,
        refusal: reply.ok ? null : reply.refusal,
      }));
    });
    return () => {
      current = false;
    };
  }, [key, version]);
  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  const ours = settled !== null && settled.key === key ? settled : null;
  return {
    data: ours?.data ?? null,
    refusal: ours?.refusal ?? null,
    loading: key !== null && ours?.version !== version,
    reload,
  };
}
