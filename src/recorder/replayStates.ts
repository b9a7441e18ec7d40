import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Recording, RecordingEntry } from './recordingFormat';

const CHECKPOINT_EVERY = 200;

/** Entries that change the state: an action, and a reload (`page`), whose state starts again. */
export const changesState = (entry: RecordingEntry | undefined): boolean =>
  entry?.kind === 'action' || entry?.kind === 'page';

/**
 * The store's state at any entry of a recording, rebuilt by replaying its actions through the real
 * reducers from the recorded initial state; a `page` entry (a reload) starts again from its own state.
 * Checkpoints every 200 steps keep scrubbing fast. An action the reducers throw on leaves the state as
 * it was, and the error is kept (`failures`): a damaged recording still replays up to it and past it.
 */
export function createStateTimeline(recording: Recording, reducer: Reducer) {
  const stepAt: number[] = [];
  recording.entries.forEach((entry, index) => {
    if (changesState(entry)) stepAt.push(index);
  });
  const failures = new Map<number, string>();

  /** The state after entry `index`, from the state before it. */
  const apply = (state: unknown, index: number): unknown => {
    const entry = recording.entries[index];
    if (entry?.kind === 'page') return entry.initialState;
    if (entry?.kind !== 'action') return state;
    try {
      return reducer(state, entry.action as UnknownAction);
    } catch (error) {
      failures.set(index, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      return state;
    }
  };

  const checkpoints: unknown[] = [recording.initialState];
  let state = recording.initialState;
  for (let i = 0; i < stepAt.length; i++) {
    state = apply(state, stepAt[i]);
    if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(state);
  }
  const finalState = state;

  /** How many steps come at or before entry `index`. */
  const stepsThrough = (index: number) => {
    let low = 0;
    let high = stepAt.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (stepAt[middle] <= index) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    actionCount: recording.entries.filter((entry) => entry.kind === 'action').length,
    finalState,
    /** Why the reducers could not take the action of entry `index`, if they could not. */
    failureAt: (index: number): string | undefined => failures.get(index),
    /** The state after entry `index`, given the state before it (the viewer's one step). */
    apply,
    /** The state once every step up to and including entry `index` has been replayed (-1: initial). */
    stateAt(index: number): unknown {
      const count = stepsThrough(index);
      const base = Math.floor(count / CHECKPOINT_EVERY);
      let current = checkpoints[base];
      for (let i = base * CHECKPOINT_EVERY; i < count; i++) current = apply(current, stepAt[i]);
      return current;
    },
  };
}
