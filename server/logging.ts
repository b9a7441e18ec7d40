import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are credentials: socket tokens, the pass, sign and nonce of a page
 * link, the `sig` of a signed upload URL, codes, API keys. Matched on the decoded name, in any case.
 */
const CREDENTIAL_PARAM =
  /^(?:sig|sign|signature|token|access_token|refresh_token|pass|passwd|password|secret|nonce|code|verify_code|otp|api_key|apikey|api-key)$|_(?:token|secret|password|sig)$/i;

/** An Authorization header's bearer token (RFC 6750's b64token; the LLM's AI_API_KEY), should an error ever quote one. */
const BEARER_TOKEN = /\b(Bearer)\s+[\w.~+/-]+=*/gi;

const REDACTED = 'redacted';

export function isCredentialParam(name: string): boolean {
  return CREDENTIAL_PARAM.test(name);
}

/** The URL with credential values replaced, so that request logs never hold a token, a pass or a sig. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const redacted = new URLSearchParams();
  for (const [name, value] of params) redacted.append(name, isCredentialParam(name) ? REDACTED : value);
  return `${url.slice(0, queryStart)}?${redacted.toString()}`;
}

/** Free text (an error's message or stack) with every `name=value` of a credential parameter and every bearer token redacted. */
export function redactText(text: string): string {
  return redactParams(text).replace(BEARER_TOKEN, `$1 ${REDACTED}`);
}

function redactParams(text: string): string {
  return text.replace(/(?<![\w%.-])([\w%.-]+)=([^&#\s"'<>()]*)/g, (whole, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape: judge the name as written.
    }
    return isCredentialParam(decoded) ? `${name}=${REDACTED}` : whole;
  });
}

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
}

/** `true` logs to stdout; `{ stream }` logs to that stream (tests read the lines). */
export type LogSetting = boolean | { stream: NodeJS.WritableStream };

export function loggerOptions(setting: LogSetting): FastifyServerOptions['logger'] {
  if (!setting) return false;
  return {
    level: 'info',
    ...(setting === true ? {} : { stream: setting.stream }),
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
      }),
      err: (error: LoggedError) => ({
        type: String(error.name ?? 'Error'),
        message: redactText(String(error.message ?? '')),
        stack: redactText(String(error.stack ?? '')),
        code: error.code,
        statusCode: error.statusCode,
      }),
    },
  };
}
