import type { FastifyRequest } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { contentSecurityPolicy, inlineScriptHashes, parseFrameOrigins } from './contentSecurityPolicy';

/** What the pages' policies are made from, besides the served HTML. */
export interface PagePolicySources {
  /** The storage host's origin (`http://127.0.0.1:8081`), when one runs. */
  storageOrigin?: string;
  /** A product's `frame_origins` by its app_key; undefined for an unknown app_key. */
  frameOriginsOf(appKey: string): Promise<string | undefined>;
}

/**
 * How a page's policy differs. `customer`: the client, meant for the host's iframe; `console`: the
 * agent console and the replay viewer, framed by no one.
 */
export interface PageRules {
  audience: 'customer' | 'console';
}

export const CUSTOMER_PAGE: PageRules = { audience: 'customer' };
export const CONSOLE_PAGE: PageRules = { audience: 'console' };

/** A built page as served, with the hashes of its inline scripts computed from exactly these bytes. */
export interface BuiltPage {
  html: string;
  scriptHashes: string[];
}

const pages = new Map<string, BuiltPage & { mtimeMs: number; size: number }>();

/** A built page, read again only when the file changes (a rebuild). */
export function loadPage(path: string): BuiltPage {
  const { mtimeMs, size } = statSync(path);
  const cached = pages.get(path);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
  const html = readFileSync(path, 'utf8');
  const page = { html, scriptHashes: inlineScriptHashes(html), mtimeMs, size };
  pages.set(path, page);
  return page;
}

/** What a page's policy takes from its request: where it was asked for, and for which product. */
export interface PageRequest {
  /** The Host header as sent (`127.0.0.1:8080`); '' when unknown. */
  host: string;
  protocol: 'http' | 'https';
  /** The link's app_key; undefined when absent. */
  appKey?: string;
}

/** The app_key of a request target (`/chat?app_key=demo&…`), read the way the client reads it. */
export function appKeyOf(target: string): string | undefined {
  const start = target.indexOf('?');
  return start < 0 ? undefined : (new URLSearchParams(target.slice(start + 1)).get('app_key') ?? undefined);
}

export function pageRequestOf(request: FastifyRequest): PageRequest {
  return { host: request.host, protocol: request.protocol, appKey: appKeyOf(request.url) };
}

/** The page's own socket origin; the Host header is the browser's, so a strange one is left out. */
function socketOriginOf({ host, protocol }: PageRequest): string {
  const valid = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i.test(host);
  return valid ? `${protocol === 'https' ? 'wss' : 'ws'}://${host}` : '';
}

async function frameAncestorsOf(
  { audience }: PageRules,
  { appKey }: PageRequest,
  sources: PagePolicySources,
): Promise<string[]> {
  if (audience === 'console') return ["'none'"];
  const allowlist = appKey !== undefined ? ((await sources.frameOriginsOf(appKey)) ?? '') : '';
  return ["'self'", ...parseFrameOrigins(allowlist)];
}

/** The Content-Security-Policy of a built page served for this request. */
export async function pagePolicyHeader(
  page: BuiltPage,
  rules: PageRules,
  request: PageRequest,
  sources: PagePolicySources,
): Promise<string> {
  const socketOrigin = socketOriginOf(request);
  return contentSecurityPolicy({
    scriptHashes: page.scriptHashes,
    socketOrigins: socketOrigin ? [socketOrigin] : [],
    storageOrigin: sources.storageOrigin,
    frameAncestors: await frameAncestorsOf(rules, request, sources),
  });
}
