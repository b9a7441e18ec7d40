import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One output chunk as the build describes it in dist/.vite/chunks.json (vite.config.ts, `chunkModules`). */
export interface ChunkInfo {
  file: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** The stylesheets the chunk brings (loaded with it). */
  css?: string[];
  /** Source modules in the chunk, relative to the repository, with their rendered size in bytes. */
  modules: { id: string; bytes: number }[];
}

/** Code that must never be in the customer page's entry download: it loads with its own screen or feature. */
export const LAZY_ONLY_FOLDERS = [
  'src/features/workOrders',
  'src/features/evaluation',
  'src/features/faq',
  'src/features/conversations',
  'src/features/home',
  'src/features/social',
  'src/uploads',
  'src/ui/uploads',
  'src/recorder',
  'src/replay',
  'src/agent',
] as const;

export function readChunks(dist = join(process.cwd(), 'dist')): ChunkInfo[] {
  const path = join(dist, '.vite', 'chunks.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(path, 'utf8')) as ChunkInfo[];
}

/** The entry chunk of a page (index, replay, agent) and every chunk it imports statically: what loads before any lazy import. */
export function entryGraph(chunks: readonly ChunkInfo[], entry = 'index'): ChunkInfo[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const start = chunks.find((chunk) => chunk.isEntry && chunk.name === entry);
  if (!start) throw new Error(`no entry chunk named ${entry}`);
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/** The folder a module counts under: a feature, a shared folder of src/, or an npm package. */
export function folderOf(id: string): string {
  const parts = id.split('/');
  const packageAt = parts.lastIndexOf('node_modules');
  if (packageAt >= 0)
    return parts[packageAt + 1]?.startsWith('@')
      ? `npm:${parts[packageAt + 1]}/${parts[packageAt + 2]}`
      : `npm:${parts[packageAt + 1]}`;
  if (parts[0] !== 'src') return parts[0];
  if (parts.length <= 2) return 'src';
  const nested = parts[1] === 'features' || ((parts[1] === 'lib' || parts[1] === 'ui') && parts.length > 3);
  return nested ? parts.slice(0, 3).join('/') : parts.slice(0, 2).join('/');
}

export interface FolderShare {
  folder: string;
  modules: number;
  bytes: number;
}

/** The modules of some chunks grouped by folder, largest first. */
export function modulesByFolder(chunks: readonly ChunkInfo[]): FolderShare[] {
  const folders = new Map<string, FolderShare>();
  for (const { id, bytes } of chunks.flatMap((chunk) => chunk.modules)) {
    const folder = folderOf(id);
    const share = folders.get(folder) ?? { folder, modules: 0, bytes: 0 };
    share.modules += 1;
    share.bytes += bytes;
    folders.set(folder, share);
  }
  return [...folders.values()].sort((a, b) => b.bytes - a.bytes);
}

/** Folders of LAZY_ONLY_FOLDERS that some module of these chunks comes from. */
export function lazyOnlyFoldersIn(chunks: readonly ChunkInfo[]): string[] {
  const present = new Set(modulesByFolder(chunks).map((share) => share.folder));
  return LAZY_ONLY_FOLDERS.filter((folder) => present.has(folder));
}
