import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageLink } from './link';

/** Stats at once at most this many files, so that a large product does not exhaust file handles. */
const STATS_AT_ONCE = 64;

/**
 * The bytes and number of the objects among `keys` that the storage host holds (an object signed but
 * never uploaded holds nothing): the disk those uploads use, read from the files themselves.
 */
export async function storedUse(link: StorageLink, keys: readonly string[]): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (let start = 0; start < keys.length; start += STATS_AT_ONCE) {
    const sizes = await Promise.all(
      keys.slice(start, start + STATS_AT_ONCE).map((key) =>
        stat(join(link.filesDir, key)).then(
          (info) => info.size,
          () => undefined,
        ),
      ),
    );
    for (const size of sizes)
      if (size !== undefined) {
        bytes += size;
        files += 1;
      }
  }
  return { bytes, files };
}
