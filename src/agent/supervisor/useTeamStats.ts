import { useEffect, useRef, useState } from 'react';
import type { SupervisorRange, SupervisorStats } from '../../protocol/supervisor';
import { fetchSupervisorStats, viewerUtcOffset } from './supervisorApi';
import type { ConsoleText } from '../i18n/consoleText';

/** How often the open view asks again (while its page is visible). */
export const REFRESH_MS = 10_000;
/** A burst of queue changes (several frames in a moment) costs one call. */
export const CHANGE_DELAY_MS = 300;

export interface TeamStats {
  /** The latest figures, of whichever range they were asked for. */
  stats: SupervisorStats | null;
  /** Why the latest call failed; null once one succeeds. */
  problem: ConsoleText | null;
}

/**
 * The supervisor's figures for `range`, kept live: asked at once, every REFRESH_MS while the page is
 * visible, and CHANGE_DELAY_MS after `changes` changes (the console passes the agent socket's waiting
 * list, which the sandbox sends again on every reception change and presence change).
 */
export function useTeamStats(
  fetchFn: typeof fetch,
  token: string,
  range: SupervisorRange,
  changes: unknown,
): TeamStats {
  const [state, setState] = useState<TeamStats>({ stats: null, problem: null });
  const [asked, setAsked] = useState(0);
  const firstChanges = useRef(changes);
  useEffect(() => {
    if (changes === firstChanges.current) return;
    const timer = setTimeout(() => setAsked((count) => count + 1), CHANGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changes]);
  useEffect(() => {
    let current = true;
    const load = async () => {
      const reply = await fetchSupervisorStats(fetchFn, token, range, viewerUtcOffset(new Date()));
      if (!current) return;
      setState((previous) =>
        reply.ok ? { stats: reply.stats, problem: null } : { stats: previous.stats, problem: reply.problem },
      );
    };
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void load();
    }, REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [fetchFn, token, range, asked]);
  return state;
}
