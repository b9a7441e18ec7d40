import { api } from '../../api/api';
import {
  WORK_ORDER_REST,
  filedWorkOrderSchema,
  workOrderDraftSchema,
  type FiledWorkOrder,
  type WorkOrderDraft,
  type WorkOrderFiling,
} from '../../protocol/workOrderFiling';
import type { Validator } from '../../protocol/validate';

export interface DraftRequest {
  kind: 1 | 2;
  type: number;
  /** Absent: read; null: delete; an object: save. */
  draft?: Record<string, unknown> | null;
  /** Check draft.payOrderSn first (top-up order number); a failed check saves nothing. */
  check?: boolean;
}

/** The body of deal-user/work-order: the wire schema's type (`workOrderFilingSchema`). */
export type WorkOrderFilingBody = WorkOrderFiling;

export const workOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST work_order_pre/update: reads, saves, deletes or checks the draft (docs/protocol.md). */
    workOrderDraft: build.mutation<WorkOrderDraft, DraftRequest>({
      query: (body) => ({ url: WORK_ORDER_REST.workOrderDraftUpdate, method: 'POST', body }),
      extraOptions: { schema: workOrderDraftSchema as Validator<unknown> },
    }),
    /** POST deal-user/work-order: files the work order; a repeat is alreadySubmitted (1006). */
    submitWorkOrder: build.mutation<FiledWorkOrder, WorkOrderFilingBody>({
      query: (body) => ({ url: WORK_ORDER_REST.submitWorkOrder, method: 'POST', body }),
      extraOptions: { schema: filedWorkOrderSchema as Validator<unknown> },
    }),
  }),
});
