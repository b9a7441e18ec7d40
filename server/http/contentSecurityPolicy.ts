import { createHash } from 'node:crypto';

/** What a page's policy depends on (docs/security.md, "Headers and CSP"). */
export interface PagePolicy {
  /** `'sha256-…'` of each inline script of the served HTML: the only inline scripts that run. */
  scriptHashes: readonly string[];
  /** `ws://host` or `wss://host` of the page itself, for the chat socket. */
  socketOrigins: readonly string[];
  /** The storage host's origin: uploads go there (PUT) and images and videos come from it. */
  storageOrigin?: string;
  /** Who may frame the page: `'none'`, or `'self'` and the product's host origins. */
  frameAncestors: readonly string[];
}

/**
 * One host origin of a product's frame allowlist: scheme, host (optionally `*.` before it) and an
 * optional port or `*`. Anything else (keywords, paths, `;`) is dropped, so a stored value can never
 * add a directive to the policy.
 */
const FRAME_ORIGIN = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?$/;

/** The valid origins of a product's `frame_origins` (space-separated), in their order, once each. */
export function parseFrameOrigins(frameOrigins: string): string[] {
  const tokens = frameOrigins
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => FRAME_ORIGIN.test(token));
  return [...new Set(tokens)];
}

/** The contents of each `<script>` without a `src`, as CSP hash sources of their exact bytes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The Content-Security-Policy header of a page: no inline script but the hashed ones, no plugin, no base. */
export function contentSecurityPolicy(policy: PagePolicy): string {
  const storage = policy.storageOrigin ? [policy.storageOrigin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...policy.scriptHashes],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:', ...storage],
    ['media-src', "'self'", 'blob:', ...storage],
    ['connect-src', "'self'", ...policy.socketOrigins, ...storage],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...policy.frameAncestors],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
