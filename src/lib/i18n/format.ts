import { useTranslation } from 'react-i18next';
import { LOCALE_TAGS, type LocaleCode } from '../../protocol/locales';

/** The BCP 47 tag of the active locale (docs/architecture.md, "Locales, secrets, browsers": Intl dates, numbers and money use it). */
export function useLocaleTag(): string {
  const { i18n } = useTranslation();
  return i18n.language || LOCALE_TAGS.US;
}

export function tagOf(locale: LocaleCode): string {
  return LOCALE_TAGS[locale];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A message time for a list: the time of day today, the weekday within the last week, else the date
 * (with the year when it is not this year). Always through Intl in the locale's tag.
 */
export function formatListTime(ms: number, tag: string, now = Date.now()): string {
  const date = new Date(ms);
  const today = new Date(now);
  if (date.toDateString() === today.toDateString()) {
    return new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }).format(date);
  }
  if (now - ms < 6 * DAY_MS && ms < now) return new Intl.DateTimeFormat(tag, { weekday: 'short' }).format(date);
  const sameYear = date.getFullYear() === today.getFullYear();
  return new Intl.DateTimeFormat(
    tag,
    sameYear ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' },
  ).format(date);
}

/** A full date and time, for a tooltip or a screen reader. */
export function formatFullTime(ms: number, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
