/**
 * The one way an amount is written, wherever a customer or an agent reads it: the withdrawal picker, the
 * assistant's answers, the agent console. Intl in the reader's locale (a BCP 47 tag), so "R$ 500,00" in
 * pt-BR and "R$500.00" in en-US. The amount is a decimal string on the wire, never a float; one Intl
 * cannot format (an unknown currency code, not a number) is written as it came, with its code.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}
