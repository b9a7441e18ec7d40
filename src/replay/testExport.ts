import type { Recording } from '../recorder/recordingFormat';

/**
 * The recording up to and including entry `last`, as a replay test (docs/recording.md, "Recorded
 * sessions as tests"): the final state it must end in is the state the viewer rebuilt there.
 */
export function recordingForTest(recording: Recording, last: number, finalState: unknown): Recording {
  return { ...recording, entries: recording.entries.slice(0, last + 1), finalState };
}

/** Named by the field recording's id, or by when it started; with the step it ends at. */
export function testFileName(recording: Recording, last: number): string {
  const source = recording.meta.recordingId ?? new Date(recording.startedAt).toISOString().replace(/[:.]/g, '-');
  return `replay-${source}-to-${last + 1}.json`;
}

export const replayTestCommand = (fileName: string) => `npm run replay-test -- ${fileName}`;
