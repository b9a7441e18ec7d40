export interface StateChange {
  path: string;
  before: unknown;
  after: unknown;
}

/**
 * What changed between two states, as paths; unchanged subtrees are skipped by identity (states are
 * immutable, so an untouched branch is the same object). At most `limit` changes are listed.
 */
export function stateDiff(before: unknown, after: unknown, limit = 200): StateChange[] {
  const changes: StateChange[] = [];
  const visit = (a: unknown, b: unknown, path: string) => {
    if (a === b || changes.length >= limit) return;
    const bothObjects =
      typeof a === 'object' &&
      a !== null &&
      typeof b === 'object' &&
      b !== null &&
      Array.isArray(a) === Array.isArray(b);
    if (!bothObjects) {
      changes.push({ path: path || '(root)', before: a, after: b });
      return;
    }
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    for (const key of keys)
      visit((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
  };
  visit(before, after, '');
  return changes;
}
