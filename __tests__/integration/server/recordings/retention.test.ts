/**
 * Retention (RECORDING_RETENTION_DAYS): recordings not written to for longer are deleted with their
 * chunks and views; recent ones stay. On the engine under test, with a fake clock; and the schedule:
 * once at start, then every hour.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS, PURGE_EVERY_MS, RecordingRetention } from '../../../../server/recordings/retention';
import { RecordingService } from '../../../../server/recordings/service';
import { createStore } from '../../../../server/store';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { RECORDING_REST } from '../../../../src/protocol/recordings';
import { signInAgent } from '../../../support/agentSocket';
import { agentGet, chunkOf, gzipJson, newRecordingId } from '../../../support/recordings';
import { newDataDir, removeDataDir, startSandboxIn } from '../../../support/sandbox';
import { openTestDatabase } from '../../../support/testDatabase';
import { storeForTests } from '../../../support/testStore';

const ALICE = { userId: '10001', productId: '1' };
const RETENTION_DAYS = 30;

describe('the purge', () => {
  const opened = storeForTests('recordings-retention-');

  it('deletes recordings past the retention, with their chunks and views, and keeps the recent ones', async () => {
    const { store } = opened();
    let now = Date.UTC(2026, 0, 1);
    const recordings = new RecordingService(store, () => now);
    const upload = async (id: string) => {
      for (const chunk of [0, 1])
        await recordings.upload(ALICE, {
          recordingId: id,
          page: 0,
          chunk,
          reason: 'person',
          body: gzipJson(
            chunkOf([{ t: chunk, kind: 'route', path: '/' }], chunk === 0 ? { startedAt: now } : undefined),
          ),
        });
      await recordings.read('30001', id);
    };
    const old = newRecordingId();
    const recent = newRecordingId();
    await upload(old);
    now += (RETENTION_DAYS - 1) * DAY_MS;
    await upload(recent);
    now += 2 * DAY_MS;

    expect(await recordings.purge(RETENTION_DAYS * DAY_MS)).toBe(1);

    expect(await store.recordings.findById(old)).toBeUndefined();
    expect(await store.recordings.chunksOf(old)).toEqual([]);
    expect(await store.recordings.viewsOf(old)).toEqual([]);
    expect(await store.recordings.findById(recent)).toBeDefined();
    expect(await store.recordings.chunksOf(recent)).toHaveLength(2);
    expect(await store.recordings.viewsOf(recent)).toHaveLength(1);
    expect(await recordings.purge(RETENTION_DAYS * DAY_MS)).toBe(0);
  });
});

describe('the schedule', () => {
  const log = { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('purges once at start, then every hour, with the retention in milliseconds, until stopped', async () => {
    const purge = jest.fn(async () => 0);
    const retention = new RecordingRetention(purge, RETENTION_DAYS, log);
    retention.start();
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge).toHaveBeenCalledWith(RETENTION_DAYS * DAY_MS);
    jest.advanceTimersByTime(PURGE_EVERY_MS - 1);
    expect(purge).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(purge).toHaveBeenCalledTimes(2);
    await retention.stop();
    jest.advanceTimersByTime(3 * PURGE_EVERY_MS);
    expect(purge).toHaveBeenCalledTimes(2);
  });

  it('logs a failed purge instead of failing the sandbox', async () => {
    const purge = jest.fn(async () => {
      throw new Error('database gone');
    });
    const retention = new RecordingRetention(purge, RETENTION_DAYS, log);
    retention.start();
    await retention.stop();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.any(String));
  });
});

it('a sandbox purges at start, with RECORDING_RETENTION_DAYS', async () => {
  const dataDir = newDataDir('recordings-retention-start-');
  try {
    const database = await openTestDatabase(dataDir);
    const now = Date.now();
    const uploadAt = async (at: number) => {
      const id = newRecordingId();
      const body = gzipJson(chunkOf([], { startedAt: at }));
      await new RecordingService(createStore(database), () => at).upload(ALICE, {
        recordingId: id,
        page: 0,
        chunk: 0,
        reason: 'customer',
        body,
      });
      return id;
    };
    const [twoDaysOld, fresh] = [await uploadAt(now - 2 * DAY_MS), await uploadAt(now)];
    await database.close();
    const sandbox = await startSandboxIn(dataDir, { recordingRetentionDays: 1 });
    try {
      const { token } = await signInAgent(sandbox, 'ann');
      const codeOf = async (id: string) => (await agentGet(sandbox, RECORDING_REST.agentRecording(id), token)).code;
      expect([await codeOf(twoDaysOld), await codeOf(fresh)]).toEqual([ERROR_CODE.notFound, ERROR_CODE.ok]);
    } finally {
      await sandbox.close();
    }
  } finally {
    await removeDataDir(dataDir);
  }
});
