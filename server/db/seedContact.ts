import type { Database } from 'better-sqlite3';

/** The demo contact channels (docs/protocol.md, "GET /api/v1/product/contact-channels"), the same for every demo product. */
export const DEMO_CONTACT_CHANNELS = [
  { kind: 'email', label: 'support@example.com', url: 'mailto:support@example.com' },
  { kind: 'whatsapp', label: '+1 555 010 0200', url: 'https://wa.me/15550100200' },
  { kind: 'telegram', label: '@example_support', url: 'https://t.me/example_support' },
  { kind: 'line', label: '@example-support', url: 'https://line.me/R/ti/p/@example-support' },
  { kind: 'facebook', label: 'Example Support', url: 'https://www.facebook.com/examplesupport' },
  { kind: 'phone', label: '+1 555 010 0100', url: 'tel:+15550100100' },
] as const;

/** 09:00–21:00 at UTC+8, every day. */
export const DEMO_SUPPORT_HOURS = { openMinute: 9 * 60, closeMinute: 21 * 60, utcOffsetMinutes: 8 * 60 } as const;

/** Idempotent: existing rows are kept (INSERT OR IGNORE). */
export function seedContactChannels(db: Database, productIds: readonly string[]): void {
  const insertChannel = db.prepare(
    'INSERT OR IGNORE INTO contact_channels (product_id, kind, label, url, sort) VALUES (@productId, @kind, @label, @url, @sort)',
  );
  const insertHours = db.prepare(`
    INSERT OR IGNORE INTO support_hours (product_id, open_minute, close_minute, utc_offset_minutes)
    VALUES (@productId, @openMinute, @closeMinute, @utcOffsetMinutes)`);
  for (const productId of productIds) {
    DEMO_CONTACT_CHANNELS.forEach((channel, sort) => insertChannel.run({ productId, ...channel, sort }));
    insertHours.run({ productId, ...DEMO_SUPPORT_HOURS });
  }
}
