/**
 * The `limit` best of `items` by `scoreOf`, best first, equal scores in their order in `items`: the first
 * `limit` of a stable sort, without sorting them all (a search matches hundreds of articles, and the
 * assistant reads three).
 */
export function bestFirst<T>(items: readonly T[], scoreOf: (item: T) => number, limit: number): T[] {
  if (limit >= items.length) return [...items].sort((a, b) => scoreOf(b) - scoreOf(a));
  const best: T[] = [];
  if (limit <= 0) return best;
  for (const item of items) {
    const score = scoreOf(item);
    if (best.length === limit && score <= scoreOf(best[limit - 1])) continue;
    let at = best.length;
    while (at > 0 && scoreOf(best[at - 1]) < score) at--;
    best.splice(at, 0, item);
    if (best.length > limit) best.pop();
  }
  return best;
}
