import { errorText, LlmAnswerError } from './answerError';
import type { LlmConfig } from './config';
import { streamedAnswer } from './streamedAnswer';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** A chat model: the answer to a conversation, or LlmAnswerError (or the signal's abort) when it has none. */
export interface ChatModel {
  complete(messages: readonly ChatMessage[], signal: AbortSignal): Promise<string>;
}

/** Low: the model rephrases facts, it should not invent. */
const TEMPERATURE = 0.2;

interface CompletionJson {
  choices?: { message?: { content?: unknown } }[];
}

async function jsonAnswer(response: Response): Promise<string> {
  let body: CompletionJson;
  try {
    body = (await response.json()) as CompletionJson;
  } catch {
    throw new LlmAnswerError('malformed JSON answer');
  }
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new LlmAnswerError('the answer has no choices[0].message.content');
  return content;
}

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');

/**
 * An OpenAI-compatible chat-completions server (OpenAI, vLLM, Ollama, llama.cpp's server): POST
 * {baseUrl}/chat/completions with the bearer key, asking for a stream. Reads the server-sent events,
 * or a plain JSON completion from a server that does not stream. Only the HTTP status is reported of a
 * failed call: an error body may quote the key.
 */
export function chatCompletionsModel(config: Pick<LlmConfig, 'baseUrl' | 'model' | 'apiKey'>): ChatModel {
  return {
    async complete(messages, signal) {
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ model: config.model, messages, stream: true, temperature: TEMPERATURE }),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        // Never the key in a reason that gets logged, whatever the error quotes.
        throw new LlmAnswerError(`the request failed: ${errorText(error).split(config.apiKey).join('[redacted]')}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new LlmAnswerError(`HTTP ${response.status}`);
      }
      const answer =
        isEventStream(response) && response.body ? await streamedAnswer(response.body) : await jsonAnswer(response);
      if (answer.trim() === '') throw new LlmAnswerError('empty answer');
      return answer.trim();
    },
  };
}
