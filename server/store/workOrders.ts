import type { WorkOrderStatus } from '../../src/protocol/orders';
import { sql } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import { inTransaction, queriesOf } from './namedQueries';

export interface WorkOrderRow {
  id: string;
  productId: string;
  customerId: string;
  kind: 1 | 2;
  type: number;
  status: WorkOrderStatus;
  summary: string;
  createdAt: number;
}

export interface NewWorkOrder {
  productId: string;
  customerId: string;
  kind: 1 | 2;
  type: number;
  /** Type 8: the top-up order; one work order per top-up order. */
  payOrderSn: string | null;
  /** Type 1: the violation orders appealed; each at most once. */
  appealedOrderIds: readonly string[];
  summary: string;
  /** The filing as received, kept for the record. */
  body: unknown;
}

interface DraftKey {
  productId: string;
  customerId: string;
  kind: number;
  type: number;
}

export interface StoredDraft {
  draft: Record<string, unknown>;
  updatedAt: number;
}

/** Work order numbers are derived from the id: WO00000001. */
export function workOrderNoOf(id: string): string {
  return `WO${id.padStart(8, '0')}`;
}

const UNIQUE_VIOLATION = new Set([
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  'SQLITE_CONSTRAINT_UNIQUE',
  /* PostgreSQL */ '23505',
]);

function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATION.has(String((error as { code?: unknown }).code));
}

/**
 * The row id a work order id names, or undefined for one that cannot be a row id. Checked here because
 * PostgreSQL refuses a non-numeric text compared to a BIGINT (an error), where SQLite just finds no row.
 */
function keyOf(id: string): number | undefined {
  return /^[0-9]{1,15}$/.test(id) ? Number(id) : undefined;
}

export function createWorkOrderRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'workOrders');
  const workOrders = () =>
    db
      .selectFrom('work_orders')
      .select([
        // Qualified: `recent` joins products, which has an id too.
        sql<string>`CAST(work_orders.id AS TEXT)`.as('id'),
        'work_orders.product_id as productId',
        'work_orders.customer_id as customerId',
        'work_orders.kind',
        'work_orders.type',
        'work_orders.status',
        'work_orders.summary',
        'work_orders.created_at as createdAt',
      ])
      .$castTo<WorkOrderRow>();
  const insert = named(
    'insert',
    (p: Omit<NewWorkOrder, 'appealedOrderIds' | 'body'> & { body: string; now: number }) => {
      const row = db.insertInto('work_orders').values({
        product_id: p.productId,
        customer_id: p.customerId,
        kind: p.kind,
        type: p.type,
        status: 'submitted',
        pay_order_sn: p.payOrderSn,
        summary: p.summary,
        body: p.body,
        created_at: p.now,
        updated_at: p.now,
      });
      return database.engine === 'postgres' ? row.returning('id') : row;
    },
  );
  const insertAppeal = named('insertAppeal', (p: { withdrawOrderId: string; workOrderId: number }) =>
    db.insertInto('appeals').values({ withdraw_order_id: p.withdrawOrderId, work_order_id: p.workOrderId }),
  );
  const byId = named('byId', (p: { id: number }) => workOrders().where('work_orders.id', '=', p.id));
  // work_orders.id, not id: a bare `id` in ORDER BY is the CAST(id AS TEXT) column above, which sorted
  // work orders of the same millisecond as text (9 before 10, newest first) and kept
  // work_orders_by_created from giving the order by itself.
  const recent = named('recent', (p: { companyId: string; limit: number }) =>
    workOrders()
      .innerJoin('products', 'products.id', 'work_orders.product_id')
      .where('products.company_id', '=', p.companyId)
      .orderBy('work_orders.created_at', 'desc')
      .orderBy('work_orders.id', 'desc')
      .limit(p.limit),
  );
  const setStatus = named('setStatus', (p: { to: WorkOrderStatus; now: number; id: number; from: WorkOrderStatus }) =>
    db
      .updateTable('work_orders')
      .set({ status: p.to, updated_at: p.now })
      .where('id', '=', p.id)
      .where('status', '=', p.from),
  );
  const ofDraftKey = (p: DraftKey) => ({
    product_id: p.productId,
    customer_id: p.customerId,
    kind: p.kind,
    type: p.type,
  });
  const draftOf = named('draftOf', (p: DraftKey) =>
    db
      .selectFrom('work_order_drafts')
      .select(['draft', 'updated_at as updatedAt'])
      .where((eb) => eb.and(ofDraftKey(p))),
  );
  const putDraft = named('putDraft', (p: DraftKey & { draft: string; updatedAt: number }) =>
    db
      .insertInto('work_order_drafts')
      .values({ ...ofDraftKey(p), draft: p.draft, updated_at: p.updatedAt })
      .onConflict((conflict) =>
        conflict
          .columns(['product_id', 'customer_id', 'kind', 'type'])
          .doUpdateSet((eb) => ({ draft: eb.ref('excluded.draft'), updated_at: eb.ref('excluded.updated_at') })),
      ),
  );
  const deleteDraft = named('deleteDraft', (p: DraftKey) =>
    db.deleteFrom('work_order_drafts').where((eb) => eb.and(ofDraftKey(p))),
  );

  const create = (input: NewWorkOrder): Promise<WorkOrderRow> =>
    inTransaction(database, async (trx) => {
      const { payOrderSn, productId, customerId, kind, type, summary } = input;
      const body = JSON.stringify(input.body);
      const workOrderId = await insert.insertedId(
        { productId, customerId, kind, type, payOrderSn, summary, body, now: Date.now() },
        trx,
      );
      for (const withdrawOrderId of input.appealedOrderIds)
        await insertAppeal.run({ withdrawOrderId, workOrderId }, trx);
      return (await byId.first({ id: workOrderId }, trx)) as WorkOrderRow;
    });

  return {
    /** Undefined when the top-up order or an appealed order already has its work order. */
    async create(input: NewWorkOrder): Promise<WorkOrderRow | undefined> {
      try {
        return await create(input);
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    async find(id: string): Promise<WorkOrderRow | undefined> {
      const key = keyOf(id);
      return key === undefined ? undefined : byId.first({ id: key });
    },
    /** The company's latest, newest first. */
    recent: (companyId: string, limit: number): Promise<WorkOrderRow[]> => recent.all({ companyId, limit }),
    /** Moves the status only from `from`, so two advances at once cannot skip a step. */
    async moveStatus(id: string, from: WorkOrderStatus, to: WorkOrderStatus): Promise<boolean> {
      const key = keyOf(id);
      return key !== undefined && (await setStatus.run({ to, now: Date.now(), id: key, from })) === 1;
    },
    async draftOf(productId: string, customerId: string, kind: number, type: number): Promise<StoredDraft | undefined> {
      const row = await draftOf.first({ productId, customerId, kind, type });
      return row && { draft: JSON.parse(row.draft) as Record<string, unknown>, updatedAt: row.updatedAt };
    },
    async saveDraft(
      productId: string,
      customerId: string,
      kind: number,
      type: number,
      draft: Record<string, unknown>,
    ): Promise<StoredDraft> {
      const updatedAt = Date.now();
      await putDraft.run({ productId, customerId, kind, type, draft: JSON.stringify(draft), updatedAt });
      return { draft, updatedAt };
    },
    async deleteDraft(productId: string, customerId: string, kind: number, type: number): Promise<void> {
      await deleteDraft.run({ productId, customerId, kind, type });
    },
  };
}
