import type { TFunction } from 'i18next';
import type { ProductRef } from '../protocol/customerProfiles';
import type { Customer } from './frames';
import { consoleText, type ConsoleText } from './i18n/consoleText';

/** "Alice", or "Customer 10001" for a customer without a nickname. */
export function customerName(customer: Customer, t: TFunction): string {
  return customer.nickname || t('app.customer', { id: customer.id });
}

/** customerName for state that keeps texts untranslated (ConsoleText). */
export function customerNameText(customer: Customer): string | ConsoleText {
  return customer.nickname || consoleText('app.customer', { id: customer.id });
}

/** "Demo (product 1)", or the id alone for a product without a name. */
export function productText(product: ProductRef | undefined, t: TFunction): string {
  if (!product) return t('context.notKnown');
  return product.name
    ? t('profiles.product', { name: product.name, id: product.id })
    : t('helpCentre.productId', { id: product.id });
}
