import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../../src/protocol/codes';
import {
  RECORDING_ID_PATTERN,
  RECORDING_LIMITS,
  RECORDING_REST,
  UPLOAD_REASONS,
  type UploadReason,
} from '../../../src/protocol/recordings';
import { SandboxError } from '../../errors';
import type { RecordingService } from '../../recordings/service';
import type { SessionService } from '../../sessions/service';
import { queryField, requireText } from '../../validation';
import { requireAgent, requireCustomer } from '../auth';
import type { RateLimitRule } from '../rateLimits';
import type { ApiRoute } from './types';

export interface RecordingApiDeps {
  sessions: SessionService;
  recordings: RecordingService;
}

export const GZIP_CONTENT_TYPE = 'application/gzip';

/**
 * Uploads per client address: a page follows every 10 s (6 a minute), a reload or a buffer of ten
 * minutes sends a few chunks at once, and several customers may share an address.
 */
export const RECORDING_UPLOAD_LIMIT: RateLimitRule = { max: 120, timeWindowMs: 60_000 };

/** Fastify's form of the paths of src/protocol/recordings.ts. */
export const RECORDING_ROUTES = {
  chunk: RECORDING_REST.chunk(':id', 0, 0).replace('/pages/0/chunks/0', '/pages/:page/chunks/:chunk'),
  agentRecording: RECORDING_REST.agentRecording(':id'),
  agentViews: RECORDING_REST.agentViews(':id'),
} as const;

/** A gzip body reaches the upload route as the raw bytes, up to a chunk's limit (no other route reads one). */
export function acceptGzipBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    GZIP_CONTENT_TYPE,
    { parseAs: 'buffer', bodyLimit: RECORDING_LIMITS.chunkBytes },
    (_request, body, done) => done(null, body),
  );
}

function paramOf(params: unknown, name: string): string {
  return String((params as Record<string, unknown> | undefined)?.[name] ?? '');
}

function recordingIdOf(params: unknown): string {
  const id = paramOf(params, 'id');
  if (!RECORDING_ID_PATTERN.test(id)) throw new SandboxError(ERROR_CODE.parameterError, 'bad recording id');
  return id;
}

/** A whole number in [0, below), written plainly (no sign, no leading zeros). */
function indexOf(params: unknown, name: string, below: number): number {
  const text = paramOf(params, name);
  const value = Number(text);
  if (!/^(0|[1-9]\d*)$/.test(text) || value >= below)
    throw new SandboxError(ERROR_CODE.parameterError, `${name} must be a whole number below ${below}`);
  return value;
}

function reasonOf(query: unknown): UploadReason {
  const reason = queryField(query, 'reason') ?? 'customer';
  if (!(UPLOAD_REASONS as readonly string[]).includes(reason))
    throw new SandboxError(ERROR_CODE.parameterError, 'unknown reason');
  return reason as UploadReason;
}

/** The customer's page uploading its recording (docs/protocol.md, "Field recordings"). */
export function recordingUploadRoutes({ sessions, recordings }: RecordingApiDeps): ApiRoute[] {
  return [
    {
      method: 'PUT',
      url: RECORDING_ROUTES.chunk,
      rateLimit: RECORDING_UPLOAD_LIMIT,
      async handler(request) {
        const customer = await requireCustomer(sessions, request);
        const { params, body } = request;
        if (!Buffer.isBuffer(body))
          throw new SandboxError(ERROR_CODE.parameterError, `the body must be ${GZIP_CONTENT_TYPE}`);
        return recordings.upload(customer, {
          recordingId: recordingIdOf(params),
          page: indexOf(params, 'page', RECORDING_LIMITS.pages),
          chunk: indexOf(params, 'chunk', RECORDING_LIMITS.chunksPerPage),
          reason: reasonOf(request.query),
          body,
        });
      },
    },
  ];
}

/** The agent console reading a customer's recordings; only agents of the recording's company. */
export function recordingAgentRoutes({ sessions, recordings }: RecordingApiDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: RECORDING_REST.agentList,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        return recordings.list(agent.agentId, requireText(queryField(request.query, 'customer_id'), 'customer_id'));
      },
    },
    {
      method: 'GET',
      url: RECORDING_ROUTES.agentRecording,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        return recordings.read(agent.agentId, recordingIdOf(request.params));
      },
    },
    {
      method: 'GET',
      url: RECORDING_ROUTES.agentViews,
      async handler(request) {
        const agent = await requireAgent(sessions, request);
        return recordings.views(agent.agentId, recordingIdOf(request.params));
      },
    },
  ];
}
