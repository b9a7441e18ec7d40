import type { StoreProblemReport } from '../healthRoute';
import type { FastifyRequest } from 'fastify';
import type { AnswerFeedbackService } from '../../ai/answerFeedback';
import type { ConversationService } from '../../conversations/service';
import type { FaqService } from '../../faq/service';
import type { GroupService } from '../../groups/service';
import type { LegacyFaqService } from '../../legacyFaq/service';
import type { ProductService } from '../../products/service';
import type { ReceptionService } from '../../reception/service';
import type { RecordingService } from '../../recordings/service';
import type { SessionService } from '../../sessions/service';
import type { UploadService } from '../../uploads/service';
import type { VerifyService } from '../../verify/service';
import type { WorkOrderService } from '../../workOrders/service';
import type { RateLimitRule } from '../rateLimits';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** A REST call: the handler returns the envelope's data, or throws a SandboxError. */
export interface ApiRoute {
  method: HttpMethod;
  url: string;
  handler: (request: FastifyRequest) => unknown;
  /** Limits how often one client may call it (http/rateLimits.ts); unlimited without one. */
  rateLimit?: RateLimitRule;
}

/** The domain services REST calls: each route parses, authorizes, calls one of them and answers. */
export interface RouteDeps {
  sessions: SessionService;
  products: ProductService;
  faq: FaqService;
  legacyFaq: LegacyFaqService;
  conversations: ConversationService;
  groups: GroupService;
  reception: ReceptionService;
  workOrders: WorkOrderService;
  uploads: UploadService;
  verify: VerifyService;
  answerFeedback: AnswerFeedbackService;
  recordings: RecordingService;
  /** The store's current problem, for GET /health. */
  storeProblem: () => StoreProblemReport | undefined;
}
