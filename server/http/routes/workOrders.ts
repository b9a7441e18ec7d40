import { REST } from '../../../src/protocol/identifiers';
import { workOrderFilingSchema, type FiledWorkOrder, type WorkOrderDraft } from '../../../src/protocol/workOrderFiling';
import { parseOrThrow } from '../../validation';
import { requireSession } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

export function workOrderRoutes({ store, workOrders }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: REST.workOrderDraftUpdate,
      handler(request): WorkOrderDraft {
        const { user, product } = requireSession(store, request);
        return workOrders.updateDraft({ userId: user.id, productId: product.id }, request.body);
      },
    },
    {
      method: 'POST',
      url: REST.submitWorkOrder,
      handler(request): FiledWorkOrder {
        const { user, product } = requireSession(store, request);
        const filing = parseOrThrow(workOrderFilingSchema, request.body ?? {}, 'body');
        return workOrders.file({ userId: user.id, productId: product.id }, filing);
      },
    },
  ];
}
