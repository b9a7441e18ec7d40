import {
  CONTACT_CHANNEL_KINDS,
  safeContactUrl,
  type ContactChannel,
  type ContactChannels,
} from '../../../src/protocol/contact';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import { productOfQuery } from './product';
import type { ApiRoute, RouteDeps } from './types';

const KNOWN_KINDS: readonly string[] = CONTACT_CHANNEL_KINDS;

export function contactRoutes({ store }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: DOCUMENTED_REST.contactChannels,
      /** No token (like the FAQ): the social screen works before and without login. */
      async handler(request): Promise<ContactChannels> {
        const product = await productOfQuery(store, request.query, 'app_key');
        const [rows, hours] = await Promise.all([
          store.contact.channelsOf(product.id),
          store.contact.hoursOf(product.id),
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
      },
    },
  ];
}
