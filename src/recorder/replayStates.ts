import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Recording } from './recordingFormat';

const CHECKPOINT_EVERY = 200;

/**
 * The store's state at any entry of a recording, rebuilt by replaying its actions through the real
 * reducers from the recorded initial state. Checkpoints every 200 actions keep scrubbing fast.
 */
export function createStateTimeline(recording: Recording, reducer: Reducer) {
  const actionAt: number[] = [];
  recording.entries.forEach((entry, index) => {
    if (entry.kind === 'action') actionAt.push(index);
  });
  const checkpoints: unknown[] = [recording.initialState];
  let state = recording.initialState;
  for (let i = 0; i < actionAt.length; i++) {
    const entry = recording.entries[actionAt[i]];
    if (entry.kind === 'action') state = reducer(state, entry.action as UnknownAction);
    if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(state);
  }
  const finalState = state;

  /** How many actions come at or before entry `index`. */
  const actionsThrough = (index: number) => {
    let low = 0;
    let high = actionAt.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (actionAt[middle] <= index) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    actionCount: actionAt.length,
    finalState,
    /** The state once every action up to and including entry `index` has been reduced (-1: initial). */
    stateAt(index: number): unknown {
      const count = actionsThrough(index);
      const base = Math.floor(count / CHECKPOINT_EVERY);
      let current = checkpoints[base];
      for (let i = base * CHECKPOINT_EVERY; i < count; i++) {
        const entry = recording.entries[actionAt[i]];
        if (entry.kind === 'action') current = reducer(current, entry.action as UnknownAction);
      }
      return current;
    },
  };
}
