import { DOCUMENTED_REST } from '../../../src/protocol/restCatalog';
import { workOrderFilingSchema, type FiledWorkOrder, type WorkOrderDraft } from '../../../src/protocol/workOrderFiling';
import { parseOrThrow } from '../../validation';
import { requireCustomer } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

export function workOrderRoutes({ sessions, workOrders }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: DOCUMENTED_REST.workOrderDraftUpdate,
      async handler(request): Promise<WorkOrderDraft> {
        return workOrders.updateDraft(await requireCustomer(sessions, request), request.body);
      },
    },
    {
      method: 'POST',
      url: DOCUMENTED_REST.submitWorkOrder,
      async handler(request): Promise<FiledWorkOrder> {
        const customer = await requireCustomer(sessions, request);
        const filing = parseOrThrow(workOrderFilingSchema, request.body ?? {}, 'body');
        return workOrders.file(customer, filing);
      },
    },
  ];
}
