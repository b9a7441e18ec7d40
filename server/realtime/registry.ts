import type { FastifyBaseLogger } from 'fastify';
import type { ClientConnection } from './connection';

function keyOf(userId: string, productId: string): string {
  return `${productId}:${userId}`;
}

/** May work asynchronously: the registry does not wait, and logs a failure. */
export interface PresenceWatcher {
  /** The user has a connection again after having none. */
  connected(userId: string, productId: string): void | Promise<void>;
  /** The user's last connection closed. */
  disconnected(userId: string, productId: string): void | Promise<void>;
}

/** The live connection of each user and product: one at a time (docs/protocol.md). */
export class ConnectionRegistry {
  private readonly connections = new Map<string, ClientConnection>();
  private readonly watchers: PresenceWatcher[] = [];

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  watch(watcher: PresenceWatcher): void {
    this.watchers.push(watcher);
  }

  /** Makes `connection` the current one and returns the one it replaces, if any. */
  add(connection: ClientConnection): ClientConnection | undefined {
    const key = keyOf(connection.session.userId, connection.session.productId);
    const previous = this.connections.get(key);
    this.connections.set(key, connection);
    if (!previous) this.tell((watcher) => watcher.connected(connection.session.userId, connection.session.productId));
    return previous === connection ? undefined : previous;
  }

  /** Forgets `connection` unless a newer one has already taken its place. */
  remove(connection: ClientConnection): void {
    const key = keyOf(connection.session.userId, connection.session.productId);
    if (this.connections.get(key) !== connection) return;
    this.connections.delete(key);
    this.tell((watcher) => watcher.disconnected(connection.session.userId, connection.session.productId));
  }

  find(userId: string, productId: string): ClientConnection | undefined {
    return this.connections.get(keyOf(userId, productId));
  }

  get size(): number {
    return this.connections.size;
  }

  /** Calls each watcher at once (synchronously up to its first await); a throw or a rejection is logged. */
  private tell(event: (watcher: PresenceWatcher) => void | Promise<void>): void {
    const tellOne = async (watcher: PresenceWatcher) => event(watcher);
    for (const watcher of this.watchers) tellOne(watcher).catch((error: unknown) => this.log.error({ err: error }, 'a presence watcher failed'));
  }
}
