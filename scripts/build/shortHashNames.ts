/**
 * Output file names with 7 hash characters instead of 8: every lazy chunk the entry can import is
 * named in it, and its hash is the part gzip cannot shorten. 7 is the fewest Rolldown accepts for a
 * build of more than 64 chunks; 42 bits still tell a changed file from its old version, and two files
 * of one build apart. The floor
 * app (bench/floor) is named the same way, so the byte figures compare like with like.
 */
export const SHORT_HASH_NAMES = {
  entryFileNames: 'assets/[name]-[hash:7].js',
  chunkFileNames: 'assets/[name]-[hash:7].js',
  assetFileNames: 'assets/[name]-[hash:7][extname]',
} as const;
