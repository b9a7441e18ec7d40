import { REST } from '../../../src/protocol/identifiers';
import type { Product, ProductService } from '../../products/service';
import { queryField, requireText } from '../../validation';
import { parseFrameOrigins } from '../contentSecurityPolicy';
import type { ApiRoute, RouteDeps } from './types';

/** The product of an app key given in a query field; a missing key or an unknown one fails. */
export function productOfQuery(products: ProductService, query: unknown, field: string): Promise<Product> {
  return products.byAppKey(requireText(queryField(query, field), field));
}

export function productRoutes({ products }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: REST.productByAppKey,
      async handler(request) {
        const product = await productOfQuery(products, request.query, 'key');
        // The same origins the client's pages allow as frame-ancestors: the host bridge talks only to them.
        return { id: product.id, company_id: product.companyId, host_origins: parseFrameOrigins(product.frameOrigins) };
      },
    },
  ];
}
