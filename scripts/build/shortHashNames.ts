/**
 * Output file names with 6 hash characters instead of 8: every lazy chunk the entry can import is
 * named in it, and its hash is the part gzip cannot shorten (about 0.1 KB of a /chat download).
 * 36 bits still tell a changed file from its old version, and two files of one build apart. The floor
 * app (bench/floor) is named the same way, so the byte figures compare like with like.
 */
export const SHORT_HASH_NAMES = {
  entryFileNames: 'assets/[name]-[hash:6].js',
  chunkFileNames: 'assets/[name]-[hash:6].js',
  assetFileNames: 'assets/[name]-[hash:6][extname]',
} as const;
