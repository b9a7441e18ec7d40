/** Where this tab keeps the outbox of a user of a product (session storage, memory where storage refuses). */
export function outboxKey(productId: string | null, userId: string | null): string | null {
  return productId && userId ? `outbox:${productId}:${userId}` : null;
}
