import type { SandboxDatabase } from '../db/open';
import { createAgentNoteRepo } from './agentNotes';
import { createAgentTokenRepo } from './agentTokens';
import { createAnswerFeedbackRepo } from './answerFeedback';
import { createCannedReplyRepo } from './cannedReplies';
import { createContactRepo } from './contact';
import { createConversationRepo } from './conversations';
import { createCustomerProfileRepo } from './customerProfiles';
import { createEvaluationRepo } from './evaluations';
import { createFaqRepo } from './faq';
import { createFaqEditingRepo } from './faqEditing';
import { createLeftMessageRepo } from './leftMessages';
import { createMessageRepo } from './messages';
import { createOrderRepo } from './orders';
import { createOwedAnswerRepo } from './owedAnswers';
import { storeProblemOf } from './storeErrors';
import { createReceptionRepo } from './receptions';
import { createRecordingRepo } from './recordings';
import { createProductRepo } from './products';
import { createSignNonceRepo } from './signNonces';
import { createTeamStatsRepo } from './teamStats';
import { createTokenRepo } from './tokens';
import { createTransferRepo } from './transfers';
import { createUnreadRepo } from './unread';
import { createUploadRepo } from './uploads';
import { createUserRepo } from './users';
import { createVerifyCodeRepo } from './verifyCodes';
import { createWorkOrderRepo } from './workOrders';

/** Every query the sandbox runs, built once per database (server/store/namedQueries.ts). */
export function createStore(db: SandboxDatabase) {
  const owedAnswers = createOwedAnswerRepo(db);
  return {
    /** What writes have failed of since the last one that succeeded (disk full, read-only, locked). */
    problem: () => storeProblemOf(db),
    owedAnswers,
    products: createProductRepo(db),
    users: createUserRepo(db),
    tokens: createTokenRepo(db),
    signNonces: createSignNonceRepo(db),
    agentTokens: createAgentTokenRepo(db),
    conversations: createConversationRepo(db),
    messages: createMessageRepo(db, owedAnswers),
    unread: createUnreadRepo(db),
    receptions: createReceptionRepo(db),
    leftMessages: createLeftMessageRepo(db),
    agentNotes: createAgentNoteRepo(db),
    transfers: createTransferRepo(db),
    evaluations: createEvaluationRepo(db),
    orders: createOrderRepo(db),
    workOrders: createWorkOrderRepo(db),
    faq: createFaqRepo(db),
    faqEditing: createFaqEditingRepo(db),
    contact: createContactRepo(db),
    verifyCodes: createVerifyCodeRepo(db),
    uploads: createUploadRepo(db),
    cannedReplies: createCannedReplyRepo(db),
    answerFeedback: createAnswerFeedbackRepo(db),
    recordings: createRecordingRepo(db),
    profiles: createCustomerProfileRepo(db),
    teamStats: createTeamStatsRepo(db),
  };
}

export type Store = ReturnType<typeof createStore>;
