import {
  safeContactUrl,
  CONTACT_CHANNEL_KINDS,
  type ContactChannel,
  type ContactChannels,
} from '../../src/protocol/contact';
import { ERROR_CODE } from '../../src/protocol/codes';
import { SandboxError } from '../errors';
import type { Store } from '../store';
import type { Product } from '../store/products';

export type { Product };

const KNOWN_KINDS: readonly string[] = CONTACT_CHANNEL_KINDS;

/** Products by app key, and what a product shows before sign-in (its contact channels). */
export class ProductService {
  constructor(private readonly store: Store) {}

  /** The product of an app key; an unknown one is unsupportedProduct. */
  async byAppKey(appKey: string): Promise<Product> {
    const product = await this.store.products.findByAppKey(appKey);
    if (!product) throw new SandboxError(ERROR_CODE.unsupportedProduct);
    return product;
  }

  /** A product's `frame_origins` by its app_key; undefined for an unknown app_key (http/pagePolicy.ts). */
  async frameOriginsOf(appKey: string): Promise<string | undefined> {
    return (await this.store.products.findByAppKey(appKey))?.frameOrigins;
  }

  async contactChannels(appKey: string): Promise<ContactChannels> {
    const product = await this.byAppKey(appKey);
    const [rows, hours] = await Promise.all([
      this.store.contact.channelsOf(product.id),
      this.store.contact.hoursOf(product.id),
    ]);
    // A row with an unknown kind or an unsafe URL (edited by hand) is left out, never passed on.
    const channels = rows.filter(
      (row): row is ContactChannel => KNOWN_KINDS.includes(row.kind) && safeContactUrl(row.url) !== null,
    );
    return {
      channels,
      hours: hours
        ? {
            open_minute: hours.openMinute,
            close_minute: hours.closeMinute,
            utc_offset_minutes: hours.utcOffsetMinutes,
          }
        : null,
    };
  }
}
