/** Small talk the assistant answers itself when no article matches a greeting or a thank-you. */
export type SmallTalk = 'greeting' | 'thanks';

/** The quick questions offered with the welcome, in this order; tapped, each gets its help-centre article. */
export const QUICK_TOPICS = ['password', 'deposit', 'withdraw'] as const;
export type QuickTopic = (typeof QUICK_TOPICS)[number];

/** Work orders the AI offers to open (TO_CREATE_WORK_ORDER). */
export const WORK_ORDER_TOPICS = ['withdrawal', 'topUp', 'appeal', 'payment'] as const;
export type WorkOrderTopic = (typeof WORK_ORDER_TOPICS)[number];

/** The AI question_type of each work order (docs/protocol.md: 21–24 are spec §4's work-order types). */
export const WORK_ORDER_QUESTION_TYPE: Readonly<Record<WorkOrderTopic, number>> = {
  withdrawal: 21,
  topUp: 22,
  appeal: 23,
  payment: 24,
};

/** The replies that are not articles: a person (CONTACT_HUMAN), a bug report (CREATE_TECHNICAL_ORDER), a work order. */
export type ReplyTopic = 'human' | 'technical' | WorkOrderTopic;

/**
 * What the assistant says in its own words, per language. Everything about the product itself comes
 * from the help centre's articles (server/ai/knowledge), never from here.
 */
export interface AssistantTexts {
  welcome: string;
  /** Quick-question titles: each asks what one help-centre article answers. */
  questions: Record<QuickTopic, string>;
  answers: Record<SmallTalk, string>;
  /** The text of the reply to each intent. */
  replies: Record<ReplyTopic, string>;
  /** DETECTED_SAME_QUESTIONS: the customer asked the same thing twice in a row. */
  sameQuestion: string;
  /** The answer to a "start over" (a query with reset_question_type). */
  startOver: string;
  /**
   * Spec §8 "Unable to understand your request, please describe in more detail": no article is a
   * confident match and no intent applies. The same text as the client's `errors.unreadableRequest`.
   */
  notUnderstood: string;
  /** The second miss in a row: the person is offered first (with "Talk to a person"), rephrasing second. */
  stillNotUnderstood: string;
  /** Asking for a person while no agent can take a chat: the leave-a-message offer comes first. */
  noAgentOnline: string;
  /** A picture sent after the AI opened a work-order form: it is in the form now. */
  pictureAdded: string;
}
