import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Cluster } from '../cluster';
import type { TokenEndings } from '../ports';
import { WS_CLOSE_CODE } from './closeCodes';

/** The bus channel of tokens that ended before their expiry, by hash: a token never leaves the node. */
const ENDED_TOKENS = 'tokens:ended';

/** setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const TOKEN_ENDED_REASON = 'token ended';

/** Names a token in this node's index and on the bus without holding it. */
function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface EndedToken {
  from: string;
  hash: string;
}

interface Tracked {
  hash: string;
  expiresAt: number | null;
  timer: NodeJS.Timeout | undefined;
}

/**
 * This node's sockets, customers' and agents', by the token that opened them (docs/security.md,
 * "Sessions"). A socket closes with 4001 at its token's expiry instant, and when the token is revoked
 * (logout) on any node: the node that revokes closes its own sockets at once and tells the others
 * through the cluster's bus.
 */
export class TokenSockets implements TokenEndings {
  private readonly byHash = new Map<string, Set<WebSocket>>();
  private readonly tracked = new Map<WebSocket, Tracked>();

  constructor(
    private readonly cluster: Pick<Cluster, 'nodeId' | 'bus'>,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts hearing the tokens other nodes revoked. */
  async listen(): Promise<void> {
    await this.cluster.bus.subscribe(ENDED_TOKENS, (text) => {
      const { from, hash } = JSON.parse(text) as EndedToken;
      if (from !== this.cluster.nodeId) this.closeAll(hash);
    });
  }

  /** Closes `socket` when its token ends; forgets it once it closes. */
  track(socket: WebSocket, token: string, expiresAt: number | null): void {
    const hash = keyOf(token);
    const entry: Tracked = { hash, expiresAt, timer: undefined };
    this.tracked.set(socket, entry);
    const own = this.byHash.get(hash) ?? new Set<WebSocket>();
    own.add(socket);
    this.byHash.set(hash, own);
    socket.once('close', () => this.forget(socket));
    this.scheduleExpiry(socket, entry);
  }

  /** False, after closing it, for a socket whose token has ended (checked before a frame goes to an agent). */
  isLive(socket: WebSocket): boolean {
    const entry = this.tracked.get(socket);
    if (!entry) return socket.readyState === socket.OPEN;
    if (entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.close(socket);
      return false;
    }
    return true;
  }

  /** The token was revoked: its sockets close here now, and on every other node as the bus brings it. */
  ended(token: string): void {
    const hash = keyOf(token);
    this.closeAll(hash);
    this.cluster.bus.publish(ENDED_TOKENS, JSON.stringify({ from: this.cluster.nodeId, hash } satisfies EndedToken));
  }

  private scheduleExpiry(socket: WebSocket, entry: Tracked): void {
    if (entry.expiresAt === null) return;
    const remaining = entry.expiresAt - this.now();
    if (remaining <= 0) {
      this.close(socket);
      return;
    }
    entry.timer = setTimeout(() => this.scheduleExpiry(socket, entry), Math.min(remaining, LONGEST_TIMER_MS));
  }

  private closeAll(hash: string): void {
    for (const socket of [...(this.byHash.get(hash) ?? [])]) this.close(socket);
  }

  /** Closes the socket with 4001: its token ended. */
  close(socket: WebSocket): void {
    this.forget(socket);
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      this.log.info('socket closed: its token ended');
      socket.close(WS_CLOSE_CODE.unauthorized, TOKEN_ENDED_REASON);
    }
  }

  private forget(socket: WebSocket): void {
    const entry = this.tracked.get(socket);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.tracked.delete(socket);
    const own = this.byHash.get(entry.hash);
    own?.delete(socket);
    if (own?.size === 0) this.byHash.delete(entry.hash);
  }
}
