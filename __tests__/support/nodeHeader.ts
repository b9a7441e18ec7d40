/** Which node answered, in cross-node mode (docs/cluster.md): every HTTP and upgrade response says it. */
export const NODE_HEADER = 'x-sandbox-node';

/** The x-sandbox-node header's value among response headers, if any. */
export function nodeOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[NODE_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
