import { parseRecording, type Recording } from '../recorder/recordingFormat';

export type LoadResult =
  { ok: true; recording: Recording; fileName: string } | { ok: false; message: string; detail: string };

const PROBLEM_MESSAGES = {
  malformed:
    'This file is damaged or incomplete: it cannot be read as a recording. Download the recording again from the client (debug=1).',
  notARecording:
    'This file is not a support-client session recording. Pick a file downloaded from the client’s debug tools (debug=1).',
  newerVersion:
    'This recording was made by a newer client than this viewer understands. Open it with the replay viewer of a newer sandbox.',
} as const;

function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  // Older engines (and jsdom) have no Blob.text().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/** Reads a picked or dropped file; every failure becomes a message a support engineer can act on. */
export async function loadRecordingFile(file: Blob & { name?: string }): Promise<LoadResult> {
  let text: string;
  try {
    text = await readText(file);
  } catch (error) {
    return {
      ok: false,
      message: 'The file could not be read.',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  const parsed = parseRecording(text);
  if (!parsed.ok) return { ok: false, message: PROBLEM_MESSAGES[parsed.problem], detail: parsed.detail };
  return { ok: true, recording: parsed.recording, fileName: file.name ?? 'recording' };
}
