import { ERROR_CODE } from '../../../src/protocol/codes';
import {
  SUPERVISOR_RANGES,
  SUPERVISOR_REST,
  UTC_OFFSET_LIMITS,
  type SupervisorRange,
} from '../../../src/protocol/supervisor';
import { SandboxError } from '../../errors';
import type { SessionService } from '../../sessions/service';
import type { SupervisorService } from '../../supervision/service';
import { queryField } from '../../validation';
import { requireSupervisor } from '../auth';
import type { ApiRoute } from './types';

export interface SupervisorApiDeps {
  sessions: SessionService;
  supervision: SupervisorService;
}

function rangeOf(query: unknown): SupervisorRange {
  const range = queryField(query, 'range') ?? '24h';
  if (!Object.hasOwn(SUPERVISOR_RANGES, range))
    throw new SandboxError(
      ERROR_CODE.parameterError,
      `range must be one of ${Object.keys(SUPERVISOR_RANGES).join(', ')}`,
    );
  return range as SupervisorRange;
}

function utcOffsetOf(query: unknown): number {
  const text = queryField(query, 'utc_offset') ?? '0';
  const offset = Number(text);
  if (!/^-?\d{1,4}$/.test(text) || offset < UTC_OFFSET_LIMITS.min || offset > UTC_OFFSET_LIMITS.max)
    throw new SandboxError(
      ERROR_CODE.parameterError,
      `utc_offset must be whole minutes from ${UTC_OFFSET_LIMITS.min} to ${UTC_OFFSET_LIMITS.max}`,
    );
  return offset;
}

/** The supervisor's view: the team's figures, for an agent with the supervisor role, of their company only. */
export function supervisorRoutes({ sessions, supervision }: SupervisorApiDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: SUPERVISOR_REST.stats,
      async handler(request) {
        const supervisor = await requireSupervisor(sessions, request);
        return supervision.stats(supervisor.agentId, rangeOf(request.query), utcOffsetOf(request.query));
      },
    },
  ];
}
