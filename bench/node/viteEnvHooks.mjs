// Node has no import.meta.env: the client's one reader of it resolves to a production stand-in.
const ENV = new URL('../../src/lib/env.ts', import.meta.url).href;
const PRODUCTION_ENV = new URL('./productionEnv.ts', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url === ENV ? { ...resolved, url: PRODUCTION_ENV } : resolved;
}
