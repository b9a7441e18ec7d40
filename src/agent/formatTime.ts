const clockTime = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Frames carry any finite number; one outside Date's range must not throw while rendering. */
function dateOf(ms: number): Date | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatClockTime(ms: number): string {
  const date = dateOf(ms);
  return date ? clockTime.format(date) : '';
}

export function formatDateTime(ms: number): string {
  const date = dateOf(ms);
  return date ? dateTime.format(date) : '';
}

export function isoTime(ms: number): string | undefined {
  return dateOf(ms)?.toISOString();
}

/** "under a minute", "3 min", "1 h 5 min": how long a customer has waited. */
export function formatWaitingTime(elapsedMs: number): string {
  const minutes = Math.floor(Math.max(0, elapsedMs) / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
