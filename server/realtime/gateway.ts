import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_PATH } from '../../src/protocol/identifiers';
import { customerKeyOf } from '../cluster';
import type { SessionService } from '../sessions/service';
import { onBudgetedMessage } from './budgetedMessages';
import { SETUP_FAILED_CLOSE_CODE } from './closeCodes';
import { ClientConnection } from './connection';
import { createDispatcher } from './dispatcher';
import type { FaultController } from './faults';
import type { FrameBudgetRule } from './frameBudget';
import type { HandlerTable } from './handlers/types';
import { checkHandshake } from './handshake';
import { KeyedQueue } from '../lib/keyedQueue';
import type { ConnectionRegistry } from './registry';
import type { TokenSockets } from './tokenSockets';

export interface GatewayDeps {
  sessions: SessionService;
  registry: ConnectionRegistry;
  /** Closes the socket when its token ends (logout, expiry) on any node. */
  tokens: TokenSockets;
  handlers: HandlerTable;
  /** Tests only: see realtime/faults.ts. */
  faults?: FaultController;
  /** Frames each connection may send (frameBudget.ts). */
  frameBudget: FrameBudgetRule;
}

/** The user and product a socket's query names, before its token has been checked. */
function claimedUserOf(query: unknown): string {
  const { uid, product_id: productId } = (typeof query === 'object' && query !== null ? query : {}) as Record<
    string,
    unknown
  >;
  return customerKeyOf({ productId: String(productId), userId: String(uid) });
}

/**
 * The socket's connection once its query has been checked, or undefined when it was refused (and
 * closed) or the client left while its token was being looked up.
 */
async function openConnection(
  socket: WebSocket,
  request: FastifyRequest,
  { sessions, registry, tokens, faults }: GatewayDeps,
): Promise<ClientConnection | undefined> {
  const handshake = await checkHandshake(request.query, sessions);
  if (!handshake.ok) {
    request.log.info({ code: handshake.code, reason: handshake.reason }, 'socket refused');
    socket.close(handshake.code, handshake.reason);
    return undefined;
  }
  if (socket.readyState !== socket.OPEN) return undefined;
  const { session } = handshake;
  const connection = new ClientConnection(socket, session, request.log, faults);
  tokens.track(socket, handshake.token, handshake.expiresAt);
  await registry.add(connection);
  request.log.info({ userId: session.userId, productId: session.productId }, 'socket connected');
  return connection;
}

/**
 * The socket endpoint. The upgrade is always accepted and the query checked afterwards, so that a
 * refusal reaches the client as a close code it can act on (docs/protocol.md, "Connecting"). Returns a
 * function that resolves once every frame received so far has been handled.
 */
export function registerGateway(app: FastifyInstance, deps: GatewayDeps): () => Promise<void> {
  const { registry, faults, frameBudget } = deps;
  const dispatcher = createDispatcher(deps.handlers, faults);
  // One user's sockets are set up in the order they arrived, so the newest one is the one that stays
  // (registry.add evicts the one before, on any node) however long each token lookup takes.
  const setups = new KeyedQueue<string>();

  app.get(WS_PATH, { websocket: true }, (socket, request) => {
    faults?.track(socket);
    const opened = setups
      .run(claimedUserOf(request.query), () => openConnection(socket, request, deps))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'socket setup failed');
        if (socket.readyState === socket.OPEN) socket.close(SETUP_FAILED_CLOSE_CODE, 'server error');
        return undefined;
      });
    // Listening starts now, before the token is looked up: a frame sent right after the upgrade waits
    // for the connection (in arrival order, as every `then` on one promise runs in order) and counts
    // against the frame budget from the start.
    const whenOpened = (work: (connection: ClientConnection) => void | Promise<void>) => {
      opened
        .then((connection) => connection && work(connection))
        .catch((error: unknown) => request.log.error({ err: error }, 'socket event failed'));
    };
    onBudgetedMessage(socket, frameBudget, {
      frame: (raw, isBinary) => whenOpened((connection) => dispatcher.frame(connection, raw, isBinary)),
      refuse: (raw, isBinary) => whenOpened((connection) => dispatcher.refuse(connection, raw, isBinary)),
      flooded: () => whenOpened((connection) => dispatcher.flooded(connection)),
    });
    socket.on('close', (code) =>
      whenOpened(async (connection) => {
        connection.dispose();
        request.log.info({ userId: connection.session.userId, code }, 'socket closed');
        await registry.remove(connection);
      }),
    );
  });
  return () => dispatcher.drain();
}
