import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import { listenDemoHostPage, type RunningDemoHostPage } from '../../server/demoHost/demoHostPage';
import { signedDemoLink } from '../../server/sessions/signedDemoLink';
import { servedClient, type ServedClient } from './servedClient';

/** A host page that frames `src`, on its own loopback origin (another port): like a game's local page. */
export interface HostPage {
  url: string;
  close(): Promise<void>;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * A real server, not a Playwright route: Chromium's local-network checks refuse a loopback iframe in a
 * page that did not come from the network. The demo products' frame_origins allow http://127.0.0.1:*.
 */
export async function startHostPage(src: string): Promise<HostPage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Host</title><iframe title="Support" style="width:360px;height:600px;border:0" src="${escapeAttribute(src)}"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The sandbox with the client, and beside it the demo host page `npm start` serves (server/demoHost),
 * whose chat link is a new signed customer for each view (`linkOf` may add to it), so that tests do not
 * share a conversation. `demoHostUrl()` is its address once the suite has started.
 */
export function servedWithDemoHost(
  prefix: string,
  linkOf: (signedLink: string) => string = (link) => link,
): ServedClient & { demoHostUrl: () => string } {
  let demoHost: RunningDemoHostPage | undefined;
  let users = 0;
  const served = servedClient({ aiDelayMs: 100 }, async ({ sandbox }) => {
    demoHost = await listenDemoHostPage({
      host: '127.0.0.1',
      port: 0,
      linkHost: '127.0.0.1',
      sandboxUrl: sandbox.baseUrl,
      chatLink: () => linkOf(signedDemoLink(sandbox.baseUrl, `${prefix}-${(users += 1)}`)),
    });
  });
  after(async () => {
    await demoHost?.close();
  });
  return Object.assign(served, { demoHostUrl: () => demoHost?.url ?? '' });
}
