import { WS_PATH } from '../../src/protocol/identifiers';

/**
 * Prefixes answered by the backend with envelopes; everything else may be a page of the client.
 * `/__sandbox/` holds the test-only fault switch (SANDBOX_FAULTS=1); without it, a notFound envelope.
 */
const BACKEND_PREFIXES = ['/api/', '/store/', '/customer/', '/__sandbox/'];

export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

export function isBackendPath(path: string): boolean {
  return path === WS_PATH || BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}
