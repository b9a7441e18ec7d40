interface Timed {
  send_time: number;
}

/**
 * The AI chat and the support group's chat shown as one timeline (spec §2: the human stage continues
 * the same screen). Each list is already in order (by seq); they are interleaved by send_time, and on
 * equal times the first list's message comes first, so the result is stable.
 */
export function interleaveByTime<T extends Timed>(first: readonly T[], second: readonly T[]): readonly T[] {
  if (second.length === 0) return first;
  if (first.length === 0) return second;
  const merged: T[] = new Array<T>(first.length + second.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < first.length && j < second.length) merged[k++] = second[j].send_time < first[i].send_time ? second[j++] : first[i++];
  while (i < first.length) merged[k++] = first[i++];
  while (j < second.length) merged[k++] = second[j++];
  return merged;
}
