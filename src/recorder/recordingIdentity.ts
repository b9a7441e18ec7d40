import type { KeyValueStore } from '../lib/storage';
import type { UploadReason } from '../protocol/recordings';
import type { PendingChunk } from './uploader';

/** 22 base64url characters: 128 random bits (RECORDING_ID_PATTERN). */
export function newRecordingId(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
) {
  const bytes = new Uint8Array(16);
  random(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What a tab session remembers of its recording (sessionStorage, per app key), across reloads. */
export interface RecordingIdentity {
  id: string;
  /** This page load's number: a reload after an upload is the next page of the same recording. */
  page: number;
  /** This page has uploaded something (so the next load is a new page). */
  used: boolean;
  /** Uploading continues on the next page: the session with support goes on (or the policy says always). */
  following: boolean;
  reason?: UploadReason;
  /** The chat has said the session was shared (once per tab session). */
  announced: boolean;
  /** `always`: whether this tab session was sampled. */
  sampled?: boolean;
}

const identityKey = (appKey: string) => `support.recording.${appKey}`;
const pendingKey = (appKey: string) => `support.recording.${appKey}.pending`;

/** Chunks kept across a reload beyond this are dropped (sessionStorage holds a few MB per origin). */
const MAX_KEPT_CHARS = 2 * 1024 * 1024;

function read<T>(storage: KeyValueStore, key: string): T | null {
  try {
    return JSON.parse(storage.get(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** This page's place in the tab session's recording: the same id, the next page after one that uploaded. */
export function openRecordingIdentity(storage: KeyValueStore, appKey: string, newId = newRecordingId) {
  const stored = read<RecordingIdentity>(storage, identityKey(appKey));
  const identity: RecordingIdentity =
    stored && typeof stored.id === 'string' && Number.isInteger(stored.page)
      ? { ...stored, page: stored.used ? stored.page + 1 : stored.page, used: false }
      : { id: newId(), page: 0, used: false, following: false, announced: false };
  const save = () => storage.set(identityKey(appKey), JSON.stringify(identity));
  save();
  return {
    identity,
    update(change: Partial<RecordingIdentity>) {
      Object.assign(identity, change);
      save();
    },
  };
}

interface KeptChunk extends Omit<PendingChunk, 'body'> {
  /** The gzip body, base64. */
  body?: string;
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** On page hide: what the server has not acknowledged, for the next page of this tab session to send. */
export function keepPendingChunks(storage: KeyValueStore, appKey: string, chunks: readonly PendingChunk[]): void {
  const kept: KeptChunk[] = [];
  let chars = 0;
  for (const chunk of chunks) {
    const body = chunk.body ? toBase64(chunk.body) : undefined;
    chars += body?.length ?? chunk.text?.length ?? 0;
    if (chars > MAX_KEPT_CHARS) break;
    kept.push({ ...chunk, body });
  }
  if (kept.length > 0) storage.set(pendingKey(appKey), JSON.stringify(kept));
  else storage.remove(pendingKey(appKey));
}

/** What an earlier page of this tab session left unsent (taken: read once). */
export function takePendingChunks(storage: KeyValueStore, appKey: string): PendingChunk[] {
  const kept = read<KeptChunk[]>(storage, pendingKey(appKey));
  storage.remove(pendingKey(appKey));
  if (!Array.isArray(kept)) return [];
  return kept.map(({ body, ...chunk }) => ({ ...chunk, ...(body ? { body: fromBase64(body) } : {}) }));
}
