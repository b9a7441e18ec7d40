import { ERROR_CODE } from '../../../src/protocol/codes';
import { EVALUATION_REST } from '../../../src/protocol/evaluations';
import { REST } from '../../../src/protocol/identifiers';
import { id, int, literal, object, str, withDefault } from '../../../src/protocol/validate';
import { SandboxError } from '../../errors';
import { SUPPORT_GROUP_TYPE } from '../../groups/service';
import { parseOrThrow, queryField, requireText } from '../../validation';
import { requireCustomer, requireSession } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

/** find-by-ids: at most this many ids (docs/protocol.md). */
export const MAX_FIND_IDS = 50;

const evaluationBodySchema = object({
  reception_id: id,
  score: int,
  content: withDefault(str, ''),
  problem_finished: literal(0, 1),
});
const createGroupBodySchema = object({ group_type: literal(SUPPORT_GROUP_TYPE) });

/** The repeated `ids` query parameter (spec §7) as a list without repeats. */
function idsOf(query: unknown): string[] {
  const raw = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).ids : undefined;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) throw new SandboxError(ERROR_CODE.parameterError, 'ids is required');
  if (list.length > MAX_FIND_IDS) throw new SandboxError(ERROR_CODE.parameterError, `at most ${MAX_FIND_IDS} ids`);
  const ids = list.map((value) => (typeof value === 'string' ? value.trim() : ''));
  if (ids.some((value) => value === '')) throw new SandboxError(ERROR_CODE.parameterError, 'ids must not be empty');
  return [...new Set(ids)];
}

export function receptionRoutes({ sessions, reception, groups }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: REST.submitEvaluate,
      async handler(request) {
        const customer = await requireCustomer(sessions, request);
        const body = parseOrThrow(evaluationBodySchema, request.body ?? {}, 'body');
        await reception.submitEvaluation(customer, body);
        return {};
      },
    },
    {
      method: 'GET',
      url: EVALUATION_REST.customerEvaluations,
      async handler(request) {
        return reception.evaluationsOf(await requireCustomer(sessions, request));
      },
    },
    {
      method: 'GET',
      url: REST.findUsersByIds,
      async handler(request) {
        await requireSession(sessions, request);
        return groups.profiles(idsOf(request.query));
      },
    },
    {
      method: 'GET',
      url: REST.customerGroupInfo,
      async handler(request) {
        return groups.ofCustomer(await requireCustomer(sessions, request));
      },
    },
    {
      method: 'POST',
      url: REST.createGroup,
      async handler(request) {
        const customer = await requireCustomer(sessions, request);
        parseOrThrow(createGroupBodySchema, request.body ?? {}, 'body');
        return groups.ensure(customer);
      },
    },
    {
      method: 'GET',
      url: REST.groupMemberList,
      async handler(request) {
        const customer = await requireCustomer(sessions, request);
        const groupId = requireText(queryField(request.query, 'group_id'), 'group_id');
        return groups.members(customer, groupId);
      },
    },
  ];
}
