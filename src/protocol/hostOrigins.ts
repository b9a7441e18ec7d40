/*
 * A product's host allowlist (`host_origins` of the product lookup, docs/protocol.md): origins that
 * may frame the client and talk to it over the host bridge (docs/embedding.md), written as in a CSP
 * `frame-ancestors`: `https://games.example.com`, `https://*.example.com`, `http://127.0.0.1:*`.
 */

/** scheme, `*.` or not, host, port (digits or `*`) or none. */
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/;
/** An origin as a browser serialises it (MessageEvent.origin, location.origin): lower case, no default port. */
const ORIGIN = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/;

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

/**
 * Whether `origin` is one the allowlist entry `pattern` names. As in CSP: the scheme must be the same;
 * `*.example.com` matches any subdomain of example.com but not example.com itself; a port `*` matches
 * every port, no port only the scheme's default. Anything else (`null`, paths, keywords) matches nothing.
 */
export function originMatches(pattern: string, origin: string): boolean {
  const allowed = PATTERN.exec(pattern.toLowerCase());
  const actual = ORIGIN.exec(origin);
  if (!allowed || !actual) return false;
  const [, scheme, anySubdomain, host, port] = allowed;
  const [, actualScheme, actualHost, actualPort = DEFAULT_PORTS[actualScheme]] = actual;
  if (scheme !== actualScheme) return false;
  if (anySubdomain ? !actualHost.endsWith(`.${host}`) : actualHost !== host) return false;
  return port === '*' || (port ?? DEFAULT_PORTS[scheme]) === actualPort;
}

/** Whether any entry of the allowlist names `origin`. */
export function isAllowedOrigin(allowlist: readonly string[], origin: string | null | undefined): origin is string {
  return typeof origin === 'string' && allowlist.some((pattern) => originMatches(pattern, origin));
}
