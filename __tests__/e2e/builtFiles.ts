import { readChunks } from '../../bench/entryModules';
import { DIST } from './servedClient';

/*
 * Built files are named by their hash alone (scripts/build/shortHashNames.ts): dist/.vite/chunks.json
 * says which chunk each one is, by Rolldown's chunk name (a lazily imported module's file name:
 * `SocialScreen`, `en-US`, `en-US.more`).
 */

/** For `page.route`: the files of the chunks named `names`, and with `withStylesheets` the stylesheets they bring. */
export function builtFilesOf(names: string[], withStylesheets = false): (url: URL) => boolean {
  const chunks = readChunks(DIST).filter((chunk) => names.includes(chunk.name));
  const missing = names.filter((name) => !chunks.some((chunk) => chunk.name === name));
  if (missing.length > 0) throw new Error(`no chunk named ${missing.join(', ')} in ${DIST}`);
  const files = chunks.flatMap((chunk) => [chunk.file, ...(withStylesheets ? (chunk.css ?? []) : [])]);
  const paths = new Set(files.map((file) => `/${file}`));
  return (url) => paths.has(url.pathname);
}

/** The chunk names of the built files among `urls`, in their order (other addresses left out). */
export function builtChunkNames(urls: readonly string[]): string[] {
  const names = new Map(readChunks(DIST).map((chunk) => [`/${chunk.file}`, chunk.name]));
  return urls.flatMap((url) => names.get(new URL(url).pathname) ?? []);
}
