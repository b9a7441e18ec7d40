import { AI_REPLY_CODE } from '../../src/protocol/codes';
import type { AiQueryPayload, AiReply, AiWelcome, AnswerSource, QuickQuestion } from '../../src/protocol/entities';
import type { WithdrawOrder } from '../../src/protocol/orders';
import type { LocaleCode } from '../locale';
import type { TopUpOrderFacts } from '../orders/rules';
import { detectIntent, hasIntentWords, withoutIntentWords, type Intent } from './intents/detectIntent';
import type { ArticleMatch, KnowledgeArticle } from './knowledge/articleIndex';
import { confidenceOf } from './knowledge/confidence';
import { isUnspaced } from './knowledge/terms';
import type { HelpCentre, HelpCentreView } from './knowledge/helpCentre';
import { sameQuestionKey } from './sameQuestion';
import { orderNumberReply, typedOrderNumber } from './orderNumbers';
import { pickedOrdersReply } from './orderReplies';
import { answer, articleAnswer, reply, sameQuestion, workOrder } from './replies';
import { ASSISTANT_TEXTS, type AssistantTexts, type QuickTopic } from './texts';

/** One customer question as the assistant sees it. */
export interface AssistantQuestion {
  productId: string;
  customerId: string;
  locale: LocaleCode;
  query: AiQueryPayload;
  /** The customer's previous query in the same conversation: tells a repeated question. */
  previous?: AiQueryPayload;
  /** The assistant's last reply before this question: tells a second miss in a row. */
  previousReply?: AiReply;
  /** The customer's withdrawal orders, newest first: work orders 21 and 23 list them; picked ids are answered from them. */
  withdrawOrders: readonly WithdrawOrder[];
  /** Whether an agent could take a chat now; asked only when the customer asks for a person (available when absent). */
  agentAvailable?: () => Promise<boolean>;
  /** A top-up order of the product by its number, for a typed top-up order number (none when absent). */
  findTopUpOrder?: (orderNo: string) => Promise<TopUpOrderFacts | undefined>;
  /** The customer's picture went into the work-order form the previous reply opened. */
  pictureAttached?: boolean;
}

/** The AI side of the chat: a greeting for a new session and one reply per question. */
export interface Assistant {
  welcome(locale: LocaleCode): AiWelcome;
  reply(question: AssistantQuestion): Promise<AiReply>;
}

/** A tapped quick question comes back with its question_type, which names the topic in any language. */
export const QUICK_QUESTIONS: readonly { id: string; topic: QuickTopic; questionType: number }[] = [
  { id: 'q1', topic: 'password', questionType: 1 },
  { id: 'q2', topic: 'deposit', questionType: 2 },
  { id: 'q3', topic: 'withdraw', questionType: 3 },
];

/** Other articles listed as sources scored at least this share of the best one. */
const RELATED_SHARE = 0.7;
const MAX_SOURCES = 3;
/** A repeated question lists this many related articles to pick from. */
const MAX_RELATED = 3;
/** The most matches any reply reads (confidence reads two): a search need not list the hundreds it finds. */
const MATCHES_READ = Math.max(MAX_SOURCES, MAX_RELATED, 2);

function quickQuestions(texts: AssistantTexts): QuickQuestion[] {
  return QUICK_QUESTIONS.map(({ id, topic, questionType }) => ({
    id,
    title: texts.questions[topic],
    question_type: questionType,
  }));
}

/** A "start over": reset_question_type present, whatever the type (0 when the reset question had none; docs/protocol.md). */
export function isReset(query: AiQueryPayload): boolean {
  return query.reset_question_type !== undefined;
}

/** The same question as the previous one; nothing repeats a "start over", and an empty query repeats nothing. */
function repeats(query: AiQueryPayload, previous: AiQueryPayload | undefined): boolean {
  if (!previous || isReset(previous)) return false;
  const key = sameQuestionKey(query.query);
  return key !== '' && key === sameQuestionKey(previous.query);
}

function sourcesOf(matches: readonly ArticleMatch[]): AnswerSource[] {
  const [best] = matches;
  return matches
    .filter((match) => match === best || match.score >= best.score * RELATED_SHARE)
    .slice(0, MAX_SOURCES)
    .map(({ id, title }) => ({ id, title }));
}

/**
 * What a message asks: an intent, and the articles that answer it (none unless confident). A person's or
 * a bug's words give way to an article when the rest of the message matches it strongly and the article
 * itself speaks of them: "someone says he is the admin and wants my code" is the phishing article.
 */
function understand(view: HelpCentreView, text: string, locale: LocaleCode) {
  const intent = detectIntent(text, locale);
  if (intent?.kind === 'human' || intent?.kind === 'technical') {
    const rest = view.index.find(withoutIntentWords(text, locale, intent.kind), MATCHES_READ);
    const article = view.article(rest[0]?.id ?? '');
    if (
      article &&
      confidenceOf(rest, scriptOf(locale)) === 'strong' &&
      hasIntentWords(articleWords(article), locale, intent.kind)
    )
      return { intent: undefined, matches: rest, unanswered: false };
    // A request for a person is answered by the hand-over alone: no article is looked up for it.
    if (intent.kind === 'human') return { intent, matches: [], unanswered: false };
  }
  const matches = view.index.find(text, MATCHES_READ);
  const confident = confidenceOf(matches, scriptOf(locale)) !== 'none';
  // Words the help centre knows, but no article it is sure of: a question editors may want to answer.
  return { intent, matches: confident ? matches : [], unanswered: !confident && matches.length > 0 };
}

const scriptOf = (locale: LocaleCode) => (isUnspaced(locale) ? 'unspaced' : 'spaced');

/** What an article is about: its title and the questions customers ask (its answer may well say "chat with support"). */
const articleWords = (article: KnowledgeArticle) => [article.title, ...article.phrasings].join('\n');

function answerFrom(view: HelpCentreView, matches: readonly ArticleMatch[]): AiReply | undefined {
  const article = matches[0] && view.article(matches[0].id);
  return article ? articleAnswer(article, sourcesOf(matches)) : undefined;
}

function intentReply(
  intent: Exclude<Intent, { kind: 'human' }>,
  texts: AssistantTexts,
  withdrawOrders: readonly WithdrawOrder[],
): AiReply {
  switch (intent.kind) {
    case 'appeal':
      return workOrder(texts, 'appeal', withdrawOrders);
    case 'moneyProblem':
      return workOrder(texts, intent.subject, withdrawOrders);
    case 'technical':
      return reply(AI_REPLY_CODE.createTechnicalOrder, { text: texts.replies.technical });
    case 'smallTalk':
      return answer(texts.answers[intent.topic]);
  }
}

/** Spec §8 "Unable to understand…" with "Talk to a person"; on the second miss in a row, the person first. */
function notUnderstood(texts: AssistantTexts, missedBefore: boolean): AiReply {
  return reply(AI_REPLY_CODE.answer, {
    text: missedBefore ? texts.stillNotUnderstood : texts.notUnderstood,
    offer_human: 1,
  });
}

/** Whether the assistant's last reply was a miss too ("Unable to understand…" offers a person). */
const missedBefore = (previousReply: AiReply | undefined) => previousReply?.data.offer_human === 1;

/** The hand-over: with no agent to take the chat, the leave-a-message offer comes first (the client offers it on 302). */
async function handOver(texts: AssistantTexts, agentAvailable: () => Promise<boolean>): Promise<AiReply> {
  const text = (await agentAvailable()) ? texts.replies.human : texts.noAgentOnline;
  return reply(AI_REPLY_CODE.contactHuman, { text }, { contactHuman: 1 });
}

const ALWAYS_AVAILABLE = async () => true;
const NO_TOP_UP_ORDERS = async () => undefined;

/**
 * Answers from the product's help centre (docs/assistant.md). Order: a start over; picked withdrawal
 * orders; a tapped quick question (its article); then by the typed text: asking for a person > an
 * order number given on its own > spec §8 "Unable to understand…" when nothing is understood > a
 * repeated question (the related articles to pick from) > another intent (an appeal, a reported money
 * problem, a bug report) > the best article when confident > small talk.
 * Deterministic: the same question after the same previous one gets the same reply.
 */
export function createHelpCentreAssistant(helpCentre: HelpCentre): Assistant {
  return {
    welcome(locale) {
      const texts = ASSISTANT_TEXTS[locale];
      return { text: texts.welcome, questions: quickQuestions(texts) };
    },

    async reply(question) {
      const { productId, locale, query, previous, withdrawOrders } = question;
      const texts = ASSISTANT_TEXTS[locale];
      if (isReset(query)) return answer(texts.startOver);
      if (question.pictureAttached) return answer(texts.pictureAdded);
      if (query.withdraw_order_ids.length > 0) {
        const picked = pickedOrdersReply(query.withdraw_order_ids, withdrawOrders, locale);
        if (picked) return picked;
      }
      const view = await helpCentre.view(productId, locale);
      const tapped = QUICK_QUESTIONS.find((question) => question.questionType === query.select_question_type);
      if (tapped) {
        const tappedAnswer = answerFrom(view, view.index.find(texts.questions[tapped.topic], MATCHES_READ));
        if (tappedAnswer) return tappedAnswer;
      }
      const { intent, matches, unanswered } = understand(view, query.query, locale);
      if (intent?.kind === 'human') return handOver(texts, question.agentAvailable ?? ALWAYS_AVAILABLE);
      const orderNumber = (!intent || intent.kind === 'smallTalk') && typedOrderNumber(query.query, locale);
      if (orderNumber)
        return orderNumberReply(orderNumber, locale, {
          customerId: question.customerId,
          withdrawOrders,
          findTopUpOrder: question.findTopUpOrder ?? NO_TOP_UP_ORDERS,
        });
      if (!intent && matches.length === 0) {
        if (unanswered) await helpCentre.noteUnanswered(productId, locale, query.query);
        return notUnderstood(texts, missedBefore(question.previousReply));
      }
      if (repeats(query, previous)) {
        const related = matches.slice(0, MAX_RELATED).map(({ id, title }) => ({ id, title }));
        return sameQuestion(texts, related.length > 0 ? related : quickQuestions(texts));
      }
      if (intent && intent.kind !== 'smallTalk') return intentReply(intent, texts, withdrawOrders);
      const articleReply = answerFrom(view, matches);
      if (articleReply) return articleReply;
      return intent ? intentReply(intent, texts, withdrawOrders) : notUnderstood(texts, false);
    },
  };
}
