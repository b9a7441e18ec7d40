import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, delimiter, join, resolve } from 'node:path';
import { replayReducer } from '../../../../src/app/replayReducer';
import { createStateTimeline } from '../../../../src/recorder/replayStates';
import { parseRecording, type Recording } from '../../../../src/recorder/recordingFormat';
import { normaliseState, replayRecording } from './harness';
import { REPO_ROOT } from '../../../support/repoRoot';

const DIR = join(REPO_ROOT, '__tests__', 'recordings');
/** Recordings exported from the viewer ("Export as test"): each file put here joins the suite. */
const EXPORTED = join(REPO_ROOT, '__tests__', 'replay', 'recordings');
/** `npm run replay-test -- <file>…` (scripts/replayTest.ts): only these. */
const ONLY = process.env.REPLAY_TEST_FILES;

const jsonFilesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => join(dir, name))
    : [];
const shipped = jsonFilesIn(DIR).map((path) => basename(path));
const files = ONLY
  ? ONLY.split(delimiter).map((path) => resolve(path))
  : [...jsonFilesIn(DIR), ...jsonFilesIn(EXPORTED)];

function load(path: string): Recording {
  const parsed = parseRecording(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.problem} (${parsed.detail})`);
  return parsed.recording;
}

it('ships the required recordings', () => {
  expect(shipped).toEqual(
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

describe.each(files.map((path) => [basename(path), path]))('replaying %s', (_name, file) => {
  const recording = load(file);
  // A field recording has no final state (the page lived on): the state its recorded actions reach is its end.
  const recordedEnd = () => recording.finalState ?? createStateTimeline(recording, replayReducer).finalState;

  it('sends what the recording sent and ends in the recorded state', async () => {
    const result = await replayRecording(recording);
    expect(result.mismatches).toEqual([]);
    expect(result.normalised).toEqual(normaliseState(recordedEnd()));
  });

  it('gives identical states when replayed twice', async () => {
    const first = createStateTimeline(recording, replayReducer).finalState;
    const second = createStateTimeline(recording, replayReducer).finalState;
    expect(second).toEqual(first);
    expect(normaliseState(first)).toEqual(normaliseState(recordedEnd()));
    const [a, b] = [await replayRecording(recording), await replayRecording(recording)];
    expect(b.normalised).toEqual(a.normalised);
  });

  it('holds no secret', () => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/demo-pass/);
    expect(text).not.toMatch(/\b[0-9a-f]{64}\b/i);
    expect(text).not.toMatch(/[?&](?:token|pass|sign)=(?!\[redacted\])/);
  });
});
