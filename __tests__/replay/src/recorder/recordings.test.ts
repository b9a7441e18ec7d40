import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayReducer } from '../../../../src/app/replayReducer';
import { createStateTimeline } from '../../../../src/recorder/replayStates';
import { parseRecording, type Recording } from '../../../../src/recorder/recordingFormat';
import { normaliseState, replayRecording } from './harness';
import { REPO_ROOT } from '../../../support/repoRoot';

const DIR = join(REPO_ROOT, '__tests__', 'recordings');
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();

function load(file: string): Recording {
  const parsed = parseRecording(readFileSync(join(DIR, file), 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.problem} (${parsed.detail})`);
  return parsed.recording;
}

it('ships the required recordings', () => {
  expect(files).toEqual(
    expect.arrayContaining([
      'ai-chat.json',
      'reconnect-gap-fill.json',
      'lost-ack-resend.json',
      'human-handover.json',
      'no-agent-leave-message.json',
      'withdraw-pick-and-top-up-check.json',
    ]),
  );
});

describe.each(files)('replaying %s', (file) => {
  const recording = load(file);

  it('sends what the recording sent and ends in the recorded state', async () => {
    const result = await replayRecording(recording);
    expect(result.mismatches).toEqual([]);
    expect(result.normalised).toEqual(normaliseState(recording.finalState));
  });

  it('gives identical states when replayed twice', async () => {
    const first = createStateTimeline(recording, replayReducer).finalState;
    const second = createStateTimeline(recording, replayReducer).finalState;
    expect(second).toEqual(first);
    expect(normaliseState(first)).toEqual(normaliseState(recording.finalState));
    const [a, b] = [await replayRecording(recording), await replayRecording(recording)];
    expect(b.normalised).toEqual(a.normalised);
  });

  it('holds no secret', () => {
    const text = readFileSync(join(DIR, file), 'utf8');
    expect(text).not.toMatch(/demo-pass/);
    expect(text).not.toMatch(/\b[0-9a-f]{64}\b/i);
    expect(text).not.toMatch(/[?&](?:token|pass|sign)=(?!\[redacted\])/);
  });
});
