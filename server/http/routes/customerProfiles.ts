import { PROFILE_REST } from '../../../src/protocol/customerProfiles';
import type { CustomerProfileService } from '../../profiles/service';
import type { SessionService } from '../../sessions/service';
import { queryField, requireText } from '../../validation';
import { requireAgent } from '../auth';
import type { ApiRoute } from './types';

export interface CustomerProfileApiDeps {
  sessions: SessionService;
  profiles: CustomerProfileService;
}

/** The console's customer search and profile: the agent's company's customers only (docs/protocol.md). */
export function customerProfileRoutes({ sessions, profiles }: CustomerProfileApiDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: PROFILE_REST.search,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        return profiles.search(agent.agentId, requireText(queryField(request.query, 'q'), 'q'));
      },
    },
    {
      method: 'GET',
      url: PROFILE_REST.profile,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        return profiles.profile(agent.agentId, requireText(queryField(request.query, 'customer_id'), 'customer_id'));
      },
    },
  ];
}
