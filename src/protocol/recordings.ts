import { arrayOf, id, int, literal, num, object, optional, str, unknownValue, type Infer } from './validate';

/**
 * Field recordings (docs/recording.md): what a product captures, how a customer's page uploads its
 * session to support, how an agent reads it.
 *
 * - `off`: no recorder code is downloaded.
 * - `on_support`: recorded in memory from the start, uploaded only when support is needed.
 * - `always`: a sampled share of sessions (`capture_sample_rate`, 0 to 1) uploads from the start.
 */
export const CAPTURE_POLICIES = ['off', 'on_support', 'always'] as const;
export type CapturePolicy = (typeof CAPTURE_POLICIES)[number];

/** Why a page began uploading: the moment support was needed, or the policy. */
export const UPLOAD_REASONS = ['person', 'work_order', 'appeal', 'error', 'customer', 'always'] as const;
export type UploadReason = (typeof UPLOAD_REASONS)[number];

export const RECORDING_LIMITS = {
  /** A chunk's gzip body. */
  chunkBytes: 256 * 1024,
  /** What a chunk inflates to, at most (a small gzip must not inflate to gigabytes on the server). */
  chunkInflatedBytes: 8 * 1024 * 1024,
  /** A page's first upload holds at most the last ten minutes. */
  bufferMs: 10 * 60 * 1000,
  /** After the first upload, what is new follows this often while the session with support lasts. */
  followEveryMs: 10_000,
  /** All of a recording's chunks (gzip bytes); further chunks are refused (recordingFull). */
  recordingBytes: 16 * 1024 * 1024,
  /** Page numbers and chunk numbers are below these. */
  pages: 1_000,
  chunksPerPage: 100_000,
} as const;

/** A recording id: chosen by the customer's page, 22 base64url characters (128 random bits). */
export const RECORDING_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const RECORDING_REST = {
  /**
   * PUT, the customer's token (as every customer call), `Content-Type: application/gzip`, body: a
   * gzipped RecordingChunk. Idempotent: the same (recording, page, chunk) again is a success that
   * stores nothing. `?reason=` (UploadReason) on the first chunk of a page.
   */
  chunk: (recordingId: string, page: number, chunk: number) =>
    `/api/v1/recordings/${recordingId}/pages/${page}/chunks/${chunk}`,
  /** GET, agent: a customer's recordings, newest first (`?customer_id=`). */
  agentList: '/api/v1/agent/recordings',
  /** GET, agent: the whole recording (a Recording file of version 2, JSON); logs the view. */
  agentRecording: (recordingId: string) => `/api/v1/agent/recordings/${recordingId}`,
  /** GET, agent: who viewed the recording, when. */
  agentViews: (recordingId: string) => `/api/v1/agent/recordings/${recordingId}/views`,
} as const;

/**
 * One upload, gzipped. Page `n` is the n-th page load (a reload is a new page) of the same tab
 * session; chunk numbers count from 0 within a page. Chunk 0 of a page carries `page`: when it began and
 * the state the page's entries replay from. Entries' `t` count from that page's `startedAt`.
 */
export const recordingChunkSchema = object({
  format: literal('support-client-recording-chunk'),
  version: literal(2),
  page: optional(
    object({
      startedAt: num,
      clientVersion: str,
      meta: object({ locale: str, appKey: str, userAgent: str }),
      initialState: unknownValue,
    }),
  ),
  entries: arrayOf(object({ t: num, kind: str })),
});
export type RecordingChunkHeader = Infer<typeof recordingChunkSchema>;

/** A recording in the agent's list: where the customer went, how long, why it was uploaded. */
export const recordingSummarySchema = object({
  id: str,
  customer_id: id,
  product_id: id,
  reception_id: optional(str),
  reason: literal(...UPLOAD_REASONS),
  started_at: int,
  updated_at: int,
  /** From the first entry to the last, over every page. */
  duration_ms: int,
  pages: int,
  entries: int,
  bytes: int,
  /** The routes visited, in order, each once (pathnames: `/`, `/faqreply`, `/chat`, …). */
  screens: arrayOf(str),
});
export type RecordingSummary = Infer<typeof recordingSummarySchema>;

export const recordingListSchema = object({ recordings: arrayOf(recordingSummarySchema) });
export const recordingViewSchema = object({ agent_id: id, agent_name: str, viewed_at: int });
export const recordingViewsSchema = object({ views: arrayOf(recordingViewSchema) });
