/** A local HTTP server that speaks the OpenAI chat-completions wire format, as the LLM adapter's tests need it. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type Responder = (response: ServerResponse) => void | Promise<void>;

export interface ChatCompletionsServer {
  /** Its base URL, as AI_BASE_URL names it: http://127.0.0.1:<port>/v1. */
  baseUrl: string;
  requests: ReceivedRequest[];
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits `ms`, or less when the client goes away first (an aborted request). */
function waitOrHangUp(response: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export const jsonAnswer =
  (body: unknown, status = 200): Responder =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

export const completion = (content: unknown) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

export const deltaEvent = (content: string, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: finishReason }] })}\n\n`;

/** Writes each piece of raw SSE text as its own chunk, `gapMs` apart. */
export const eventStream =
  (pieces: readonly (string | Buffer)[], gapMs = 5): Responder =>
  async (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    response.flushHeaders();
    for (const piece of pieces) {
      response.write(piece);
      await delay(gapMs);
    }
    response.end();
  };

/** Answers only after `ms` (or never, if the client hangs up first). */
export const slowly =
  (ms: number, then: Responder): Responder =>
  async (response) => {
    await waitOrHangUp(response, ms);
    if (!response.destroyed) await then(response);
  };

/** Sends its headers and a first piece of the stream, then nothing more for `ms`. */
export const stalledStream =
  (first: string, ms: number): Responder =>
  async (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(first);
    await waitOrHangUp(response, ms);
    response.end();
  };

export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const requests: ReceivedRequest[] = [];
  let responder: Responder = jsonAnswer(completion('(no answer set)'));
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      void Promise.resolve(responder(response)).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
