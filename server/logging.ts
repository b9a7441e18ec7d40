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

/**
 * Where a log goes and what it hides. `true` logs to stdout; `stream` logs there (tests read the
 * lines). `maskPersonalData` (production mode, logSettingFor) also masks e-mail addresses, phone
 * numbers and codes: docs/security.md, "Logs".
 */
export type LogSetting = boolean | { stream?: NodeJS.WritableStream; maskPersonalData?: boolean };

/** What server/main.ts logs with: personal data masked in production mode. */
export function logSettingFor(productionMode: boolean): LogSetting {
  return productionMode ? { maskPersonalData: true } : true;
}

export function loggerOptions(setting: LogSetting): FastifyServerOptions['logger'] {
  if (!setting) return false;
  const mask = setting !== true && setting.maskPersonalData === true;
  const text = mask ? (value: string) => maskPersonalData(redactText(value)) : redactText;
  return {
    level: 'info',
    ...(setting === true || !setting.stream ? {} : { stream: setting.stream }),
    ...(mask ? personalDataMasking : {}),
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        url: mask ? maskUrl(request.url ?? '') : redactUrl(request.url ?? ''),
      }),
      err: (error: LoggedError) => ({
        type: String(error.name ?? 'Error'),
        message: text(String(error.message ?? '')),
        stack: text(String(error.stack ?? '')),
        code: error.code,
        statusCode: error.statusCode,
      }),
    },
  };
}

/**
 * An e-mail address as written or percent-encoded in a URL (`%40`). The local part leaves out `=`,
 * `&`, `?` and `/` so that `user=a@b.example` keeps its `user=`.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/**
 * Six digits or more, spaced or not, with or without `+`: an identification code (6 digits), a phone
 * number (normaliseVerifyTarget keeps 6 to 20 digits). Not inside a word, a decimal or a UUID; a
 * sentence's full stop after it is not a decimal point.
 */
const LONG_NUMBER = /(?<![\p{L}\p{N}_-]|\p{N}\.)\+?\(?\d(?:[ ()-]{0,2}\d){5,}(?!\.?[\p{L}\p{N}_-])/gu;
/** Logged fields that hold nothing but an address, a phone number or a code. */
const PERSONAL_FIELD = /^(?:target|email|phone|verifyCode)$/;

/** Free text with every e-mail address and every run of six or more digits (codes, phone numbers) masked. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

/** redactUrl, then the personal data of the path and of each decoded query value masked. */
export function maskUrl(url: string): string {
  const redacted = redactUrl(url);
  const queryStart = redacted.indexOf('?');
  if (queryStart < 0) return maskPersonalData(redacted);
  const params = new URLSearchParams(redacted.slice(queryStart + 1));
  const masked = new URLSearchParams();
  for (const [name, value] of params) masked.append(name, maskPersonalData(value));
  return `${maskPersonalData(redacted.slice(0, queryStart))}?${masked.toString()}`;
}

/** A logged object's own fields: personal ones redacted, other strings masked; req, res and err have serializers. */
function maskedFields(fields: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (PERSONAL_FIELD.test(name)) masked[name] = REDACTED;
    else masked[name] = typeof value === 'string' ? maskPersonalData(value) : value;
  }
  return masked;
}

/** pino's hooks: the message (and its format arguments) masked, and the logged object's fields. */
const personalDataMasking = {
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? maskPersonalData(arg) : arg)),
      );
    },
  },
  formatters: { log: maskedFields },
};
