import type { Kysely } from 'kysely';
import type { WithdrawOrderStatus } from '../../src/protocol/orders';
import type { Schema } from './schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The demo orders live in product 1 (`demo`); server/README.md lists them. */
export const ORDERS_PRODUCT_ID = '1';

interface SeedWithdrawOrder {
  id: string;
  orderNo: string;
  customerId: string;
  amount: string;
  currency: string;
  status: WithdrawOrderStatus;
  /** How long before the seed's `now` the order was made. */
  age: number;
}

/** Alice has one of every display status (spec §4), two violation orders, and more than 3 orders in all. */
export const DEMO_WITHDRAW_ORDERS: readonly SeedWithdrawOrder[] = [
  {
    id: '5008',
    orderNo: 'WD10008',
    customerId: '10001',
    amount: '75.00',
    currency: 'USD',
    status: 'in_progress',
    age: 5 * MINUTE,
  },
  {
    id: '5007',
    orderNo: 'WD10007',
    customerId: '10001',
    amount: '200.00',
    currency: 'USD',
    status: 'pending_review',
    age: 2 * HOUR,
  },
  {
    id: '5006',
    orderNo: 'WD10006',
    customerId: '10001',
    amount: '88.80',
    currency: 'USD',
    status: 'violation',
    age: DAY,
  },
  {
    id: '5005',
    orderNo: 'WD10005',
    customerId: '10001',
    amount: '150.00',
    currency: 'USD',
    status: 'violation',
    age: 2 * DAY,
  },
  {
    id: '5004',
    orderNo: 'WD10004',
    customerId: '10001',
    amount: '60.25',
    currency: 'USD',
    status: 'on_hold',
    age: 3 * DAY,
  },
  {
    id: '5003',
    orderNo: 'WD10003',
    customerId: '10001',
    amount: '45.00',
    currency: 'USD',
    status: 'failed_refunded',
    age: 5 * DAY,
  },
  {
    id: '5002',
    orderNo: 'WD10002',
    customerId: '10001',
    amount: '120.50',
    currency: 'USD',
    status: 'credited',
    age: 7 * DAY,
  },
  {
    id: '5001',
    orderNo: 'WD10001',
    customerId: '10001',
    amount: '30.00',
    currency: 'USD',
    status: 'credited',
    age: 10 * DAY,
  },
  {
    id: '5102',
    orderNo: 'WD20002',
    customerId: '10002',
    amount: '500.00',
    currency: 'BRL',
    status: 'violation',
    age: DAY,
  },
  {
    id: '5101',
    orderNo: 'WD20001',
    customerId: '10002',
    amount: '250.00',
    currency: 'BRL',
    status: 'credited',
    age: 4 * DAY,
  },
];

export const DEMO_TOP_UP_ORDERS = [
  { orderNo: 'TP10001', customerId: '10001', amount: '50.00', currency: 'USD', credited: 1, age: DAY },
  { orderNo: 'TP10002', customerId: '10001', amount: '20.00', currency: 'USD', credited: 0, age: 10 * MINUTE },
  { orderNo: 'TP20001', customerId: '10002', amount: '100.00', currency: 'BRL', credited: 1, age: 2 * DAY },
] as const;

/** Idempotent like the rest of the seed: existing rows (and their times) are kept. */
export async function seedOrders(db: Kysely<Schema>, now: number): Promise<void> {
  const withdrawals = DEMO_WITHDRAW_ORDERS.map((order) => ({
    id: order.id,
    order_no: order.orderNo,
    product_id: ORDERS_PRODUCT_ID,
    customer_id: order.customerId,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    created_at: now - order.age,
  }));
  await db
    .insertInto('withdraw_orders')
    .values(withdrawals)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const topUps = DEMO_TOP_UP_ORDERS.map((order) => ({
    order_no: order.orderNo,
    product_id: ORDERS_PRODUCT_ID,
    customer_id: order.customerId,
    amount: order.amount,
    currency: order.currency,
    credited: order.credited,
    created_at: now - order.age,
  }));
  await db
    .insertInto('top_up_orders')
    .values(topUps)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
