import type { SupportHours } from '../../protocol/contact';

/**
 * The support hours in the user's own time zone, through Intl in the locale's tag: the product gives
 * minutes after midnight at a UTC offset; `day` (default today) picks the date the times fall on.
 */
export function formatSupportHours(
  hours: SupportHours,
  tag: string,
  day = new Date(),
): { open: string; close: string } {
  const midnightAtOffset =
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - hours.utc_offset_minutes * 60_000;
  const format = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' });
  return {
    open: format.format(new Date(midnightAtOffset + hours.open_minute * 60_000)),
    close: format.format(new Date(midnightAtOffset + hours.close_minute * 60_000)),
  };
}
