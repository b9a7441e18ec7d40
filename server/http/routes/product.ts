import { ERROR_CODE } from '../../../src/protocol/codes';
import { REST } from '../../../src/protocol/identifiers';
import { SandboxError } from '../../errors';
import type { Store } from '../../store';
import type { Product } from '../../store/products';
import { queryField, requireText } from '../../validation';
import { parseFrameOrigins } from '../contentSecurityPolicy';
import type { ApiRoute, RouteDeps } from './types';

/** The product of an app key given in a query field; a missing key or an unknown one fails. */
export async function productOfQuery(store: Store, query: unknown, field: string): Promise<Product> {
  const appKey = requireText(queryField(query, field), field);
  const product = await store.products.findByAppKey(appKey);
  if (!product) throw new SandboxError(ERROR_CODE.unsupportedProduct);
  return product;
}

export function productRoutes({ store }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: REST.productByAppKey,
      async handler(request) {
        const product = await productOfQuery(store, request.query, 'key');
        // The same origins the client's pages allow as frame-ancestors: the host bridge talks only to them.
        return { id: product.id, company_id: product.companyId, host_origins: parseFrameOrigins(product.frameOrigins) };
      },
    },
  ];
}
