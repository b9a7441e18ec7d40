import { parseRecording, type Recording } from '../recorder/recordingFormat';

export type LoadResult =
  | { ok: true; recording: Recording; fileName: string }
  /** `signIn`: the agent console's session is missing or over; the message links to the console. */
  | { ok: false; message: string; detail: string; signIn?: boolean };

const PROBLEM_MESSAGES = {
  malformed:
    'This file is damaged or incomplete: it cannot be read as a recording. Download the recording again from the client (debug=1).',
  notARecording:
    'This file is not a support-client session recording. Pick a file downloaded from the client’s debug tools (debug=1).',
  newerVersion:
    'This recording was made by a newer client than this viewer understands. Open it with the replay viewer of a newer sandbox.',
} as const;

/** Far above any recording the client makes (its buffer holds about 16 MiB): a bigger file is not read. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

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
  if (file.size > MAX_FILE_BYTES)
    return {
      ok: false,
      message: 'This file is too big to be a recording from the client.',
      detail: `${(file.size / 1024 / 1024).toFixed(1)} MiB; recordings are at most ${MAX_FILE_BYTES / 1024 / 1024} MiB`,
    };
  if (file.size === 0) return { ok: false, message: PROBLEM_MESSAGES.malformed, detail: 'the file is empty' };
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
  return recordingFromText(text, file.name ?? 'recording');
}

/** A recording's text, from a file or from the sandbox: the recording, or what is wrong with it. */
export function recordingFromText(text: string, name: string): LoadResult {
  const parsed = parseRecording(text);
  if (!parsed.ok) return { ok: false, message: PROBLEM_MESSAGES[parsed.problem], detail: parsed.detail };
  return { ok: true, recording: parsed.recording, fileName: name };
}
