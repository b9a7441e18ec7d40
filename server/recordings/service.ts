import { ERROR_CODE } from '../../src/protocol/codes';
import { RECORDING_LIMITS, type RecordingSummary, type UploadReason } from '../../src/protocol/recordings';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import type { Store } from '../store';
import type { ChunkAttempt, ChunkKey, RecordingRow } from '../store/recordings';
import { assembleRecording, type AssembledRecording } from './assemble';
import { decodeChunk } from './chunkBody';
import { totalsAfter } from './totals';

/** An upload, as the route parsed it. */
export interface ChunkUpload extends ChunkKey {
  /** Why the page began uploading; the recording keeps the one its first chunk came with. */
  reason: UploadReason;
  /** The gzip bytes as received: stored as they are, never logged. */
  body: Buffer;
}

function summaryOf(row: RecordingRow): RecordingSummary {
  return {
    id: row.id,
    customer_id: row.customer_id,
    product_id: row.product_id,
    ...(row.reception_id ? { reception_id: row.reception_id } : {}),
    reason: row.reason as UploadReason,
    started_at: row.started_at,
    updated_at: row.updated_at,
    duration_ms: row.duration_ms,
    pages: row.pages,
    entries: row.entries,
    bytes: row.bytes,
    screens: JSON.parse(row.screens) as string[],
  };
}

/**
 * Field recordings (docs/recording.md): a customer's page uploads its session in chunks, only into its
 * own recordings; agents of the company whose product it was recorded in list and read them, and every
 * read is logged.
 */
export class RecordingService {
  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores one chunk; `stored: false` when it was stored already (a retry). */
  async upload(customer: CustomerRef, upload: ChunkUpload): Promise<{ stored: boolean }> {
    const decoded = await decodeChunk(upload.body);
    if (upload.chunk === 0 && !decoded.page)
      throw new SandboxError(ERROR_CODE.parameterError, 'chunk 0 of a page must carry page');
    const reception = await this.store.receptions.latestOfCustomer(customer.productId, customer.userId);
    const at = this.now();
    const facts = { page: upload.page, chunk: decoded, bytes: upload.body.length, receptionId: reception?.id };
    const newRecording = {
      customerId: customer.userId,
      productId: customer.productId,
      reason: upload.reason,
      // A client clock may be fractional (performance.now() arithmetic); the column holds whole ms on both engines.
      startedAt: Math.round(decoded.page?.startedAt ?? at),
      at,
    };
    const outcomeOf = ({ recording, duplicate }: ChunkAttempt) => {
      if (recording.customer_id !== customer.userId || recording.product_id !== customer.productId) return 'notYours';
      if (duplicate) return 'duplicate';
      return recording.bytes + upload.body.length > RECORDING_LIMITS.recordingBytes ? 'full' : 'stored';
    };
    const { recordingId, page, chunk, body } = upload;
    const found = await this.store.recordings.storeChunk({ recordingId, page, chunk }, body, newRecording, (attempt) =>
      outcomeOf(attempt) === 'stored' ? totalsAfter(attempt.recording, facts) : undefined,
    );
    const outcome = outcomeOf(found);
    if (outcome === 'notYours') throw new SandboxError(ERROR_CODE.forbidden, 'the recording is another customer’s');
    if (outcome === 'full') throw new SandboxError(ERROR_CODE.recordingFull);
    return { stored: outcome === 'stored' };
  }

  /** A customer's recordings made in the agent's company's products, newest first. */
  async list(agentId: string, customerId: string): Promise<{ recordings: RecordingSummary[] }> {
    const company = await this.store.users.companyOf(agentId);
    const rows = company ? await this.store.recordings.ofCustomerInCompany(customerId, company) : [];
    return { recordings: rows.map(summaryOf) };
  }

  /** The whole recording as one file (version 2); the read is logged as the agent's view. */
  async read(agentId: string, recordingId: string): Promise<AssembledRecording> {
    const row = await this.readable(agentId, recordingId);
    const stored = await this.store.recordings.chunksOf(recordingId);
    const chunks = await Promise.all(
      stored.map(async ({ page, chunk, body }) => ({ page, chunk, decoded: await decodeChunk(body) })),
    );
    await this.store.recordings.addView(recordingId, agentId, this.now());
    return assembleRecording(recordingId, row.started_at, chunks);
  }

  /** Who opened the recording, and when, newest first. */
  async views(agentId: string, recordingId: string) {
    await this.readable(agentId, recordingId);
    const views = await this.store.recordings.viewsOf(recordingId);
    return {
      views: views.map((view) => ({ agent_id: view.agentId, agent_name: view.agentName, viewed_at: view.viewedAt })),
    };
  }

  /** Deletes recordings not written to for `retentionMs`, with their chunks and views; how many. */
  purge(retentionMs: number): Promise<number> {
    return this.store.recordings.purgeBefore(this.now() - retentionMs);
  }

  /**
   * The recording, when its product belongs to the agent's company; else notFound, as for a recording
   * that does not exist (docs/protocol.md, "Field recordings").
   */
  private async readable(agentId: string, recordingId: string): Promise<RecordingRow> {
    const [company, row, recordingCompany] = await Promise.all([
      this.store.users.companyOf(agentId),
      this.store.recordings.findById(recordingId),
      this.store.recordings.companyOf(recordingId),
    ]);
    if (!row || !company || company !== recordingCompany) throw new SandboxError(ERROR_CODE.notFound);
    return row;
  }
}
