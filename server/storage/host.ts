import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { access, link, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PREFLIGHT_MAX_AGE_SECONDS } from '../http/cors';
import { loggerOptions, type LogSetting } from '../logging';
import { contentTypeOfKey, OBJECT_PATH_PREFIX } from './link';
import { isValidUploadSignature, type UploadGrant } from './signing';

export interface StorageHostOptions {
  filesDir: string;
  /** Shared with the main app, which signs the upload URLs. */
  secret: string;
  logger?: LogSetting;
}

/** Storage host errors are plain JSON: `{ error, message }` (server/README.md, "Storage host"). */
function refuse(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  // A refused upload's body is not read: close rather than leave it in the connection.
  if (status === 413 || status === 409) reply.header('Connection', 'close');
  return reply.code(status).type('application/json; charset=utf-8').send({ error, message });
}

class TooLarge extends Error {}

const ALREADY_UPLOADED = 'the object is already uploaded; an upload URL writes once';

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Gives the complete file its name unless the object exists: link() fails then, atomically. */
async function publishOnce(partial: string, final: string): Promise<boolean> {
  try {
    await link(partial, final);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}

/** Passes at most `limit` bytes; one more fails the upload. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new TooLarge() : null, chunk);
    },
  });
}

function grantOf(key: string, query: unknown): { grant: UploadGrant; signature: string } | undefined {
  const { content_type: contentType, size, expires, sig } = (query ?? {}) as Record<string, unknown>;
  if (
    typeof contentType !== 'string' ||
    typeof sig !== 'string' ||
    typeof size !== 'string' ||
    typeof expires !== 'string'
  )
    return undefined;
  if (!/^\d{1,15}$/.test(size) || !/^\d{1,15}$/.test(expires)) return undefined;
  return { grant: { key, contentType, size: Number(size), expiresAt: Number(expires) }, signature: sig };
}

/**
 * Any origin: a PUT's only credential is its signed URL, and a file is public to whoever has its
 * unguessable URL; a page could do nothing here that a script elsewhere could not. The client in an
 * iframe sandboxed without allow-same-origin has the origin `null` (docs/security.md, "CORS").
 */
function registerCors(app: FastifyInstance): void {
  void app.register(fastifyCors, {
    origin: '*',
    methods: ['GET', 'PUT'],
    allowedHeaders: ['Content-Type'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    strictPreflight: false,
  });
}

async function storeUpload(
  { filesDir, secret }: StorageHostOptions,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const found = grantOf(key, request.query);
  if (!found) return refuse(reply, 403, 'signature_invalid', 'the URL is not a signed upload URL');
  const { grant, signature } = found;
  // The signature is checked first: nothing about the request is trusted before it.
  if (!isValidUploadSignature(secret, grant, signature)) {
    return refuse(reply, 403, 'signature_invalid', 'the signature does not match this URL');
  }
  if (grant.expiresAt < Date.now())
    return refuse(reply, 403, 'url_expired', 'the upload URL has expired; ask for a new one');
  const contentType = String(request.headers['content-type'] ?? '')
    .trim()
    .toLowerCase();
  if (contentType !== grant.contentType) {
    return refuse(reply, 415, 'content_type_mismatch', `the upload was signed for Content-Type ${grant.contentType}`);
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > grant.size)
    return refuse(reply, 413, 'too_large', `the upload was signed for at most ${grant.size} bytes`);

  const final = join(filesDir, key);
  if (await exists(final)) return refuse(reply, 409, 'already_uploaded', ALREADY_UPLOADED);

  const partial = join(filesDir, `.${randomUUID()}.part`);
  try {
    await pipeline(request.raw, byteLimit(grant.size), createWriteStream(partial));
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof TooLarge)
      return refuse(reply, 413, 'too_large', `the upload was signed for at most ${grant.size} bytes`);
    throw error;
  }
  // Objects are write-once (and served as immutable): of two PUTs racing, the first complete one wins.
  if (!(await publishOnce(partial, final))) return refuse(reply, 409, 'already_uploaded', ALREADY_UPLOADED);
  return reply.code(204).send();
}

async function serveFile(filesDir: string, key: string, reply: FastifyReply): Promise<FastifyReply> {
  const contentType = contentTypeOfKey(key);
  const path = join(filesDir, key);
  const size = contentType
    ? await stat(path).then(
        (info) => info.size,
        () => undefined,
      )
    : undefined;
  if (!contentType || size === undefined) return refuse(reply, 404, 'not_found', 'no such file');
  return (
    reply
      .code(200)
      .type(contentType)
      .header('Content-Length', String(size))
      // Only images open in the browser; anything else downloads, so nothing uploaded can act as a page.
      .header('Content-Disposition', contentType.startsWith('image/') ? 'inline' : 'attachment')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path))
  );
}

/** The separate storage host (spec §7): signed PUTs in, files out. Not listening; the caller picks the port. */
export function buildStorageHost(options: StorageHostOptions): FastifyInstance {
  mkdirSync(options.filesDir, { recursive: true });
  const app = Fastify({ logger: loggerOptions(options.logger ?? false) });
  // Bodies are streamed to disk by the PUT handler, within the size its URL was signed for.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });
  registerCors(app);
  app.put<{ Params: { key: string } }>(`${OBJECT_PATH_PREFIX}:key`, (request, reply) =>
    contentTypeOfKey(request.params.key)
      ? storeUpload(options, request.params.key, request, reply)
      : refuse(reply, 404, 'not_found', 'no such upload key'),
  );
  app.get<{ Params: { key: string } }>(`${OBJECT_PATH_PREFIX}:key`, (request, reply) =>
    serveFile(options.filesDir, request.params.key, reply),
  );
  app.setNotFoundHandler((_request, reply) => refuse(reply, 404, 'not_found', 'no such path'));
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'storage request failed');
    return refuse(reply, 500, 'server_error', 'the storage host failed');
  });
  return app;
}
