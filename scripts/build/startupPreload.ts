import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LOCALE_TAGS } from '../../src/protocol/locales';
import { localeGuessSource } from './localeGuess';

/**
 * The modules each route needs before its screen is usable (src/app/routes.tsx: the route's lazy
 * imports); /chat's screen is in the entry.
 */
const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/app/screens/HomeRoute.tsx', 'src/lib/i18n/moreTexts.ts'],
  '/chatlist': ['src/features/conversations/ChatListScreen.tsx', 'src/lib/i18n/moreTexts.ts'],
};

const chunks = (bundle: OutputBundle) =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** A chunk and the chunks it imports statically, but not the entry (already loading). */
function chunkFiles(bundle: OutputBundle, moduleSuffix: string): string[] {
  const all = chunks(bundle);
  const start = all.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix));
  if (!start) return [];
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return [...files];
}

/**
 * An inline script in index.html that starts, before the entry has even downloaded, the fetch of
 * what the opened route and the link's locale (src/protocol/locales.ts's resolveLocale, guessed
 * the same way) need (modulepreload), so they arrive beside the entry
 * instead of after it. It only guesses from the address: a wrong guess costs a download, never
 * correctness (the app imports what it needs itself).
 */
export function startupPreload(): Plugin {
  return {
    name: 'startup-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const base = '/';
        const routes = Object.fromEntries(
          Object.entries(ROUTE_MODULES).map(([path, modules]) => [
            path,
            [...new Set(modules.flatMap((module) => chunkFiles(bundle, module)))].map((file) => base + file),
          ]),
        );
        const locales = Object.fromEntries(
          Object.entries(LOCALE_TAGS).map(([code, tag]) => [
            code,
            chunkFiles(bundle, `locales/${tag}.json`).map((file) => base + file),
          ]),
        );
        const script = `(function(){var r=${JSON.stringify(routes)},l=${JSON.stringify(locales)},c=${localeGuessSource('Object.keys(l)')};function p(h){var e=document.createElement('link');e.rel='modulepreload';e.href=h;document.head.appendChild(e)}(r[location.pathname]||[]).concat(l[c]||[]).forEach(p)})();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
