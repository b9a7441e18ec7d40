import type { WithdrawOrder, WithdrawOrderStatus } from '../../src/protocol/orders';
import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

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

const WITHDRAW_COLUMNS = `w.id, w.order_no AS orderNo, w.amount, w.currency, w.created_at AS createdAt, w.status,
  EXISTS (SELECT 1 FROM appeals a WHERE a.withdraw_order_id = w.id) AS appealed`;

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

export function createOrderRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'orders');
  const withdrawOfCustomer = prepare<[string, string], WithdrawRow>('withdrawOfCustomer',
    `SELECT ${WITHDRAW_COLUMNS} FROM withdraw_orders w WHERE w.product_id = ? AND w.customer_id = ? ORDER BY w.created_at DESC, w.id DESC`,
  );
  const topUp = prepare<[string, string], Omit<TopUpOrder, 'credited'> & { credited: 0 | 1 }>('topUp',
    `SELECT order_no AS orderNo, product_id AS productId, customer_id AS customerId, amount, currency, credited
     FROM top_up_orders WHERE product_id = ? AND order_no = ?`,
  );
  return {
    /** The customer's withdrawal orders in a product, newest first. */
    withdrawOrdersOf: (productId: string, customerId: string): WithdrawOrder[] =>
      withdrawOfCustomer.all(productId, customerId).map(toWithdrawOrder),
    topUpOrder(productId: string, orderNo: string): TopUpOrder | undefined {
      const row = topUp.get(productId, orderNo);
      return row && { ...row, credited: row.credited === 1 };
    },
  };
}
