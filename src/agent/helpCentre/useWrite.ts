import { useState } from 'react';
import type { ConsoleText } from '../i18n/consoleText';
import type { Refusal, Reply } from './helpCentreApi';
import { helpCentreProblemOf } from './problems';

/** A screen's writes to the help centre: busy while one runs, then what it did or why it was refused. */
export function useWrite(onRefused: (refusal: Refusal) => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ConsoleText | null>(null);
  const [problem, setProblem] = useState<ConsoleText | null>(null);
  /** Runs `call`; a refusal is told with `problemOf` and passed to `onRefused`. */
  const run = async <T>(call: () => Promise<Reply<T>>, problemOf = helpCentreProblemOf): Promise<Reply<T>> => {
    setBusy(true);
    setNotice(null);
    setProblem(null);
    const reply = await call();
    setBusy(false);
    if (!reply.ok) {
      setProblem(problemOf(reply.refusal));
      onRefused(reply.refusal);
    }
    return reply;
  };
  return { busy, notice, problem, run, setNotice };
}
