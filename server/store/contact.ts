import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

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
export function createContactRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'contact');
  const channels = named('channels', (p: { productId: string }) =>
    db
      .selectFrom('contact_channels')
      .select(['kind', 'label', 'url'])
      .where('product_id', '=', p.productId)
      .orderBy('sort')
      .orderBy('kind'),
  );
  const hours = named('hours', (p: { productId: string }) =>
    db
      .selectFrom('support_hours')
      .select(['open_minute as openMinute', 'close_minute as closeMinute', 'utc_offset_minutes as utcOffsetMinutes'])
      .where('product_id', '=', p.productId),
  );
  return {
    channelsOf: (productId: string): Promise<ContactChannelRow[]> => channels.all({ productId }),
    hoursOf: (productId: string): Promise<SupportHoursRow | undefined> => hours.first({ productId }),
  };
}
