import { useCallback, useEffect, useMemo, useState } from 'react';
import { replayReducer } from '../app/replayReducer';
import type { Recording, RecordingEntry } from '../recorder/recordingFormat';
import { changesState, createStateTimeline } from '../recorder/replayStates';
import { stateDiff, type StateChange } from '../recorder/stateDiff';
import { createReadOnlyStore } from './readOnlyStore';
import { routesByStep } from './routeAtStep';

export interface ReplayStep {
  entry: RecordingEntry | undefined;
  state: unknown;
  changes: StateChange[];
  /** The route the customer was on. */
  path: string;
  /** Why the reducers refused this step's action, if they did (the state stays as it was). */
  failure: string | undefined;
}

/**
 * The selected step of a recording (-1: the initial state, before any entry) and what the customer's
 * screen shows there: the state rebuilt through the real reducers, its changes, the route.
 */
export function useReplayStep(recording: Recording) {
  const { entries } = recording;
  const timeline = useMemo(() => createStateTimeline(recording, replayReducer), [recording]);
  const routeAt = useMemo(() => routesByStep(entries), [entries]);
  const readOnly = useMemo(() => createReadOnlyStore(recording.initialState), [recording]);
  const last = entries.length - 1;
  const [selected, setSelected] = useState(last);
  const select = useCallback((index: number) => setSelected(Math.max(-1, Math.min(last, index))), [last]);

  const step = useMemo((): ReplayStep => {
    const entry = selected >= 0 ? entries[selected] : undefined;
    const before = timeline.stateAt(selected - 1);
    const state = changesState(entry) ? timeline.apply(before, selected) : before;
    const changes = changesState(entry) ? stateDiff(before, state) : [];
    return { entry, state, changes, path: routeAt(selected), failure: timeline.failureAt(selected) };
  }, [timeline, routeAt, entries, selected]);

  useEffect(() => readOnly.show(step.state), [readOnly, step.state]);
  return { timeline, readOnly, selected, select, last, step };
}
