import { useCallback, useEffect, useState } from 'react';
import type { StorageUse } from '../protocol/agentFrames';
import { fetchStorageUse, formatBytes } from './storageUseApi';

interface StorageUsePanelProps {
  fetchFn: typeof fetch;
  token: string;
}

/** The bytes each product's customers' uploads hold on the storage host (their quotas: docs/protocol.md, "Quotas"). */
export function StorageUsePanel({ fetchFn, token }: StorageUsePanelProps) {
  const [use, setUse] = useState<StorageUse | 'loading' | 'failed'>('loading');
  const load = useCallback(async () => {
    setUse('loading');
    setUse((await fetchStorageUse(fetchFn, token)) ?? 'failed');
  }, [fetchFn, token]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section className="agent-panel" aria-labelledby="storage-title">
      <h2 id="storage-title">Storage use</h2>
      {use === 'loading' ? (
        <p className="agent-muted">Loading…</p>
      ) : use === 'failed' ? (
        <p className="agent-muted">The storage use could not be loaded.</p>
      ) : (
        <ul className="agent-list">
          {use.products.map((product) => (
            <li key={product.product_id}>
              {product.name} (product {product.product_id}): {formatBytes(product.bytes)} in {product.files}{' '}
              {product.files === 1 ? 'file' : 'files'}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => void load()} disabled={use === 'loading'}>
        Refresh
      </button>
    </section>
  );
}
