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
      handler(request): WorkOrderDraft {
        const { user, product } = requireSession(store, request);
        return workOrders.updateDraft({ userId: user.id, productId: product.id }, request.body);
      },
    },
    {
      method: 'POST',
      url: DOCUMENTED_REST.submitWorkOrder,
      handler(request): FiledWorkOrder {
        const { user, product } = requireSession(store, request);
        const filing = parseOrThrow(workOrderFilingSchema, request.body ?? {}, 'body');
        return workOrders.file({ userId: user.id, productId: product.id }, filing);
      },
    },
  ];
}
