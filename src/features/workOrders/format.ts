/** Money in the locale's BCP 47 tag; the amount is a decimal string, never a float on the wire. */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A time in the user's own time zone (the runtime's), in the locale's tag. */
export function formatTime(ms: number, locale: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(ms));
  } catch {
    return new Date(ms).toISOString();
  }
}
