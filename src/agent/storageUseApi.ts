import type { TFunction } from 'i18next';
import { AGENT_REST, decodeStorageUse, type StorageUse } from '../protocol/agentFrames';
import { HEADERS } from '../protocol/identifiers';
import { readEnvelope } from '../protocol/rest';

/** What the agent's company's products hold on the storage host; null when the sandbox did not answer or refused. */
export async function fetchStorageUse(fetchFn: typeof fetch, token: string): Promise<StorageUse | null> {
  try {
    const response = await fetchFn(AGENT_REST.storageUse, { headers: { [HEADERS.token]: token } });
    const read = readEnvelope(await response.json(), decodeStorageUse);
    return read.ok ? read.data : null;
  } catch {
    return null;
  }
}

const UNIT_KEYS = ['storage.KiB', 'storage.MiB', 'storage.GiB', 'storage.TiB'] as const;

/**
 * "0 bytes", "512 bytes", "1.5 MiB": binary units, as the quotas are written (docs/protocol.md, "Quotas");
 * the number in the console's locale ("1,5 MiB" in Portuguese).
 */
export function formatBytes(bytes: number, t: TFunction): string {
  let value = bytes;
  let unit = -1;
  while (value >= 1024 && unit < UNIT_KEYS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === -1) return t('storage.bytes', { count: value });
  return t(UNIT_KEYS[unit], { value, formatParams: { value: { maximumFractionDigits: 1 } } });
}
