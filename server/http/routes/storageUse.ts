import { AGENT_REST } from '../../../src/protocol/agentFrames';
import type { SessionService } from '../../sessions/service';
import type { UploadService } from '../../uploads/service';
import { queryField } from '../../validation';
import { requireAgent } from '../auth';
import type { ApiRoute } from './types';

export interface StorageUseApiDeps {
  sessions: SessionService;
  uploads: UploadService;
}

/** The agent console's storage panel: the bytes each of the agent's company's products holds. */
export function storageUseRoutes({ sessions, uploads }: StorageUseApiDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: AGENT_REST.storageUse,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        return uploads.storageUse(agent.agentId, queryField(request.query, 'product_id') || undefined);
      },
    },
  ];
}
