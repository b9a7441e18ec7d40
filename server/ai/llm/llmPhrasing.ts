import type { FastifyBaseLogger } from 'fastify';
import { AI_REPLY_CODE } from '../../../src/protocol/codes';
import type { AiReply } from '../../../src/protocol/entities';
import type { Assistant, AssistantQuestion } from '../assistant';
import type { ChatModel } from './chatCompletions';
import { errorText } from './answerError';
import { phrasingPrompt, type AnsweredArticle } from './phrasingPrompt';

/** Spec: after 3 s without a complete answer, the article's own text is sent. */
export const LLM_ANSWER_TIMEOUT_MS = 3000;

export interface LlmPhrasingOptions {
  /** Logs a warning when the article's own text is sent instead of the model's answer. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Default LLM_ANSWER_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** The article an ANSWER came from: its first source and its text; other replies are not the model's to phrase. */
function answeredArticle(reply: AiReply): AnsweredArticle | undefined {
  const { text, sources } = reply.data;
  if (reply.reply_code !== AI_REPLY_CODE.answer || !sources?.length || text === undefined) return undefined;
  return { title: sources[0].title, text };
}

/** The model's answer, or undefined after logging why not (timeout, HTTP failure, malformed or empty answer). */
async function modelAnswer(
  model: ChatModel,
  article: AnsweredArticle,
  question: AssistantQuestion,
  options: LlmPhrasingOptions,
): Promise<string | undefined> {
  const timeoutMs = options.timeoutMs ?? LLM_ANSWER_TIMEOUT_MS;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const asked = question.query.query.trim() || article.title;
    return await model.complete(phrasingPrompt(article, asked, question.locale), abort.signal);
  } catch (error) {
    const reason = abort.signal.aborted ? `no complete answer within ${timeoutMs} ms` : errorText(error);
    options.log.warn({ reason, locale: question.locale }, "the LLM did not answer: sending the article's own text");
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The assistant, with its help-centre answers phrased by a chat model in the customer's language
 * (docs/assistant.md, "An optional LLM"). Intent and retrieval are the assistant's: only an ANSWER
 * that carries sources is given to the model, with its article and the question, and keeps its sources;
 * every other reply, and any answer the model fails to give in time, is the assistant's own.
 */
export function withLlmPhrasing(assistant: Assistant, model: ChatModel, options: LlmPhrasingOptions): Assistant {
  return {
    welcome: (locale) => assistant.welcome(locale),
    async reply(question) {
      const reply = await assistant.reply(question);
      const article = answeredArticle(reply);
      if (!article) return reply;
      const text = await modelAnswer(model, article, question, options);
      return text === undefined ? reply : { ...reply, data: { ...reply.data, text } };
    },
  };
}
