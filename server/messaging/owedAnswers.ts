import type { FastifyBaseLogger } from 'fastify';
import type { Cluster } from '../cluster';
import type { Store } from '../store';
import type { OwedAnswer } from '../store/owedAnswers';
import { OWED_ANSWER_LEASE_MS, type AiQuestion, type AiResponder } from './aiResponder';

/** How often a node renews the owed answers it holds and takes over those nobody holds any more. */
export const OWED_ANSWER_SWEEP_MS = 5_000;

export interface OwedAnswersDeps {
  store: Store;
  cluster: Pick<Cluster, 'nodeId' | 'distributed' | 'onNodeGone'>;
  responder: AiResponder;
  log: FastifyBaseLogger;
  sweepMs?: number;
}

/**
 * Resumes the answers the AI owes (server/README.md, "Delivery: nothing lost, nothing doubled"). On start the node frees what it
 * held under its name before (the only node: everything, nobody else can hold anything), then every
 * sweep renews the claims on the questions it is answering and takes over, one conditional update each,
 * the owed answers nobody holds: those of a previous run, of a node that died (freed at once when the
 * cluster reaps it, else when its claim runs out) and those whose answer failed (a full disk).
 */
export class OwedAnswers {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly deps: OwedAnswersDeps) {}

  async start(): Promise<void> {
    const { store, cluster } = this.deps;
    await this.guarded(() =>
      cluster.distributed ? store.owedAnswers.releaseNode(cluster.nodeId) : store.owedAnswers.releaseAll(),
    );
    cluster.onNodeGone((gone) => {
      void this.guarded(async () => {
        await store.owedAnswers.releaseNode(gone.nodeId);
        await this.sweep();
      });
    });
    this.timer = setInterval(() => void this.sweep(), this.deps.sweepMs ?? OWED_ANSWER_SWEEP_MS);
    this.timer.unref();
    await this.sweep();
  }

  /** No more sweeps; the one running finishes. The responder answers what it holds (dispose). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One sweep at a time: a sweep asked for while one runs is that one. */
  sweep(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.sweeping ??= this.guarded(() => this.renewAndTakeOver()).finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async renewAndTakeOver(): Promise<void> {
    const { store, cluster, responder } = this.deps;
    const until = Date.now() + OWED_ANSWER_LEASE_MS;
    const held = new Set(responder.heldQuestionIds());
    if (held.size > 0) await store.owedAnswers.renew(cluster.nodeId, [...held], until);
    const claimed = await store.owedAnswers.claimExpired(cluster.nodeId, until);
    for (const owed of claimed.filter((row) => !held.has(row.questionServerMsgId))) await this.askAgain(owed);
  }

  private async askAgain(owed: OwedAnswer): Promise<void> {
    this.deps.log.info(
      { questionServerMsgId: owed.questionServerMsgId, conversationId: owed.conversationId },
      'asking the AI again for an answer it owes',
    );
    await this.deps.responder.ask(JSON.parse(owed.question) as AiQuestion);
  }

  private async guarded(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.deps.log.error({ err: error }, 'the owed AI answers could not be resumed');
    }
  }
}
