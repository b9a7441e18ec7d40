import type { WithdrawOrder, WithdrawOrderStatus } from '../../src/protocol/orders';
import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

export interface TopUpOrder {
  orderNo: string;
  productId: string;
  customerId: string;
  amount: string;
  currency: string;
  credited: boolean;
}

interface WithdrawRow {
  id: string;
  orderNo: string;
  amount: string;
  currency: string;
  createdAt: number;
  status: WithdrawOrderStatus;
  appealed: 0 | 1;
}

function toWithdrawOrder(row: WithdrawRow): WithdrawOrder {
  return {
    order_id: row.id,
    order_no: row.orderNo,
    amount: row.amount,
    currency: row.currency,
    created_at: row.createdAt,
    status: row.status,
    appealed: row.appealed === 1,
  };
}

export function createOrderRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'orders');
  // CASE, not a bare EXISTS: PostgreSQL's EXISTS is a boolean, SQLite's a 0/1 integer.
  const withdrawOfCustomer = named('withdrawOfCustomer', (p: { productId: string; customerId: string }) =>
    db
      .selectFrom('withdraw_orders as w')
      .select((eb) => [
        'w.id',
        'w.order_no as orderNo',
        'w.amount',
        'w.currency',
        'w.created_at as createdAt',
        'w.status',
        eb
          .case()
          .when(
            eb.exists(
              eb.selectFrom('appeals as a').select(sql.lit(1).as('one')).whereRef('a.withdraw_order_id', '=', 'w.id'),
            ),
          )
          .then(sql.lit(1))
          .else(sql.lit(0))
          .end()
          .as('appealed'),
      ])
      .where('w.product_id', '=', p.productId)
      .where('w.customer_id', '=', p.customerId)
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .$castTo<WithdrawRow>(),
  );
  const topUp = named('topUp', (p: { productId: string; orderNo: string }) =>
    db
      .selectFrom('top_up_orders')
      .select([
        'order_no as orderNo',
        'product_id as productId',
        'customer_id as customerId',
        'amount',
        'currency',
        'credited',
      ])
      .where('product_id', '=', p.productId)
      .where('order_no', '=', p.orderNo),
  );
  return {
    /** The customer's withdrawal orders in a product, newest first. */
    withdrawOrdersOf: async (productId: string, customerId: string): Promise<WithdrawOrder[]> =>
      (await withdrawOfCustomer.all({ productId, customerId })).map(toWithdrawOrder),
    async topUpOrder(productId: string, orderNo: string): Promise<TopUpOrder | undefined> {
      const row = await topUp.first({ productId, orderNo });
      return row && { ...row, credited: row.credited === 1 };
    },
  };
}
