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

const UNITS = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** "0 bytes", "512 bytes", "1.5 MiB": binary units, as the quotas are written (docs/protocol.md, "Quotas"). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1).replace(/\.0$/, '')} ${UNITS[unit]}`;
}
