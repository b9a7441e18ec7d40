import type { KeyValueStore } from '../lib/storage';
import type { LocaleCode } from '../protocol/locales';
import type { SupportLink } from './link';
import { SESSION_KEYS } from './sessionStorageKeys';
import type { SessionState } from './sessionSlice';

const numberOr = (value: string | null, fallback: number) => {
  const parsed = value === null ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * The session as this page starts it: the link's values, and what this tab stored earlier for the
 * same app key. A link with its own credentials signs in afresh rather than reuse a stored token.
 */
export function restoreSession(
  link: SupportLink,
  openedWithCredentials: boolean,
  locale: LocaleCode,
  stored: KeyValueStore,
): Partial<SessionState> {
  const sameApp = link.appKey !== '' && stored.get(SESSION_KEYS.appKey) === link.appKey;
  const flagsStored = sameApp && stored.get(SESSION_KEYS.forceFaq) !== null;
  const reuseToken = sameApp && !openedWithCredentials;
  return {
    appKey: link.appKey,
    locale,
    accountId: link.accountId || stored.get(SESSION_KEYS.accountId) || '',
    distinctId: link.distinctId || stored.get(SESSION_KEYS.distinctId) || '',
    userName: link.userName,
    nickname: link.nickname,
    openedWithCredentials,
    productId: sameApp ? stored.get(SESSION_KEYS.productId) : null,
    companyId: sameApp ? stored.get(SESSION_KEYS.companyId) : null,
    faqFlags: flagsStored
      ? {
          forceFaq: numberOr(stored.get(SESSION_KEYS.forceFaq), 0),
          reportData: numberOr(stored.get(SESSION_KEYS.reportData), 0),
          aiStatus: numberOr(stored.get(SESSION_KEYS.aiStatus), 1),
        }
      : null,
    colorScheme: sameApp ? numberOr(stored.get(SESSION_KEYS.colorScheme), 1) : 1,
    serviceLink: sameApp ? stored.get(SESSION_KEYS.serviceLink) : null,
    userId: reuseToken ? stored.get(SESSION_KEYS.userId) : null,
    token: reuseToken ? stored.get(SESSION_KEYS.token) : null,
  };
}

/** Writes what the guard and a reload need (spec §2's keys plus the token of this tab). */
export function persistSession(session: SessionState, stored: KeyValueStore): void {
  const write = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') stored.remove(key);
    else stored.set(key, String(value));
  };
  write(SESSION_KEYS.appKey, session.appKey);
  write(SESSION_KEYS.accountId, session.accountId);
  write(SESSION_KEYS.distinctId, session.distinctId);
  write(SESSION_KEYS.forceFaq, session.faqFlags?.forceFaq);
  write(SESSION_KEYS.reportData, session.faqFlags?.reportData);
  write(SESSION_KEYS.aiStatus, session.faqFlags?.aiStatus);
  write(SESSION_KEYS.productId, session.productId);
  write(SESSION_KEYS.companyId, session.companyId);
  write(SESSION_KEYS.serviceLink, session.serviceLink);
  write(SESSION_KEYS.colorScheme, session.colorScheme);
  write(SESSION_KEYS.userId, session.userId);
  write(SESSION_KEYS.token, session.token);
}
