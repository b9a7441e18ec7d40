import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayReducer } from '../../../../src/app/replayReducer';
import { parseRecording, type Recording } from '../../../../src/recorder/recordingFormat';
import { createStateTimeline } from '../../../../src/recorder/replayStates';
import { recordingForTest, replayTestCommand, testFileName } from '../../../../src/replay/testExport';
import { REPO_ROOT } from '../../../support/repoRoot';
import { normaliseState, replayRecording } from '../../../replay/src/recorder/harness';

function shipped(name: string): Recording {
  const parsed = parseRecording(readFileSync(join(REPO_ROOT, '__tests__', 'recordings', name), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.recording;
}

describe('Export as test', () => {
  it('cuts the recording at the step, with the replayed state there as the final state', () => {
    const recording = shipped('ai-chat.json');
    const timeline = createStateTimeline(recording, replayReducer);
    const state = timeline.stateAt(4);
    const exported = recordingForTest(recording, 4, state);
    expect(exported.entries).toEqual(recording.entries.slice(0, 5));
    expect(exported.finalState).toBe(state);
    expect(exported.initialState).toBe(recording.initialState);
    expect(testFileName(recording, 4)).toMatch(/^replay-\d{4}-\d\d-\d\dT[\d-]+Z-to-5\.json$/);
    expect(testFileName({ ...recording, meta: { ...recording.meta, recordingId: 'AbC' } }, 9)).toBe(
      'replay-AbC-to-10.json',
    );
    expect(replayTestCommand('replay-AbC-to-10.json')).toBe('npm run replay-test -- replay-AbC-to-10.json');
  });

  it('exports a whole recording that passes the replay test, like the file it came from', async () => {
    const recording = shipped('human-handover.json');
    const last = recording.entries.length - 1;
    const exported = recordingForTest(recording, last, createStateTimeline(recording, replayReducer).stateAt(last));
    expect(normaliseState(exported.finalState)).toEqual(normaliseState(recording.finalState));
    const result = await replayRecording(exported);
    expect(result.mismatches).toEqual([]);
    expect(result.normalised).toEqual(normaliseState(exported.finalState));
  });
});
