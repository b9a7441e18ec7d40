/** The link that opens the client (spec §2); pass and sign are secrets and leave the address bar. */
export interface SupportLink {
  appKey: string;
  country: string;
  userName: string;
  accountId: string;
  distinctId: string;
  nickname: string;
  /** debug=1: the support-engineer tools (recording download, Redux DevTools). */
  debug: boolean;
}

export interface LinkSecrets {
  pass: string;
  sign: string;
}

export const SECRET_PARAMS = ['pass', 'sign', 'token'] as const;

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
    },
    secrets: { pass: query.get('pass') ?? '', sign: query.get('sign') ?? '' },
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
