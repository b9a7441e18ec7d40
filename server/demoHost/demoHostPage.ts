import Fastify, { type FastifyInstance } from 'fastify';
import { listenOrClose } from '../listenOrClose';
import { loggerOptions, type LogSetting } from '../logging';
import { signedDemoLink } from '../sessions/signedDemoLink';
import { HOST_SCRIPT, HOST_STYLE } from './hostPageAssets';

/** The customer the demo host page signs its chat links for (a new user of demo-signed on first use). */
export const DEMO_HOST_USER = 'dana';

export interface DemoHostPageOptions {
  host: string;
  /** 0 picks a free one. */
  port: number;
  /** The host name in the page's printed URL (`127.0.0.1` when bound to every interface). */
  linkHost: string;
  /** The sandbox's origin (`http://127.0.0.1:8080`): embed.js and the chat come from there. */
  sandboxUrl: string;
  /** A fresh chat link for each view of the page: signed links are single-use. Default: signed for DEMO_HOST_USER. */
  chatLink?: () => string;
  logger?: LogSetting;
}

export interface RunningDemoHostPage {
  url: string;
  close: () => Promise<void>;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What a host's page does: its own script and style, embed.js and the chat from the support origin, nothing inline. */
function hostPagePolicy(sandboxUrl: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${sandboxUrl}`,
    `frame-src ${sandboxUrl}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function hostPage(sandboxUrl: string, chatLink: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo host page</title>
<link rel="stylesheet" href="/host.css">
</head>
<body>
<main>
<h1>Demo host page</h1>
<p>A page of a game or an app on its own origin, which embeds the support client with one script tag:
<code>embed.js</code> from the sandbox, with a chat link this page's server signed just now.
The button at the bottom right opens the chat (docs/embedding.md).</p>
<p><button type="button" id="open-support">Open support</button></p>
<p><label for="chat-locale">Language of the chat</label>
<select id="chat-locale">
<option value="US">English (US)</option><option value="NG">English (Nigeria)</option><option value="CN">中文</option>
<option value="BR">Português</option><option value="ID">Bahasa Indonesia</option><option value="JP">日本語</option>
<option value="RU">Русский</option><option value="TH">ไทย</option><option value="VN">Tiếng Việt</option>
</select></p>
<h2>Events from the chat</h2>
<ol id="support-events" aria-live="polite"></ol>
</main>
<script src="${escapeAttribute(`${sandboxUrl}/embed.js`)}" data-src="${escapeAttribute(chatLink)}" defer></script>
<script src="/host.js" defer></script>
</body>
</html>
`;
}

/**
 * A host's page on its own origin (another port) that includes the sandbox's embed.js: what `npm start`
 * serves beside the sandbox and what the browser tests open. Each view gets a freshly signed chat link,
 * made here, on the server, as a host's server would.
 */
export async function buildDemoHostPage({
  sandboxUrl,
  chatLink,
  logger,
}: Omit<DemoHostPageOptions, 'host' | 'port' | 'linkHost'>): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(logger ?? false) });
  const makeLink = chatLink ?? (() => signedDemoLink(sandboxUrl, DEMO_HOST_USER));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', hostPagePolicy(sandboxUrl))
      .send(hostPage(sandboxUrl, makeLink())),
  );
  app.get('/host.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(HOST_SCRIPT));
  app.get('/host.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(HOST_STYLE));
  return app;
}

export async function listenDemoHostPage(options: DemoHostPageOptions): Promise<RunningDemoHostPage> {
  const app = await buildDemoHostPage(options);
  const port = await listenOrClose(app, options.host, options.port);
  return { url: `http://${options.linkHost}:${port}/`, close: () => app.close() };
}

/** DEMO_HOST_PORT, else the main port + 3 (a free one when the main port is 0). */
export function demoHostPortFrom(value: string | undefined, mainPort: number): number {
  const port = value ? Number(value) : mainPort === 0 ? 0 : mainPort + 3;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`DEMO_HOST_PORT must be a port number, got "${value}"`);
  return port;
}
