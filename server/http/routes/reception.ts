import { ERROR_CODE } from '../../../src/protocol/codes';
import { REST } from '../../../src/protocol/identifiers';
import { id, int, literal, object, str, withDefault } from '../../../src/protocol/validate';
import { SandboxError } from '../../errors';
import type { SupportGroup } from '../../store/receptions';
import type { Store } from '../../store';
import { parseOrThrow, queryField, requireText } from '../../validation';
import { requireSession } from '../auth';
import type { ApiRoute, RouteDeps } from './types';

/** find-by-ids: at most this many ids (docs/protocol.md). */
export const MAX_FIND_IDS = 50;
/** The support group's type (spec §4: 308 on group type 1 opens the evaluation popup). */
export const SUPPORT_GROUP_TYPE = 1;

const evaluationBodySchema = object({
  reception_id: id,
  score: int,
  content: withDefault(str, ''),
  problem_finished: literal(0, 1),
});
const createGroupBodySchema = object({ group_type: literal(SUPPORT_GROUP_TYPE) });

async function groupInfo(store: Store, group: SupportGroup) {
  const reception = await store.receptions.latestOfCustomer(group.productId, group.customerId);
  return {
    group_id: group.groupId,
    group_type: SUPPORT_GROUP_TYPE,
    name: group.name,
    owner_id: group.customerId,
    reception_id: reception?.id ?? '',
  };
}

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

export function receptionRoutes({ store, reception }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'POST',
      url: REST.submitEvaluate,
      async handler(request) {
        const { user, product } = await requireSession(store, request);
        const body = parseOrThrow(evaluationBodySchema, request.body ?? {}, 'body');
        await reception.submitEvaluation({ userId: user.id, productId: product.id }, body);
        return {};
      },
    },
    {
      method: 'GET',
      url: REST.findUsersByIds,
      async handler(request) {
        await requireSession(store, request);
        const users = await store.users.findByIds(idsOf(request.query));
        return {
          users: users.map((user) => ({ id: user.id, nickname: user.nickname, avatar: user.avatar, kind: user.kind })),
        };
      },
    },
    {
      method: 'GET',
      url: REST.customerGroupInfo,
      async handler(request) {
        const { user, product } = await requireSession(store, request);
        const group = await store.receptions.groupOfCustomer(product.id, user.id);
        return { group: group ? await groupInfo(store, group) : null };
      },
    },
    {
      method: 'POST',
      url: REST.createGroup,
      async handler(request) {
        const { user, product } = await requireSession(store, request);
        parseOrThrow(createGroupBodySchema, request.body ?? {}, 'body');
        return {
          group: await groupInfo(store, await reception.ensureGroup({ userId: user.id, productId: product.id })),
        };
      },
    },
    {
      method: 'GET',
      url: REST.groupMemberList,
      async handler(request) {
        const { user, product } = await requireSession(store, request);
        const groupId = requireText(queryField(request.query, 'group_id'), 'group_id');
        const group = await store.receptions.groupById(groupId);
        if (!group || group.productId !== product.id || !(await store.receptions.isMember(groupId, user.id))) {
          throw new SandboxError(ERROR_CODE.notFound, 'group not found');
        }
        return {
          members: (await store.receptions.members(groupId)).map((member) => ({
            user_id: member.userId,
            role: member.role,
            nickname: member.nickname,
            avatar: member.avatar,
          })),
        };
      },
    },
  ];
}
