import type { CustomerRef } from '../ports';

/** One string per customer that splits back into its parts whatever characters the ids hold. */
export function customerKeyOf({ productId, userId }: CustomerRef): string {
  return `${encodeURIComponent(productId)}:${encodeURIComponent(userId)}`;
}

export function customerOfKey(key: string): CustomerRef {
  const [productId = '', userId = ''] = key.split(':');
  return { productId: decodeURIComponent(productId), userId: decodeURIComponent(userId) };
}
