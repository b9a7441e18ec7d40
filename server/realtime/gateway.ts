import type { FastifyInstance } from 'fastify';
import { WS_PATH } from '../../src/protocol/identifiers';
import type { Store } from '../store';
import { ClientConnection } from './connection';
import { onBudgetedMessage } from './budgetedMessages';
import { createDispatcher, refuseOverBudget } from './dispatcher';
import type { FaultController } from './faults';
import type { FrameBudgetRule } from './frameBudget';
import type { HandlerTable } from './handlers/types';
import { checkHandshake } from './handshake';
import type { ConnectionRegistry } from './registry';

export interface GatewayDeps {
  store: Store;
  registry: ConnectionRegistry;
  handlers: HandlerTable;
  /** Tests only: see realtime/faults.ts. */
  faults?: FaultController;
  /** Frames each connection may send (frameBudget.ts). */
  frameBudget: FrameBudgetRule;
}

/**
 * The socket endpoint. The upgrade is always accepted and the query checked afterwards, so that a
 * refusal reaches the client as a close code it can act on (docs/protocol.md, "Connecting").
 */
export function registerGateway(app: FastifyInstance, { store, registry, handlers, faults, frameBudget }: GatewayDeps): void {
  const dispatch = createDispatcher(handlers, faults);

  app.get(WS_PATH, { websocket: true }, (socket, request) => {
    faults?.track(socket);
    const handshake = checkHandshake(request.query, store);
    if (!handshake.ok) {
      request.log.info({ code: handshake.code, reason: handshake.reason }, 'socket refused');
      socket.close(handshake.code, handshake.reason);
      return;
    }
    const { session } = handshake;
    const connection = new ClientConnection(socket, session, request.log, faults);
    registry.add(connection)?.evict();
    request.log.info({ userId: session.userId, productId: session.productId }, 'socket connected');

    onBudgetedMessage(socket, frameBudget, {
      frame: (raw, isBinary) => dispatch(connection, raw, isBinary),
      refuse: (raw, isBinary) => refuseOverBudget(connection, raw, isBinary),
    });
    socket.on('close', (code) => {
      connection.dispose();
      registry.remove(connection);
      request.log.info({ userId: session.userId, code }, 'socket closed');
    });
  });
}
