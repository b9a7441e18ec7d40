import type { Customer } from './frames';

/** "Alice", or "Customer 10001" for a customer without a nickname. */
export function customerName(customer: Customer): string {
  return customer.nickname || `Customer ${customer.id}`;
}
