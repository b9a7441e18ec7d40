import { AGENT_REST } from '../../../src/protocol/agentFrames';
import type { SignedUpload } from '../../../src/protocol/uploads';
import { queryField, requireText } from '../../validation';
import { requireAgent } from '../auth';
import type { StorageUseApiDeps } from './storageUse';
import type { ApiRoute } from './types';
import { uploadRequestOf } from './uploads';

/** The console's attach button: one upload URL for a file to the customer of a reception the agent serves. */
export function agentUploadRoutes({ sessions, uploads }: StorageUseApiDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: AGENT_REST.signUpload,
      async handler(request): Promise<SignedUpload> {
        const agent = await requireAgent(sessions, request);
        const receptionId = requireText(queryField(request.query, 'reception_id'), 'reception_id');
        return uploads.signForAgent(agent.agentId, receptionId, uploadRequestOf(request.query));
      },
    },
  ];
}
