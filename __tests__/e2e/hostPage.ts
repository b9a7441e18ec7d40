import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

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
    response.end(`<!doctype html><title>Host</title><iframe title="Support" style="width:360px;height:600px;border:0" src="${escapeAttribute(src)}"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
