/**
 * Times of messages and the days between them, in the user's locale and time zone. Formatters are made
 * once per locale and kept: only the virtualized rows format, so a longer conversation costs nothing more.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateFormat = (tag: string, kind: string, options: Intl.DateTimeFormatOptions) =>
  cached(`${tag}|${kind}`, () => new Intl.DateTimeFormat(tag, options));

/** The time of day a message was sent, e.g. "2:05 PM" or "14:05". */
export function clockTime(ms: number, tag: string): string {
  return dateFormat(tag, 'clock', { hour: 'numeric', minute: '2-digit' }).format(ms);
}

/** Midnight of the local day of `ms`: two messages share a day when these are equal. */
export function localDay(ms: number): number {
  const date = new Date(ms);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** How many local calendar days `ms` is before `now` (0: today), across daylight-saving changes. */
function daysBefore(ms: number, now: number): number {
  return Math.round((localDay(now) - localDay(ms)) / 86_400_000);
}

/** A day separator's label: "Today", "Yesterday" (the locale's own words), else the date, with the year when not this one. */
export function dayLabel(ms: number, tag: string, now = Date.now()): string {
  const days = daysBefore(ms, now);
  if (days === 0 || days === 1) {
    const words = cached(`${tag}|relative`, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })).format(
      -days,
      'day',
    );
    return words.charAt(0).toLocaleUpperCase(tag) + words.slice(1);
  }
  const sameYear = new Date(ms).getFullYear() === new Date(now).getFullYear();
  return dateFormat(
    tag,
    sameYear ? 'day' : 'dayYear',
    sameYear ? { weekday: 'short', month: 'long', day: 'numeric' } : { year: 'numeric', month: 'long', day: 'numeric' },
  ).format(ms);
}
