import type { SandboxDatabase } from '../db/open';
import { inTransaction, queriesOf, type Executor } from './namedQueries';
import { createRecordingReads, type RecordingRow } from './recordingReads';

export type { RecordingRow } from './recordingReads';

export interface ChunkKey {
  recordingId: string;
  page: number;
  chunk: number;
}

/** Who sends a chunk, and what a new recording starts as. */
export interface NewRecording {
  customerId: string;
  productId: string;
  reason: string;
  startedAt: number;
  at: number;
}

/** A recording's totals after a chunk, as the domain computed them from the row before it. */
export type RecordingTotals = Pick<
  RecordingRow,
  'reception_id' | 'started_at' | 'bytes' | 'entries' | 'duration_ms' | 'screens' | 'pages' | 'page_starts'
>;

/** What storing a chunk found: the recording before it, and whether the chunk was there already. */
export interface ChunkAttempt {
  recording: RecordingRow;
  duplicate: boolean;
}

/**
 * Field recordings (docs/recording.md): a row per recording with its totals, its chunks (the gzip bytes
 * as the customer's page sent them) and who viewed it. Chunks are written in one transaction with the
 * totals, the recording's row locked on PostgreSQL, so concurrent chunks of one recording add up.
 */
export function createRecordingRepo(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'recordings');
  const insertIfAbsent = named('insertIfAbsent', (p: NewRecording & { id: string }) =>
    db
      .insertInto('recordings')
      .values({
        id: p.id,
        customer_id: p.customerId,
        product_id: p.productId,
        reason: p.reason,
        started_at: p.startedAt,
        created_at: p.at,
        updated_at: p.at,
      })
      .onConflict((conflict) => conflict.column('id').doNothing()),
  );
  const lock = named('lock', (p: { id: string }) => {
    const row = db.selectFrom('recordings').selectAll().where('id', '=', p.id);
    return database.engine === 'postgres' ? row.forUpdate() : row;
  });
  const chunkExists = named('chunkExists', (p: ChunkKey) =>
    db
      .selectFrom('recording_chunks')
      .select('chunk')
      .where('recording_id', '=', p.recordingId)
      .where('page', '=', p.page)
      .where('chunk', '=', p.chunk),
  );
  const insertChunk = named('insertChunk', (p: ChunkKey & { body: Buffer }) =>
    db
      .insertInto('recording_chunks')
      .values({ recording_id: p.recordingId, page: p.page, chunk: p.chunk, body: p.body }),
  );
  const setTotals = named('setTotals', (p: RecordingTotals & { id: string; at: number }) =>
    db
      .updateTable('recordings')
      .set({
        reception_id: p.reception_id,
        started_at: p.started_at,
        bytes: p.bytes,
        entries: p.entries,
        duration_ms: p.duration_ms,
        screens: p.screens,
        pages: p.pages,
        page_starts: p.page_starts,
        updated_at: p.at,
      })
      .where('id', '=', p.id),
  );
  async function attempt(trx: Executor, key: ChunkKey, recording: NewRecording): Promise<ChunkAttempt> {
    await insertIfAbsent.run({ id: key.recordingId, ...recording }, trx);
    const row = (await lock.first({ id: key.recordingId }, trx)) as RecordingRow;
    return { recording: row, duplicate: (await chunkExists.first(key, trx)) !== undefined };
  }
  return {
    ...createRecordingReads(database),
    ...createRecordingPurge(database),
    /**
     * One transaction: the recording is created for the sender when new; `decide` (no query of its own)
     * sees it and whether the chunk is stored, and returns the totals to write with the chunk, or none.
     */
    storeChunk: (
      key: ChunkKey,
      body: Buffer,
      recording: NewRecording,
      decide: (found: ChunkAttempt) => RecordingTotals | undefined,
    ): Promise<ChunkAttempt> =>
      inTransaction(database, async (trx) => {
        const found = await attempt(trx, key, recording);
        const totals = decide(found);
        if (totals) {
          await insertChunk.run({ ...key, body }, trx);
          await setTotals.run({ ...totals, id: key.recordingId, at: recording.at }, trx);
        }
        return found;
      }),
  };
}

/** The retention purge: recordings not written to since a time, with their chunks and views. */
function createRecordingPurge(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'recordings');
  const stale = (before: number) => db.selectFrom('recordings').select('id').where('updated_at', '<', before);
  const purgeChunks = named('purgeChunks', (p: { before: number }) =>
    db.deleteFrom('recording_chunks').where('recording_id', 'in', stale(p.before)),
  );
  const purgeViews = named('purgeViews', (p: { before: number }) =>
    db.deleteFrom('recording_views').where('recording_id', 'in', stale(p.before)),
  );
  const purgeRecordings = named('purgeRecordings', (p: { before: number }) =>
    db.deleteFrom('recordings').where('updated_at', '<', p.before),
  );

  return {
    /** Deletes the recordings not written to since `before`, with their chunks and views; how many. */
    purgeBefore: (before: number): Promise<number> =>
      inTransaction(database, async (trx) => {
        await purgeChunks.run({ before }, trx);
        await purgeViews.run({ before }, trx);
        return purgeRecordings.run({ before }, trx);
      }),
  };
}
