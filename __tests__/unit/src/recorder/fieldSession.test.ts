import { configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import { gunzipSync, gzipSync } from 'node:zlib';
import { memoryStore, type KeyValueStore } from '../../../../src/lib/storage';
import { RECORDING_ID_PATTERN, RECORDING_LIMITS } from '../../../../src/protocol/recordings';
import type { PageHeader } from '../../../../src/recorder/chunker';
import type { ChunkSender } from '../../../../src/recorder/chunkRequest';
import { createFieldSession } from '../../../../src/recorder/fieldSession';
import { createRecorder, type Recorder } from '../../../../src/recorder/recorder';
import type { RecordingEntry } from '../../../../src/recorder/recordingFormat';
import { newRecordingId } from '../../../../src/recorder/recordingIdentity';
import { QUIET_STATE_CHECKS } from '../../../support/storeOptions';

const typed = createAction<string>('test/typed');
const meta = { locale: 'US', appKey: 'demo', userAgent: 'jest' };
const gzip = (text: string) => Promise.resolve(new Uint8Array(gzipSync(text)));

interface StoredChunk {
  recordingId: string;
  page: number;
  chunk: number;
  reason?: string;
  header?: PageHeader;
  entries: RecordingEntry[];
}

/** The sandbox as far as uploads go: stores each (recording, page, chunk) once. */
function fakeServer() {
  const stored = new Map<string, StoredChunk>();
  let online = true;
  const send: ChunkSender = (recordingId, chunk) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    const body = JSON.parse(gunzipSync(chunk.body).toString('utf8')) as {
      page?: PageHeader;
      entries: RecordingEntry[];
    };
    const id = `${recordingId}/${chunk.page}/${chunk.chunk}`;
    if (!stored.has(id))
      stored.set(id, {
        recordingId,
        page: chunk.page,
        chunk: chunk.chunk,
        reason: chunk.reason,
        header: body.page,
        entries: body.entries,
      });
    return Promise.resolve('stored');
  };
  const chunks = () => [...stored.values()].sort((a, b) => a.page - b.page || a.chunk - b.chunk);
  return {
    send,
    chunks,
    texts: () =>
      chunks().flatMap((chunk) =>
        chunk.entries.map((entry) => (entry.kind === 'action' ? (entry.action.payload as string) : '')),
      ),
    setOnline: (value: boolean) => void (online = value),
  };
}

/** A page: a recorder from the store's start, and its field session. */
function openPage(storage: KeyValueStore, server: ReturnType<typeof fakeServer>, recorderOptions = {}) {
  const recorder: Recorder = createRecorder({ meta, ...recorderOptions });
  const store = configureStore({
    reducer: createReducer({ typed: [] as string[] }, (builder) =>
      builder.addCase(typed, (state, { payload }) => void state.typed.push(payload)),
    ),
    middleware: (defaults) => defaults(QUIET_STATE_CHECKS).prepend(recorder.middleware),
  });
  const onShared = jest.fn();
  const session = createFieldSession({
    recorder,
    storage,
    meta,
    send: server.send,
    gzip,
    onShared,
    whenIdle: (task) => task(),
    retryDelaysMs: [1_000],
  });
  return { recorder, store, session, onShared };
}

describe('a field session', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('uploads nothing until support is needed, then the buffer, then what is new every 10 s', async () => {
    const server = fakeServer();
    const { store, session, onShared } = openPage(memoryStore(), server);
    store.dispatch(typed('a'));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(server.chunks()).toEqual([]);

    session.share('person');
    await jest.advanceTimersByTimeAsync(0);
    expect(server.texts()).toEqual(['a']);
    expect(server.chunks()[0]).toMatchObject({
      page: 0,
      chunk: 0,
      reason: 'person',
      header: { initialState: { typed: [] } },
    });
    expect(onShared).toHaveBeenCalledTimes(1);

    store.dispatch(typed('b'));
    await jest.advanceTimersByTimeAsync(9_000);
    expect(server.texts()).toEqual(['a']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(server.texts()).toEqual(['a', 'b']);
    expect(server.chunks().map((chunk) => chunk.chunk)).toEqual([0, 1]);
    expect(server.chunks()[1].header).toBeUndefined();

    session.share('customer');
    expect(onShared).toHaveBeenCalledTimes(1);
    session.stop();
  });

  it('sends at most the last ten minutes, from a state the rest replays from', async () => {
    const server = fakeServer();
    const { store, session } = openPage(memoryStore(), server, {
      maxAgeMs: RECORDING_LIMITS.bufferMs,
      checkpointEveryMs: 20_000,
    });
    for (let minute = 0; minute < 30; minute++) {
      store.dispatch(typed(`m${minute}`));
      await jest.advanceTimersByTimeAsync(60_000);
    }
    session.share('work_order');
    await jest.advanceTimersByTimeAsync(0);
    const [first] = server.chunks();
    expect(server.texts()).toEqual(Array.from({ length: 10 }, (_, i) => `m${20 + i}`));
    expect(first.header?.initialState).toEqual({ typed: Array.from({ length: 20 }, (_, i) => `m${i}`) });
    session.stop();
  });

  it('continues the same recording as the next page after a reload, from that page’s start, and loses nothing unsent', async () => {
    const server = fakeServer();
    const storage = memoryStore();
    const first = openPage(storage, server);
    first.session.share('person');
    await jest.advanceTimersByTimeAsync(0);
    server.setOnline(false);
    first.store.dispatch(typed('before reload'));
    await jest.advanceTimersByTimeAsync(10_000);
    first.store.dispatch(typed('at hide'));
    first.session.pageHidden();
    first.session.stop();

    server.setOnline(true);
    const second = openPage(storage, server);
    expect(second.session.recordingId).toBe(first.session.recordingId);
    expect(second.session.page).toBe(1);
    second.store.dispatch(typed('after reload'));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(server.chunks().map((chunk) => `${chunk.page}/${chunk.chunk}`)).toEqual(['0/0', '0/1', '0/2', '1/0', '1/1']);
    expect(server.texts()).toEqual(['before reload', 'at hide', 'after reload']);
    expect(server.chunks()[3]).toMatchObject({ header: { initialState: { typed: [] } }, reason: 'person' });
    expect(second.onShared).not.toHaveBeenCalled();
    second.session.stop();
  });

  it('stops following when the session with support ends, also on the next page', async () => {
    const server = fakeServer();
    const storage = memoryStore();
    const first = openPage(storage, server);
    first.session.share('person');
    first.store.dispatch(typed('last'));
    first.session.end();
    await jest.advanceTimersByTimeAsync(0);
    first.store.dispatch(typed('not sent'));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.texts()).toEqual(['last']);
    const second = openPage(storage, server);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(second.session.uploading).toBe(false);
    expect(second.session.page).toBe(1);
  });

  it('starts a new page from a known state when the buffer dropped entries it had not read', async () => {
    const server = fakeServer();
    const { store, session } = openPage(memoryStore(), server, { maxEntries: 20 });
    session.share('customer');
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 60; i++) store.dispatch(typed(`x${i}`));
    await jest.advanceTimersByTimeAsync(10_000);
    const pages = server.chunks().map((chunk) => chunk.page);
    expect(new Set(pages).size).toBe(2);
    const newPage = server.chunks().find((chunk) => chunk.page === 1);
    const replayed = [
      ...(newPage?.header?.initialState as { typed: string[] }).typed,
      ...(newPage?.entries ?? []).map((entry) => (entry.kind === 'action' ? entry.action.payload : null)),
    ];
    expect(replayed).toEqual(Array.from({ length: 60 }, (_, i) => `x${i}`));
    session.stop();
  });

  it('samples `always` once per tab session', () => {
    const storage = memoryStore();
    const server = fakeServer();
    const first = openPage(storage, server).session;
    expect(first.sampled(0.5, () => 0.4)).toBe(true);
    expect(first.sampled(0.5, () => 0.9)).toBe(true);
    first.stop();
    expect(openPage(storage, server).session.sampled(0.5, () => 0.9)).toBe(true);
    expect(openPage(memoryStore(), server).session.sampled(0.5, () => 0.9)).toBe(false);
  });
});

describe('newRecordingId', () => {
  it('is 22 base64url characters of 128 random bits', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newRecordingId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(RECORDING_ID_PATTERN);
    expect(newRecordingId((bytes) => bytes.fill(255))).toBe('_____________________w');
  });
});
