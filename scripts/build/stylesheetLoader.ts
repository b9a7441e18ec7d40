import type { Plugin } from 'vite';

/** The module Vite imports `__vitePreload` from, which wraps every lazy `import()` of the build. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/*
 * With `modulePreload: false` the only dependencies Vite hands its preload helper are a lazy chunk's
 * stylesheets, so its general helper (modulepreload detection, CSP nonces, preloadError events:
 * about 0.5 KB gzip in the entry of every page) is replaced by this one: each stylesheet is added
 * once (the page's own, in index.html, never again: a second copy after a feature's stylesheet would
 * override it), and the chunk's import waits for them (no flash of unstyled screen). A stylesheet that fails
 * rejects the import, as Vite's does, so the route shows its error screen with a retry. No
 * `crossorigin`: a sandboxed frame (origin null) then fetches it like any stylesheet.
 */
const STYLESHEET_LOADER = `
const added = {};
const addStylesheet = (dep) => document.querySelector('link[rel=stylesheet][href="/' + dep + '"]') ? Promise.resolve() : new Promise((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/' + dep;
  link.onload = resolve;
  link.onerror = () => {
    delete added[dep];
    link.remove();
    reject(new Error('Unable to load ' + dep));
  };
  document.head.append(link);
});
export const __vitePreload = (load, deps) =>
  deps && deps.length ? Promise.all(deps.map((dep) => (added[dep] ??= addStylesheet(dep)))).then(load) : load();
`;

/** Vite's preload helper, made for a build whose lazy imports preload stylesheets only. */
export function stylesheetLoader(): Plugin {
  return {
    name: 'stylesheet-loader',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === PRELOAD_HELPER ? STYLESHEET_LOADER : null;
    },
  };
}
