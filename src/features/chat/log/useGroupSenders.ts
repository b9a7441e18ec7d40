import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { UserCard } from '../../../protocol/userCards';
import { selectGroupSenderIds } from '../state/groupSenders';
import { groupUsersApi } from '../api/groupUsersApi';

const NO_SENDERS: ReadonlyMap<string, UserCard> = new Map();

/** Names and avatars of the agents in the support group (find-by-ids, one request per set of ids). */
export function useGroupSenders(): ReadonlyMap<string, UserCard> {
  const ids = useSelector(selectGroupSenderIds);
  const { data } = groupUsersApi.useUsersByIdsQuery(ids, { skip: ids.length === 0 });
  return useMemo(() => (data ? new Map(data.users.map((user) => [user.id, user])) : NO_SENDERS), [data]);
}
