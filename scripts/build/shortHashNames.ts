/**
 * Output file names. The entry names every lazy chunk it can import and every stylesheet a lazy chunk
 * brings, and a name in it is bytes in every download: lazy chunks and assets are named by their hash
 * alone (0.35 KB gzip of a usable /chat), the pages' entries by their name too (only index.html and
 * the lazy chunks name them). dist/.vite/chunks.json says which modules and stylesheets each file holds
 * (vite.config.ts). 7 hash characters is the fewest Rolldown accepts for a build of more than 64
 * chunks; 42 bits still tell a changed file from its old version, and two files of one build apart.
 * The floor app (bench/floor) is named the same way, so the byte figures compare like with like.
 */
export const SHORT_HASH_NAMES = {
  entryFileNames: 'assets/[name]-[hash:7].js',
  chunkFileNames: 'assets/[hash:7].js',
  assetFileNames: 'assets/[hash:7][extname]',
} as const;
