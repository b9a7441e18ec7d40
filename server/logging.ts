import type { FastifyServerOptions } from 'fastify';

/** Query values that are credentials: socket tokens, and the pass and sign of a page link. */
const SECRET_PARAMS = ['token', 'pass', 'password', 'sign'];

/** The URL with credential values replaced, so that request logs never hold a token or a pass. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) params.set(name, 'redacted');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export function loggerOptions(enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: 'info',
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, url: redactUrl(request.url ?? '') }),
    },
  };
}
