import type { ContactChannels } from '../../../src/protocol/contact';
import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import { queryField, requireText } from '../../validation';
import type { ApiRoute, RouteDeps } from './types';

export function contactRoutes({ products }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: DOCUMENTED_REST.contactChannels,
      /** No token (like the FAQ): the social screen works before and without login. */
      async handler(request): Promise<ContactChannels> {
        return products.contactChannels(requireText(queryField(request.query, 'app_key'), 'app_key'));
      },
    },
  ];
}
