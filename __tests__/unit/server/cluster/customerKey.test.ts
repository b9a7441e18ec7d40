import { customerKeyOf, customerOfKey } from '../../../../server/cluster/customerKey';

describe('customerKeyOf: one key per customer, for this node and for Redis', () => {
  it.each([
    { productId: 'p1', userId: 'alice' },
    { productId: 'p1', userId: 'a:b' },
    { productId: 'p1:a', userId: 'b' },
    { productId: 'p%3A', userId: '' },
    { productId: '', userId: 'ümlaut 用户' },
  ])('splits back into the same customer: $productId / $userId', (customer) => {
    expect(customerOfKey(customerKeyOf(customer))).toEqual(customer);
  });

  it('gives two customers whose ids join to the same text two different keys', () => {
    expect(customerKeyOf({ productId: 'p1', userId: 'a:b' })).not.toBe(
      customerKeyOf({ productId: 'p1:a', userId: 'b' }),
    );
  });
});
