/** Message content types (spec §3). */
export const CONTENT_TYPE = {
  text: 101,
  image: 102,
  /** Meaning not shown in the spec; ours: a work order's card, JSON WorkOrderMessage (docs/protocol.md). */
  workOrder: 103,
  reserved104: 104,
  groupSystem: 201,
  evaluationCard: 202,
  /** A question to the AI assistant; content is an AiQueryPayload as JSON (docs/protocol.md). */
  aiQuery: 203,
  /** Outgoing kinds whose meaning is not shown; reserved (docs/protocol.md). */
  reserved204: 204,
  aiReply: 205,
  reserved206: 206,
  noAgentOnline: 302,
  queue: 304,
  stopSignal: 307,
  evaluateSignal: 308,
  evaluationGreyed: 312,
  /** Ours: the other side read the conversation up to a seq; content is a ReadReceipt as JSON (docs/protocol.md, "Signals"). */
  readReceipt: 310,
  /** Ours: the agent serving the reception is typing; repeated while they type (docs/protocol.md, "Signals"). */
  agentTyping: 311,
  socketOccupied: 314,
} as const;
export type ContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];

export const CHAT_TYPE = { single: 1, group: 2 } as const;
export type ChatType = (typeof CHAT_TYPE)[keyof typeof CHAT_TYPE];

/** Always 1 for this client (spec §3, §7). */
export const PLATFORM_ID = 1;

/** Reception phases from the status poll (spec §4). */
export const RECEPTION_PHASE = {
  ai: 1,
  humanRequested: 2,
  humanServing: 3,
  stoppedByAgent: 4,
  stoppedByUser: 5,
  stoppedByTimeout: 6,
} as const;
export type ReceptionPhase = (typeof RECEPTION_PHASE)[keyof typeof RECEPTION_PHASE];
export const HUMAN_STAGE_PHASES: readonly number[] = [2, 3];
export const STOPPED_PHASES: readonly number[] = [4, 5, 6];

/**
 * AI reply codes (spec §4). ANSWER is ours: the spec names only the codes that make the client act,
 * and a plain answer must carry some code (docs/protocol.md).
 */
export const AI_REPLY_CODE = {
  answer: 'ANSWER',
  inputting: 'INPUTTING',
  contactHuman: 'CONTACT_HUMAN',
  detectedSameQuestions: 'DETECTED_SAME_QUESTIONS',
  createTechnicalOrder: 'CREATE_TECHNICAL_ORDER',
  toCreateWorkOrder: 'TO_CREATE_WORK_ORDER',
} as const;
export type AiReplyCode = (typeof AI_REPLY_CODE)[keyof typeof AI_REPLY_CODE];

export const WORK_ORDER_KIND = { appeal: 1, technical: 2 } as const;

/** msg_stage of AI payloads (spec §4). */
export const MSG_STAGE = { aiOver: 1, aiActive: 2 } as const;
export const AI_STATUS_OFF = 2;

/** Withdrawal order display statuses (spec §4). */
export const WITHDRAWAL_STATUS = {
  credited: 1,
  pendingReview: 2,
  failedRefunded: 3,
  inProgress: 4,
  onHold: 5,
  violation: 6,
} as const;

/** Socket close code used when the chat is open elsewhere (spec §9). */
export const NORMAL_CLOSE_CODE = 1000;

/** Close codes after which retrying cannot help: a new login is needed (docs/protocol.md, "Connecting"). */
export const WS_CLOSE_CODE = {
  /** A query parameter is missing or malformed. */
  badRequest: 4000,
  /** The token is unknown, or names another user or product. */
  unauthorized: 4001,
  /** The agent socket was opened from a page whose Origin is not allowed (docs/protocol.md, "Agent socket"). */
  forbiddenOrigin: 4003,
} as const;

/**
 * Error codes of the response envelope and of reply frames. The spec shows none (§8); these are
 * ours, each tied to a translated message of §8 where one exists (docs/protocol.md, "Error codes").
 */
export const ERROR_CODE = {
  ok: 0,
  parameterError: 1001,
  unsupportedProduct: 1002,
  authFailed: 1003,
  tokenInvalid: 1004,
  notFound: 1005,
  alreadySubmitted: 1006,
  notImplemented: 1007,
  tooManyRequests: 1008,
  tokenExpired: 1009,
  signExpired: 1010,
  /** A signed-in agent without the role the call needs (an editor's, for the help centre's writes). */
  forbidden: 1011,
  orderNotExist: 2001,
  orderNotCredited: 2002,
  orderIncorrect: 2003,
  orderNotYours: 2004,
  withdrawalOrderInvalid: 2005,
  tooManyOrders: 2006,
  screenshotsRequired: 2007,
  screenshotInvalid: 2008,
  fileTypeUnsupported: 2009,
  fileTooLarge: 2010,
  verifyCodeWrong: 2011,
  verifyCodeExpired: 2012,
  fileNotYours: 2013,
  /** A field recording reached its size cap (RECORDING_LIMITS.recordingBytes): its page stops uploading, quietly. */
  recordingFull: 2014,
  /** The customer's upload bytes for the last 24 hours would pass their daily quota (docs/protocol.md, "Quotas"). */
  uploadQuotaExceeded: 2015,
  /** The customer signed as many upload URLs as the minute allows. */
  tooManyUploads: 2016,
  /** The customer sent as many messages as the minute allows; the refused one is not stored. */
  tooManyMessages: 2017,
  serverError: 1500,
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** Business constants (spec §9). */
export const LIMITS = {
  pingIntervalMs: 3000,
  maxMissedPings: 3,
  reconnectIntervalMs: 3000,
  brokenNetworkAfterAttempts: 3,
  resendCheckIntervalMs: 1000,
  resendAfterMs: 3000,
  resendRetries: 1,
  historyPageSize: 10,
  /** Text content, counted in Unicode code points (docs/protocol.md, "Limits"). */
  maxTextChars: 4000,
  maxWithdrawalOrders: 3,
  clientVersion: 'v1.4.8',
} as const;
