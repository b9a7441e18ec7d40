import type { Kysely } from 'kysely';
import type { Schema } from './schema';

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

/** Idempotent: existing rows are kept. */
export async function seedContactChannels(db: Kysely<Schema>, productIds: readonly string[]): Promise<void> {
  const channels = productIds.flatMap((productId) =>
    DEMO_CONTACT_CHANNELS.map((channel, sort) => ({ product_id: productId, ...channel, sort })),
  );
  await db
    .insertInto('contact_channels')
    .values(channels)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const hours = productIds.map((productId) => ({
    product_id: productId,
    open_minute: DEMO_SUPPORT_HOURS.openMinute,
    close_minute: DEMO_SUPPORT_HOURS.closeMinute,
    utc_offset_minutes: DEMO_SUPPORT_HOURS.utcOffsetMinutes,
  }));
  await db
    .insertInto('support_hours')
    .values(hours)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
