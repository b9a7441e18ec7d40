import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

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
  const prepare = statementsOf(db, 'contact');
  const channels = prepare<[string], ContactChannelRow>('channels', 'SELECT kind, label, url FROM contact_channels WHERE product_id = ? ORDER BY sort, kind');
  const hours = prepare<[string], SupportHoursRow>('hours',
    'SELECT open_minute AS openMinute, close_minute AS closeMinute, utc_offset_minutes AS utcOffsetMinutes FROM support_hours WHERE product_id = ?',
  );
  return {
    channelsOf: (productId: string): ContactChannelRow[] => channels.all(productId),
    hoursOf: (productId: string): SupportHoursRow | undefined => hours.get(productId),
  };
}
