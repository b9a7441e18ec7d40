import type { FastifyBaseLogger } from 'fastify';
import { createHelpCentreAssistant, type Assistant } from './ai/assistant';
import { HelpCentre } from './ai/knowledge/helpCentre';
import { AnswerFeedbackService } from './ai/answerFeedback';
import { chatCompletionsModel } from './ai/llm/chatCompletions';
import type { LlmConfig } from './ai/llm/config';
import { withLlmPhrasing } from './ai/llm/llmPhrasing';
import type { Cluster } from './cluster';
import { ConversationService } from './conversations/service';
import { FaqService } from './faq/service';
import { GroupService } from './groups/service';
import { LegacyFaqService } from './legacyFaq/service';
import { ArticleChanges } from './helpCentre/articleChanges';
import { HelpCentreEditingService } from './helpCentre/service';
import { AiResponder } from './messaging/aiResponder';
import { MessagingService } from './messaging/service';
import { OwedAnswers } from './messaging/owedAnswers';
import { CustomerProfileService } from './profiles/service';
import type { AgentChannel, CustomerConnections, TokenEndings } from './ports';
import { ProductService } from './products/service';
import { MessageQuota } from './quotas/messageQuota';
import type { QuotaRules } from './quotas/rules';
import { windowCounterOf } from './quotas/windowCounter';
import { RecordingRetention } from './recordings/retention';
import { RecordingService } from './recordings/service';
import { AgentRoster } from './reception/roster';
import { ReceptionService } from './reception/service';
import { SessionService } from './sessions/service';
import { SignInLimiter, type SignInLimits } from './sessions/signInLimiter';
import { citationSources } from './storage/citations';
import { SupervisorService } from './supervision/service';
import type { StorageLink } from './storage/link';
import type { Store } from './store';
import { UploadService } from './uploads/service';
import { CodeMailbox } from './verify/mailbox';
import { VerifyService } from './verify/service';
import { WorkOrderService } from './workOrders/service';

export interface ServiceOptions {
  /** The help-centre assistant over this store when not given. */
  assistant?: Assistant;
  /** A chat model that phrases the assistant's article answers (docs/assistant.md, "An optional LLM"). */
  llm?: LlmConfig;
  aiDelayMs: number;
  tokenTtlMs: number;
  agentTokenTtlMs: number;
  signWindowMs: number;
  /** Failed sign-ins per address and per account (env SIGN_IN_RATE_LIMIT, SIGN_IN_BACKOFF). */
  signInLimits: SignInLimits;
  queueGraceMs: number;
  /** How long a field recording is kept after its last chunk (env RECORDING_RETENTION_DAYS). */
  recordingRetentionDays: number;
  storage: StorageLink | undefined;
  /** Where a revoked token's sockets are closed, on every node. */
  tokenEndings: TokenEndings;
  /** Per customer: upload URLs a minute, upload bytes a day, messages a minute (quotas/rules.ts). */
  quotas: QuotaRules;
  log: FastifyBaseLogger;
}

/**
 * The domain services of one sandbox over its store, reaching customers and agents through the ports
 * (server/README.md, "Layers"). The transport (http/, realtime/) is given these, never the store.
 */
export function createServices(
  store: Store,
  customers: CustomerConnections,
  agents: AgentChannel,
  cluster: Cluster,
  options: ServiceOptions,
) {
  const { log } = options;
  const helpCentre = new HelpCentre(store);
  const embedded = options.assistant ?? createHelpCentreAssistant(helpCentre);
  const assistant = options.llm ? withLlmPhrasing(embedded, chatCompletionsModel(options.llm), { log }) : embedded;
  const uploads = new UploadService(store, options.storage, { cluster, rules: options.quotas });
  const citations = citationSources(options.storage, (objectKey) => uploads.find(objectKey));
  const reception = new ReceptionService(store, customers, agents, cluster, {
    queueGraceMs: options.queueGraceMs,
    log,
    citations,
  });
  const aiResponder = new AiResponder({
    store,
    nodeId: cluster.nodeId,
    customers,
    assistant,
    agentAvailable: (productId) => reception.agentAvailable(productId),
    delayMs: options.aiDelayMs,
    log,
  });
  const codeMailbox = new CodeMailbox();
  const articleChanges = new ArticleChanges(cluster, helpCentre, log);
  const recordings = new RecordingService(store);
  return {
    recordings,
    recordingRetention: new RecordingRetention(
      (retentionMs) => recordings.purge(retentionMs),
      options.recordingRetentionDays,
      log,
    ),
    helpCentre,
    articleChanges,
    helpCentreEditing: new HelpCentreEditingService(store, articleChanges),
    aiResponder,
    owedAnswers: new OwedAnswers({ store, cluster, responder: aiResponder, log }),
    /** What /health reports: the store's current problem (disk full, read-only, locked), if any. */
    storeProblem: () => store.problem(),
    reception,
    codeMailbox,
    uploads,
    sessions: new SessionService(
      store,
      options,
      new SignInLimiter(cluster.counters, options.signInLimits),
      options.tokenEndings,
    ),
    products: new ProductService(store),
    faq: new FaqService(store),
    legacyFaq: new LegacyFaqService(store),
    conversations: new ConversationService(store, assistant),
    groups: new GroupService(store, reception),
    messaging: new MessagingService({
      store,
      aiResponder,
      reception,
      uploads: citations,
      quota: new MessageQuota(windowCounterOf(cluster), options.quotas.messages),
    }),
    verify: new VerifyService(store, codeMailbox),
    answerFeedback: new AnswerFeedbackService(store),
    workOrders: new WorkOrderService(store, customers, agents, citations, cluster),
    profiles: new CustomerProfileService(store),
    supervision: new SupervisorService(store, new AgentRoster(store, agents, cluster.shared)),
  };
}

export type Services = ReturnType<typeof createServices>;
