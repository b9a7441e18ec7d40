import { ERROR_CODE } from '../../protocol/codes';
import { HEADERS } from '../../protocol/identifiers';
import { readEnvelope } from '../../protocol/rest';
import {
  decodeSupervisorStats,
  SUPERVISOR_REST,
  type SupervisorRange,
  type SupervisorStats,
} from '../../protocol/supervisor';
import { consoleText, type ConsoleText } from '../i18n/consoleText';

export type StatsReply = { ok: true; stats: SupervisorStats } | { ok: false; problem: ConsoleText };

/** What the view says when the figures cannot be had (docs/protocol.md, "Supervisor figures"). */
export function statsProblemOf(code: number): ConsoleText {
  if (code === ERROR_CODE.forbidden) return consoleText('supervisor.problems.forbidden');
  if (code === ERROR_CODE.tokenExpired || code === ERROR_CODE.tokenInvalid)
    return consoleText('supervisor.problems.signedOut');
  return consoleText('supervisor.problems.other', { code });
}

/** The viewer's clock as the call wants it: minutes east of UTC (getTimezoneOffset counts west). */
export const viewerUtcOffset = (date: Date) => -date.getTimezoneOffset() || 0;

/** GET agent/supervisor/stats for the range, with the viewer's UTC offset. */
export async function fetchSupervisorStats(
  fetchFn: typeof fetch,
  token: string,
  range: SupervisorRange,
  utcOffset: number,
): Promise<StatsReply> {
  const query = new URLSearchParams({ range, utc_offset: String(utcOffset) });
  try {
    const response = await fetchFn(`${SUPERVISOR_REST.stats}?${query.toString()}`, {
      headers: { [HEADERS.token]: token },
    });
    const read = readEnvelope(await response.json(), decodeSupervisorStats);
    return read.ok ? { ok: true, stats: read.data } : { ok: false, problem: statsProblemOf(read.code) };
  } catch {
    return { ok: false, problem: consoleText('supervisor.problems.unreachable') };
  }
}
