import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import { workOrderFilingSchema, type FiledWorkOrder, type WorkOrderDraft } from '../../../src/protocol/workOrderFiling';
import { parseOrThrow } from '../../validation';
import { requireSession } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

export function workOrderRoutes({ store, workOrders }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: DOCUMENTED_REST.workOrderDraftUpdate,
      async handler(request): Promise<WorkOrderDraft> {
        const { user, product } = await requireSession(store, request);
        return workOrders.updateDraft({ userId: user.id, productId: product.id }, request.body);
      },
    },
    {
      method: 'POST',
      url: DOCUMENTED_REST.submitWorkOrder,
      async handler(request): Promise<FiledWorkOrder> {
        const { user, product } = await requireSession(store, request);
        const filing = parseOrThrow(workOrderFilingSchema, request.body ?? {}, 'body');
        return workOrders.file({ userId: user.id, productId: product.id }, filing);
      },
    },
  ];
}
