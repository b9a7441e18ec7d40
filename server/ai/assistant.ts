import { AI_REPLY_CODE } from '../../src/protocol/codes';
import type { AiQueryPayload, AiReply, AiWelcome } from '../../src/protocol/entities';
import type { LocaleCode } from '../locale';
import { matchTopic } from './matcher';
import { ASSISTANT_TEXTS, type QuickTopic, type Topic } from './texts';

/** The AI side of the chat: a greeting for a new session and one reply per question. */
export interface Assistant {
  welcome(locale: LocaleCode): AiWelcome;
  reply(query: AiQueryPayload, locale: LocaleCode): AiReply;
}

/** A tapped quick question comes back with its question_type, which names the topic in any language. */
export const QUICK_QUESTIONS: readonly { id: string; topic: QuickTopic; questionType: number }[] = [
  { id: 'q1', topic: 'password', questionType: 1 },
  { id: 'q2', topic: 'deposit', questionType: 2 },
  { id: 'q3', topic: 'withdraw', questionType: 3 },
];

function answer(text: string): AiReply {
  return { reply_code: AI_REPLY_CODE.answer, contact_human: 0, reset_question: 0, data: { text } };
}

function topicOf(query: AiQueryPayload, locale: LocaleCode): Topic | undefined {
  const quick = QUICK_QUESTIONS.find((question) => question.questionType === query.select_question_type);
  return quick?.topic ?? matchTopic(query.query, locale);
}

/** Deterministic: the same question in the same language always gets the same reply. */
export const scriptedAssistant: Assistant = {
  welcome(locale) {
    const texts = ASSISTANT_TEXTS[locale];
    return {
      text: texts.welcome,
      questions: QUICK_QUESTIONS.map(({ id, topic, questionType }) => ({
        id,
        title: texts.questions[topic],
        question_type: questionType,
      })),
    };
  },

  reply(query, locale) {
    const texts = ASSISTANT_TEXTS[locale];
    const topic = topicOf(query, locale);
    return answer(topic ? texts.answers[topic] : texts.fallback);
  },
};
