import type { SandboxDatabase } from '../db/open';

export interface ContactChannelRow {
  kind: string;
  label: string;
  url: string;
}

export interface SupportHoursRow {
  openMinute: number;
  closeMinute: number;
  utcOffsetMinutes: number;
}

/** The social screen's contact channels of a product, in display order. */
export function createContactRepo(db: SandboxDatabase) {
  const channels = db.prepare<[string], ContactChannelRow>('SELECT kind, label, url FROM contact_channels WHERE product_id = ? ORDER BY sort, kind');
  const hours = db.prepare<[string], SupportHoursRow>(
    'SELECT open_minute AS openMinute, close_minute AS closeMinute, utc_offset_minutes AS utcOffsetMinutes FROM support_hours WHERE product_id = ?',
  );
  return {
    channelsOf: (productId: string): ContactChannelRow[] => channels.all(productId),
    hoursOf: (productId: string): SupportHoursRow | undefined => hours.get(productId),
  };
}
