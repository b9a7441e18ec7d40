import type { TFunction } from 'i18next';

/** Intl formatters per locale tag, made once: a console re-renders its times often. */
function formatterOf(options: Intl.DateTimeFormatOptions): (tag: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (tag) => {
    let formatter = made.get(tag);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(tag, options);
      made.set(tag, formatter);
    }
    return formatter;
  };
}

const clockTime = formatterOf({ hour: '2-digit', minute: '2-digit' });
const dateTime = formatterOf({ dateStyle: 'medium', timeStyle: 'short' });

/** Frames carry any finite number; one outside Date's range must not throw while rendering. */
function dateOf(ms: number): Date | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The time of day in the console's locale (`tag`). */
export function formatClockTime(ms: number, tag: string): string {
  const date = dateOf(ms);
  return date ? clockTime(tag).format(date) : '';
}

/** The date and time in the console's locale (`tag`). */
export function formatDateTime(ms: number, tag: string): string {
  const date = dateOf(ms);
  return date ? dateTime(tag).format(date) : '';
}

export function isoTime(ms: number): string | undefined {
  return dateOf(ms)?.toISOString();
}

/** "under a minute", "3 min", "1 h 5 min": how long a customer has waited. */
export function formatWaitingTime(elapsedMs: number, t: TFunction): string {
  const minutes = Math.floor(Math.max(0, elapsedMs) / 60_000);
  if (minutes < 1) return t('time.underAMinute');
  if (minutes < 60) return t('time.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('time.hours', { hours }) : t('time.hoursMinutes', { hours, minutes: rest });
}
