import { NODE_HEADER } from '../../server/cluster/nodeHeader';

export { NODE_HEADER };

/** The x-sandbox-node header's value among response headers, if any. */
export function nodeOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[NODE_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
