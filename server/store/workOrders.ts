import type { WorkOrderStatus } from '../../src/protocol/orders';
import type { SandboxDatabase } from '../db/open';
import { statementsOf } from './statements';

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

export interface StoredDraft {
  draft: Record<string, unknown>;
  updatedAt: number;
}

/** Work order numbers are derived from the id: WO00000001. */
export function workOrderNoOf(id: string): string {
  return `WO${id.padStart(8, '0')}`;
}

const COLUMNS = `CAST(id AS TEXT) AS id, product_id AS productId, customer_id AS customerId, kind, type, status, summary,
  created_at AS createdAt`;

function isUniqueViolation(error: unknown): boolean {
  return /^SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)$/.test(String((error as { code?: unknown }).code));
}

export function createWorkOrderRepo(db: SandboxDatabase) {
  const prepare = statementsOf(db, 'workOrders');
  const insert = prepare('insert', `
    INSERT INTO work_orders (product_id, customer_id, kind, type, status, pay_order_sn, summary, body, created_at, updated_at)
    VALUES (@productId, @customerId, @kind, @type, 'submitted', @payOrderSn, @summary, @body, @now, @now)`);
  const insertAppeal = prepare('insertAppeal', 'INSERT INTO appeals (withdraw_order_id, work_order_id) VALUES (?, ?)');
  const byId = prepare<[string], WorkOrderRow>('byId', `SELECT ${COLUMNS} FROM work_orders WHERE id = ?`);
  // work_orders.id, not id: a bare `id` in ORDER BY is the CAST(id AS TEXT) column above, which sorted
  // work orders of the same millisecond as text (9 before 10, newest first) and kept
  // work_orders_by_created from giving the order by itself.
  const recent = prepare<[number], WorkOrderRow>('recent',
    `SELECT ${COLUMNS} FROM work_orders ORDER BY created_at DESC, work_orders.id DESC LIMIT ?`,
  );
  const setStatus = prepare('setStatus', 'UPDATE work_orders SET status = ?, updated_at = ? WHERE id = ? AND status = ?');
  const draftOf = prepare<[string, string, number, number], { draft: string; updatedAt: number }>('draftOf',
    'SELECT draft, updated_at AS updatedAt FROM work_order_drafts WHERE product_id = ? AND customer_id = ? AND kind = ? AND type = ?',
  );
  const putDraft = prepare('putDraft', `
    INSERT INTO work_order_drafts (product_id, customer_id, kind, type, draft, updated_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (product_id, customer_id, kind, type) DO UPDATE SET draft = excluded.draft, updated_at = excluded.updated_at`);
  const deleteDraft = prepare('deleteDraft', 'DELETE FROM work_order_drafts WHERE product_id = ? AND customer_id = ? AND kind = ? AND type = ?');

  const create = db.transaction((input: NewWorkOrder): WorkOrderRow => {
    const { lastInsertRowid } = insert.run({
      productId: input.productId,
      customerId: input.customerId,
      kind: input.kind,
      type: input.type,
      payOrderSn: input.payOrderSn,
      summary: input.summary,
      body: JSON.stringify(input.body),
      now: Date.now(),
    });
    for (const orderId of input.appealedOrderIds) insertAppeal.run(orderId, lastInsertRowid);
    return byId.get(String(lastInsertRowid)) as WorkOrderRow;
  });

  return {
    /** Undefined when the top-up order or an appealed order already has its work order. */
    create(input: NewWorkOrder): WorkOrderRow | undefined {
      try {
        return create(input);
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    find: (id: string): WorkOrderRow | undefined => byId.get(id),
    /** Newest first, every product. */
    recent: (limit: number): WorkOrderRow[] => recent.all(limit),
    /** Moves the status only from `from`, so two advances at once cannot skip a step. */
    moveStatus: (id: string, from: WorkOrderStatus, to: WorkOrderStatus): boolean => setStatus.run(to, Date.now(), id, from).changes === 1,
    draftOf(productId: string, customerId: string, kind: number, type: number): StoredDraft | undefined {
      const row = draftOf.get(productId, customerId, kind, type);
      return row && { draft: JSON.parse(row.draft) as Record<string, unknown>, updatedAt: row.updatedAt };
    },
    saveDraft(productId: string, customerId: string, kind: number, type: number, draft: Record<string, unknown>): StoredDraft {
      const updatedAt = Date.now();
      putDraft.run(productId, customerId, kind, type, JSON.stringify(draft), updatedAt);
      return { draft, updatedAt };
    },
    deleteDraft: (productId: string, customerId: string, kind: number, type: number): void => {
      deleteDraft.run(productId, customerId, kind, type);
    },
  };
}
