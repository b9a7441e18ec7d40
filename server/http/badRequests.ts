import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODE } from '../../src/protocol/codes';
import { NODE_HEADER } from '../cluster/nodeHeader';
import { sendFailure } from './envelope';
import { isBackendPath, pathOf } from './paths';
import { appKeyOf, type PageRequest } from './pagePolicy';
import { EVERY_RESPONSE_HEADERS } from './securityHeaders';
import type { StaticClient } from './static';

/**
 * Requests that never reach a route get what a route would have answered, never Fastify's raw JSON:
 * a browser's link gets the client's page, which shows its own translated error for the link
 * (src/session/link.ts, `linkProblemOf`); a backend call gets an envelope; a file plain text.
 */
export interface BadRequestAnswers {
  /** For Fastify(): a path the router cannot decode (`/%`, `/chat/%E0%A4%A`) answers 400. */
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void;
  /**
   * For Fastify(): a request Node's parser refuses before Fastify sees it. A head over maxHeaderSize
   * (16 KB; a link with very long values) answers 431, a malformed one 400.
   */
  clientErrorHandler(error: ConnectionError, socket: Socket): void;
  /** The client's pages, once registered (static.ts); until then those answers are plain text. */
  answerPagesWith(client: StaticClient): void;
}

/** What the refused request's first bytes tell, when they arrived in the chunk Node hands over. */
export interface RefusedHead {
  /** The request target (`/chat?…`), possibly cut short; undefined when the chunk does not start the request. */
  target?: string;
  /** The Host header; '' when it did not arrive. */
  host: string;
}

export function refusedHeadOf(rawPacket: unknown): RefusedHead {
  const text = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1') : '';
  return {
    target: /^[A-Z]+ (\/\S*)/.exec(text)?.[1],
    host: /\r\nhost:[ \t]*([^\r\n]*)\r\n/i.exec(text)?.[1].trim() ?? '',
  };
}

/** Fastify's hooks (securityHeaders.ts) do not run for these answers: their headers are set here. */
const REFUSAL_HEADERS = { ...EVERY_RESPONSE_HEADERS, 'Cache-Control': 'no-store' };
const RAW_HEADERS = [
  ...Object.entries(REFUSAL_HEADERS).map(([name, value]) => `${name}: ${value}`),
  'Connection: close',
];

type RawAnswer = (status: number, type: string, body: string, headers?: readonly string[]) => string;

/** Answers written straight to the socket, naming the node that wrote them like every other response. */
function rawAnswersOf(nodeId: string): { rawAnswer: RawAnswer; plainRefusal: (status: number) => string } {
  const rawAnswer: RawAnswer = (status, type, body, headers = []) => {
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      `Content-Type: ${type}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...headers,
      ...RAW_HEADERS,
      `${NODE_HEADER}: ${nodeId}`,
    ];
    return `${head.join('\r\n')}\r\n\r\n${body}`;
  };
  return {
    rawAnswer,
    plainRefusal: (status) =>
      rawAnswer(status, 'text/plain; charset=utf-8', `${STATUS_CODES[status] ?? 'Bad request'}\n`),
  };
}

function statusOf(error: ConnectionError): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

function isFile(path: string): boolean {
  return path.startsWith('/assets/');
}

export function createBadRequestAnswers(nodeId: string): BadRequestAnswers {
  let client: StaticClient | undefined;
  const { rawAnswer, plainRefusal } = rawAnswersOf(nodeId);

  const refusedAnswer = async (status: number, head: RefusedHead, encrypted: boolean): Promise<string> => {
    const path = head.target === undefined ? undefined : pathOf(head.target);
    if (path !== undefined && isBackendPath(path)) {
      return rawAnswer(
        status,
        'application/json; charset=utf-8',
        JSON.stringify({ code: ERROR_CODE.parameterError, msg: 'request too large or malformed', data: null }),
      );
    }
    const request: PageRequest = {
      host: head.host,
      protocol: encrypted ? 'https' : 'http',
      appKey: head.target === undefined ? undefined : appKeyOf(head.target),
    };
    const page = path !== undefined && isFile(path) ? undefined : await client?.clientPageOf(request);
    if (!page) return plainRefusal(status);
    return rawAnswer(status, 'text/html; charset=utf-8', page.html, [`Content-Security-Policy: ${page.policy}`]);
  };

  const answerOnSocket = async (socket: Socket, status: number, head: RefusedHead): Promise<void> => {
    const encrypted = 'encrypted' in socket && socket.encrypted === true;
    // The page's policy could not be made (its product lookup failed): the plain answer still tells the browser.
    const answer = await refusedAnswer(status, head, encrypted).catch(() => plainRefusal(status));
    if (socket.writable) socket.end(answer);
    else socket.destroy();
  };

  return {
    frameworkErrors(_error, request, reply) {
      reply.headers({ ...REFUSAL_HEADERS, [NODE_HEADER]: nodeId });
      const path = pathOf(request.url);
      if (isBackendPath(path)) return void sendFailure(reply, ERROR_CODE.parameterError, 'malformed URL');
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isFile(path);
      const plainAnswer = () => reply.code(400).type('text/plain; charset=utf-8').send('Bad request\n');
      if (!client || !isPage) return void plainAnswer();
      client.servePage(reply, 400).catch((error: unknown) => {
        request.log.error({ err: error }, 'the page of a refused request failed');
        if (!reply.sent) plainAnswer();
      });
    },
    clientErrorHandler(error, socket) {
      // A connection reset has nothing left to answer (https://nodejs.org/api/http.html#event-clienterror).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      void answerOnSocket(socket, statusOf(error), refusedHeadOf(error.rawPacket));
    },
    answerPagesWith(pages) {
      client = pages;
    },
  };
}
