/** The supervisor's call from a test (docs/protocol.md, "Supervisor figures"), and the role given in a test database. */
import { HEADERS } from '../../src/protocol/identifiers';
import { SUPERVISOR_REST, type SupervisorStats } from '../../src/protocol/supervisor';
import { openTestDatabase } from './testDatabase';

export interface StatsAnswer {
  status: number;
  code: number;
  data: SupervisorStats | null;
}

/** GET agent/supervisor/stats with `query` (no `?`) and the token (none when undefined). */
export async function supervisorStats(
  sandbox: { baseUrl: string },
  token: string | undefined,
  query = '',
): Promise<StatsAnswer> {
  const response = await fetch(`${sandbox.baseUrl}${SUPERVISOR_REST.stats}${query ? `?${query}` : ''}`, {
    headers: token ? { [HEADERS.token]: token } : {},
  });
  const envelope = (await response.json()) as { code: number; data: SupervisorStats | null };
  return { status: response.status, code: envelope.code, data: envelope.data };
}

/** Gives the agent roles in dataDir's database (before a sandbox starts on it): supervisor, help-centre editor. */
export async function grantRolesIn(
  dataDir: string,
  agentId: string,
  roles: { is_supervisor?: 1; can_edit_faq?: 1 },
): Promise<void> {
  const database = await openTestDatabase(dataDir);
  try {
    await database.db.updateTable('users').set(roles).where('id', '=', agentId).execute();
  } finally {
    await database.close();
  }
}

/** Gives the supervisor role to the agent in dataDir's database (before a sandbox starts on it). */
export const makeSupervisorIn = (dataDir: string, agentId: string) =>
  grantRolesIn(dataDir, agentId, { is_supervisor: 1 });
