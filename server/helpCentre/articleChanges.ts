import type { FastifyBaseLogger } from 'fastify';
import type { HelpCentre } from '../ai/knowledge/helpCentre';
import type { Cluster } from '../cluster';

/** The bus channel on which a node tells the others that an article was published. */
const ARTICLE_CHANGES = 'helpCentre:articleChanged';

interface ArticleChange {
  from: string;
  productId: string;
  articleId: string;
}

/**
 * A published change reaches every node's assistant: this node re-reads the article at once, and the
 * cluster's bus tells the other nodes, each of which re-reads it from the shared database.
 */
export class ArticleChanges {
  constructor(
    private readonly cluster: Pick<Cluster, 'nodeId' | 'bus'>,
    private readonly helpCentre: Pick<HelpCentre, 'articleChanged'>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Starts hearing the other nodes' publishes. */
  async listen(): Promise<void> {
    await this.cluster.bus.subscribe(ARTICLE_CHANGES, (text) => this.heard(JSON.parse(text) as ArticleChange));
  }

  /** Resolves once this node's assistant reads the article as published; the other nodes follow. */
  async published(productId: string, articleId: string): Promise<void> {
    await this.helpCentre.articleChanged(productId, articleId);
    const change: ArticleChange = { from: this.cluster.nodeId, productId, articleId };
    this.cluster.bus.publish(ARTICLE_CHANGES, JSON.stringify(change));
  }

  private heard({ from, productId, articleId }: ArticleChange): void {
    // This node re-read it before telling the others.
    if (from === this.cluster.nodeId) return;
    this.helpCentre
      .articleChanged(productId, articleId)
      .catch((error: unknown) =>
        this.log.error({ err: error, productId, articleId }, 'a published article could not be re-read'),
      );
  }
}
