/** The link that opens the client (spec §2); pass, sign, ts and nonce are secrets and leave the address bar. */
export interface SupportLink {
  appKey: string;
  country: string;
  userName: string;
  accountId: string;
  distinctId: string;
  nickname: string;
  /** debug=1: the support-engineer tools (recording download, Redux DevTools). */
  debug: boolean;
  /** Why the link cannot be used at all, if it cannot; its values are then not to be trusted. */
  problem: LinkProblem | null;
}

/**
 * Named for the route guard's block reason it becomes: `linkTooLong`, over LINK_MAX_LENGTH;
 * `parameterError`, a value whose percent-encoding does not decode.
 */
export type LinkProblem = 'linkTooLong' | 'parameterError';

/**
 * Longer queries are refused: proxies commonly cut request lines at 8 KB (nginx's default), the
 * sandbox refuses heads over 16 KB, and a link of spec §2 is far shorter.
 */
export const LINK_MAX_LENGTH = 8192;

/** Whether every percent-escape decodes. Returns the call's result: a minifier drops an unused one as pure. */
function decodes(text: string): boolean {
  try {
    return decodeURIComponent(text) !== undefined;
  } catch {
    return false;
  }
}

/** URLSearchParams quietly turns a broken `%E0%A4%A` into U+FFFD; the raw query tells. */
export function linkProblemOf(search: string): LinkProblem | null {
  if (search.length > LINK_MAX_LENGTH) return 'linkTooLong';
  return decodes(search) ? null : 'parameterError';
}

/** What signs the customer in; a signed link also carries its issue time and nonce (docs/protocol.md, "Signed links"). */
export interface LinkSecrets {
  pass: string;
  sign: string;
  ts?: string;
  nonce?: string;
}

export const SECRET_PARAMS = ['pass', 'sign', 'ts', 'nonce', 'token'] as const;

export function readLink(search: string): { link: SupportLink; secrets: LinkSecrets } {
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name)?.trim() ?? '';
  return {
    link: {
      appKey: text('app_key'),
      country: text('country'),
      userName: text('user'),
      accountId: text('account_id'),
      distinctId: text('distinct_id'),
      nickname: text('nickname'),
      debug: text('debug') === '1',
      problem: linkProblemOf(search),
    },
    secrets: {
      pass: query.get('pass') ?? '',
      sign: query.get('sign') ?? '',
      ts: query.get('ts') ?? '',
      nonce: query.get('nonce') ?? '',
    },
  };
}

/** Spec §2: "user and pass, or account_id and pass". */
export function hasCredentials(link: SupportLink, secrets: LinkSecrets): boolean {
  return secrets.pass !== '' && (link.userName !== '' || link.accountId !== '');
}

export function withoutSecrets(href: string): string {
  const url = new URL(href);
  for (const name of SECRET_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
