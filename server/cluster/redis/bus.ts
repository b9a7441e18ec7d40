import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { MessageBus } from '../types';
import type { ClusterKeys } from './keys';

type Listener = (text: string) => void;

/**
 * Redis pub/sub: PUBLISH on the command connection (so a publish is ordered after the commands issued
 * before it, a lock release included), SUBSCRIBE on the subscriber connection. At most once: a message
 * published while a node's subscriber connection is down never reaches that node (ioredis resubscribes
 * when it reconnects).
 */
export class RedisBus implements MessageBus {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly command: Redis,
    private readonly subscriber: Redis,
    private readonly keys: ClusterKeys,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    subscriber.on('message', (channel: string, text: string) => {
      for (const listener of this.listeners.get(channel) ?? []) this.hand(listener, text);
    });
  }

  publish(channel: string, text: string): void {
    this.command
      .publish(this.keys.channel(channel), text)
      .catch((error: unknown) => this.log.error({ err: error, channel }, 'a cluster message could not be published'));
  }

  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    const name = this.keys.channel(channel);
    const own = this.listeners.get(name) ?? new Set<Listener>();
    this.listeners.set(name, own);
    own.add(listener);
    const stop = async () => {
      own.delete(listener);
      if (own.size > 0 || this.listeners.get(name) !== own) return;
      this.listeners.delete(name);
      await this.subscriber.unsubscribe(name);
    };
    // Issued even when already subscribed: it then queues behind an UNSUBSCRIBE still on its way.
    await this.subscriber.subscribe(name).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
    return stop;
  }

  private hand(listener: Listener, text: string): void {
    try {
      listener(text);
    } catch (error) {
      this.log.error({ err: error }, 'a cluster message listener failed');
    }
  }
}
