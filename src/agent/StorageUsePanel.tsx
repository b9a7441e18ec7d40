import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageUse } from '../protocol/agentFrames';
import { fetchStorageUse, formatBytes } from './storageUseApi';

interface StorageUsePanelProps {
  fetchFn: typeof fetch;
  token: string;
}

/** The bytes each product's customers' uploads hold on the storage host (their quotas: docs/protocol.md, "Quotas"). */
export function StorageUsePanel({ fetchFn, token }: StorageUsePanelProps) {
  const { t } = useTranslation();
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
      <h2 id="storage-title">{t('storage.title')}</h2>
      {use === 'loading' ? (
        <p className="agent-muted">{t('storage.loading')}</p>
      ) : use === 'failed' ? (
        <p className="agent-muted">{t('storage.failed')}</p>
      ) : (
        <ul className="agent-list">
          {use.products.map((product) => (
            <li key={product.product_id}>
              {t('storage.product', {
                name: product.name,
                id: product.product_id,
                size: formatBytes(product.bytes, t),
                count: product.files,
              })}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => void load()} disabled={use === 'loading'}>
        {t('storage.refresh')}
      </button>
    </section>
  );
}
