import { formatMoney } from '../../../../src/protocol/money';

describe('formatMoney: one way to write an amount, in the reader’s locale', () => {
  it.each([
    ['500.00', 'BRL', 'en-US', 'R$500.00'],
    ['500.00', 'BRL', 'pt-BR', 'R$\u00a0500,00'],
    ['120.5', 'USD', 'en-US', '$120.50'],
    ['1234.5', 'USD', 'en-US', '$1,234.50'],
    ['1234.5', 'RUB', 'ru-RU', '1\u00a0234,50\u00a0₽'],
    ['50000', 'IDR', 'id-ID', 'Rp\u00a050.000'],
    ['75', 'JPY', 'ja-JP', '￥75'],
    ['10', 'THB', 'th-TH', '฿10.00'],
    ['10', 'VND', 'vi-VN', '10\u00a0₫'],
    ['10', 'NGN', 'en-NG', '₦10.00'],
  ])('%s %s in %s is %s', (amount, currency, locale, written) => {
    expect(formatMoney(amount, currency, locale)).toBe(written);
  });

  it.each([
    ['not a number', 'USD'],
    ['', 'USD'],
    ['10', 'not a currency'],
  ])('writes %j %s as it came when Intl cannot format it', (amount, currency) => {
    expect(formatMoney(amount, currency, 'en-US')).toBe(`${amount} ${currency}`);
  });
});
