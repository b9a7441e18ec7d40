/**
 * Ending a token while its sockets are open (issue 30): logging out over REST, and timing how soon a
 * socket closes after a given instant.
 */
import { AGENT_REST } from '../../src/protocol/agentFrames';
import { ERROR_CODE } from '../../src/protocol/codes';
import { HEADERS, REST } from '../../src/protocol/identifiers';
import { login, productIdOf, socketUrl, TestSocket } from './sandbox';

type Node = { baseUrl: string; wsUrl: string };

async function logout(baseUrl: string, path: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { [HEADERS.token]: token } });
  const { code } = (await response.json()) as { code: number };
  if (code !== ERROR_CODE.ok) throw new Error(`logout answered ${code}`);
}

/** POST user/logout with the customer's token; resolves once answered (throws unless ok). */
export const logoutCustomer = (node: { baseUrl: string }, token: string) => logout(node.baseUrl, REST.logout, token);

/** POST agent/logout with the agent's token; resolves once answered (throws unless ok). */
export const logoutAgent = (node: { baseUrl: string }, token: string) => logout(node.baseUrl, AGENT_REST.logout, token);

/** A customer (alice by default) signed in on `signInAt` with a socket on `socketAt`, and their token. */
export async function customerWithToken(
  signInAt: Node,
  socketAt: Node = signInAt,
  username = 'alice',
): Promise<{ socket: TestSocket; token: string; signedInAt: { from: number; to: number } }> {
  const from = Date.now();
  const { id, token } = await login(signInAt.baseUrl, { username });
  const to = Date.now();
  const productId = await productIdOf(socketAt.baseUrl, 'demo');
  const socket = await TestSocket.open(
    socketUrl(socketAt.wsUrl, { token, uid: id, product_id: productId }),
    id,
    productId,
  );
  return { socket, token, signedInAt: { from, to } };
}

/** How the socket closed and when (Date.now()), or 'open' when it is still open after `waitMs`. */
export async function closeWithin(
  closed: Promise<{ code: number }>,
  waitMs: number,
): Promise<{ code: number; at: number } | 'open'> {
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<'open'>((resolve) => {
    timer = setTimeout(() => resolve('open'), waitMs);
  });
  const result = await Promise.race([closed.then(({ code }) => ({ code, at: Date.now() })), stillOpen]);
  clearTimeout(timer);
  return result;
}
