import { sql, type RawBuilder } from 'kysely';
import type { WorkOrderStatus } from '../../src/protocol/orders';
import type { SandboxDatabase } from '../db/open';
import { queriesOf } from './namedQueries';

export interface ProductRow {
  id: string;
  name: string;
}

export interface CustomerRow {
  id: string;
  nickname: string;
}

/** A customer's order of a given number in one of the company's products. */
export interface OrderOwner {
  customerId: string;
  orderNo: string;
  productId: string;
  productName: string;
}

/** A reception with who served it and how the customer rated it (nulls: nobody yet, not rated). */
export interface SessionRow {
  receptionId: string;
  productId: string;
  productName: string;
  phase: number;
  locale: string;
  timeZone: string;
  createdAt: number;
  acceptedAt: number | null;
  endedAt: number | null;
  agentId: string | null;
  agentName: string | null;
  score: number | null;
  comment: string | null;
  problemFinished: number | null;
}

export interface ProfileWorkOrderRow {
  id: string;
  productId: string;
  productName: string;
  kind: 1 | 2;
  type: number;
  status: WorkOrderStatus;
  summary: string;
  createdAt: number;
}

export interface ProfileLeftMessageRow {
  productId: string;
  productName: string;
  content: string;
  createdAt: number;
}

/**
 * Whether the customer `customer` (a bound id or a column) signed in to the product `products`, or holds a
 * withdrawal or top-up order there: what makes them a customer of that product's company.
 */
function usesProduct(customer: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`(
    EXISTS (SELECT 1 FROM tokens t WHERE t.user_id = ${customer} AND t.product_id = products.id)
    OR EXISTS (SELECT 1 FROM withdraw_orders wo WHERE wo.product_id = products.id AND wo.customer_id = ${customer})
    OR EXISTS (SELECT 1 FROM top_up_orders tu WHERE tu.product_id = products.id AND tu.customer_id = ${customer})
  )`;
}

const bound = (parameter: string) => sql<string>`${parameter}`;

const asciiLowerCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** `text` matched literally by LIKE … ESCAPE '\'. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (special) => `\\${special}`);

/** The agent console's customer search and profiles, always within one company's products. */
export function createCustomerProfileRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'profiles');
  const madeOrder = sql.raw(database.engine === 'sqlite' ? 'r.rowid' : 'r.insertion_order');

  // Unaliased: products is a table the query-plan test lets a query scan (a company has a handful).
  const productsOfCustomer = named('productsOfCustomer', (p: { customerId: string; companyId: string }) =>
    db
      .selectFrom('products')
      .select(['products.id', 'products.name'])
      .where('products.company_id', '=', p.companyId)
      .where(usesProduct(bound(p.customerId)))
      .orderBy('products.id'),
  );
  // The company's products as a list for IN: the rows are then read through their (product, customer)
  // indexes, never by walking a table for the customer.
  const companyProducts = (companyId: string) =>
    db.selectFrom('products').select('products.id').where('products.company_id', '=', companyId);
  // LIKE with the pattern lower-cased as the column is: ASCII letters only on both engines (SQLite's
  // lower(), PostgreSQL's under COLLATE "C"), so both find the same customers.
  const byName = named('byName', (p: { pattern: string; companyId: string; limit: number }) =>
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.nickname'])
      .where('u.kind', '=', sql.lit('customer'))
      .where(sql<boolean>`lower(u.nickname) LIKE ${p.pattern} ESCAPE '\\'`)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('products')
            .select(sql.lit(1).as('one'))
            .where('products.company_id', '=', p.companyId)
            .where(usesProduct(sql.ref<string>('u.id'))),
        ),
      )
      .orderBy('u.nickname')
      .orderBy('u.id')
      .limit(p.limit),
  );
  const withdrawalByNo = named('withdrawalByNo', (p: { orderNo: string; companyId: string }) =>
    db
      .selectFrom('withdraw_orders as wo')
      .innerJoin('products', 'products.id', 'wo.product_id')
      .select([
        'wo.customer_id as customerId',
        'wo.order_no as orderNo',
        'products.id as productId',
        'products.name as productName',
      ])
      .where('products.company_id', '=', p.companyId)
      .where('wo.order_no', '=', p.orderNo)
      .orderBy('products.id'),
  );
  const topUpByNo = named('topUpByNo', (p: { orderNo: string; companyId: string }) =>
    db
      .selectFrom('top_up_orders as tu')
      .innerJoin('products', 'products.id', 'tu.product_id')
      .select([
        'tu.customer_id as customerId',
        'tu.order_no as orderNo',
        'products.id as productId',
        'products.name as productName',
      ])
      .where('products.company_id', '=', p.companyId)
      .where('tu.order_no', '=', p.orderNo)
      .orderBy('products.id'),
  );
  const workOrderOwner = named('workOrderOwner', (p: { id: number; companyId: string }) =>
    db
      .selectFrom('work_orders as w')
      .innerJoin('products', 'products.id', 'w.product_id')
      .select(['w.customer_id as customerId', 'products.id as productId', 'products.name as productName'])
      .where('w.id', '=', p.id)
      .where('products.company_id', '=', p.companyId),
  );

  const sessions = () =>
    db
      .selectFrom('receptions as r')
      .innerJoin('products', 'products.id', 'r.product_id')
      .leftJoin('evaluations as e', 'e.reception_id', 'r.id')
      .leftJoin('users as a', 'a.id', 'r.agent_id')
      .select([
        'r.id as receptionId',
        'products.id as productId',
        'products.name as productName',
        'r.phase',
        'r.locale',
        'r.time_zone as timeZone',
        'r.created_at as createdAt',
        'r.accepted_at as acceptedAt',
        'r.ended_at as endedAt',
        'r.agent_id as agentId',
        'a.nickname as agentName',
        'e.score',
        'e.content as comment',
        'e.problem_finished as problemFinished',
      ]);
  const sessionsInCompany = named('sessionsInCompany', (p: { customerId: string; companyId: string; limit: number }) =>
    sessions()
      .where('r.customer_id', '=', p.customerId)
      .where('r.product_id', 'in', companyProducts(p.companyId))
      .orderBy('r.created_at', 'desc')
      .orderBy(madeOrder, 'desc')
      .limit(p.limit),
  );
  const sessionsInProduct = named('sessionsInProduct', (p: { customerId: string; productId: string; limit: number }) =>
    sessions()
      .where('r.customer_id', '=', p.customerId)
      .where('r.product_id', '=', p.productId)
      .orderBy('r.created_at', 'desc')
      .orderBy(madeOrder, 'desc')
      .limit(p.limit),
  );
  const workOrders = named('workOrders', (p: { customerId: string; companyId: string; limit: number }) =>
    db
      .selectFrom('work_orders as w')
      .innerJoin('products', 'products.id', 'w.product_id')
      .select([
        sql<string>`CAST(w.id AS TEXT)`.as('id'),
        'products.id as productId',
        'products.name as productName',
        'w.kind',
        'w.type',
        'w.status',
        'w.summary',
        'w.created_at as createdAt',
      ])
      .where('w.customer_id', '=', p.customerId)
      .where('w.product_id', 'in', companyProducts(p.companyId))
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(p.limit)
      .$castTo<ProfileWorkOrderRow>(),
  );
  const leftMessages = named('leftMessages', (p: { customerId: string; companyId: string; limit: number }) =>
    db
      .selectFrom('left_messages as l')
      .innerJoin('products', 'products.id', 'l.product_id')
      .select(['products.id as productId', 'products.name as productName', 'l.content', 'l.created_at as createdAt'])
      .where('l.customer_id', '=', p.customerId)
      .where('l.product_id', 'in', companyProducts(p.companyId))
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(p.limit),
  );

  return {
    /** The company's products the customer signed in to or holds orders in, by id: none for a customer of another company. */
    productsOfCustomer: (customerId: string, companyId: string): Promise<ProductRow[]> =>
      productsOfCustomer.all({ customerId, companyId }),
    /** The company's customers whose nickname contains `text` (ASCII letters in any case), by nickname. */
    byName: (text: string, companyId: string, limit: number): Promise<CustomerRow[]> =>
      byName.all({ pattern: `%${likeEscaped(asciiLowerCase(text))}%`, companyId, limit }),
    /** Who holds the withdrawal orders of this number in the company's products (one per product at most). */
    withdrawalByNo: (orderNo: string, companyId: string): Promise<OrderOwner[]> =>
      withdrawalByNo.all({ orderNo, companyId }),
    topUpByNo: (orderNo: string, companyId: string): Promise<OrderOwner[]> => topUpByNo.all({ orderNo, companyId }),
    /** Who filed the work order with this row id, when it is in one of the company's products. */
    workOrderOwner: (id: number, companyId: string): Promise<Omit<OrderOwner, 'orderNo'> | undefined> =>
      workOrderOwner.first({ id, companyId }),
    /** The customer's receptions in the company's products, newest first. */
    sessionsInCompany: (customerId: string, companyId: string, limit: number): Promise<SessionRow[]> =>
      sessionsInCompany.all({ customerId, companyId, limit }),
    /** The customer's receptions in one product, newest first. */
    sessionsInProduct: (customerId: string, productId: string, limit: number): Promise<SessionRow[]> =>
      sessionsInProduct.all({ customerId, productId, limit }),
    workOrders: (customerId: string, companyId: string, limit: number): Promise<ProfileWorkOrderRow[]> =>
      workOrders.all({ customerId, companyId, limit }),
    leftMessages: (customerId: string, companyId: string, limit: number): Promise<ProfileLeftMessageRow[]> =>
      leftMessages.all({ customerId, companyId, limit }),
  };
}
