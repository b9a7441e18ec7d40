import { LlmAnswerError } from './answerError';

/** What one `data:` event of a streamed chat completion may carry. */
interface StreamedChunk {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
}

/** The text of a stream's events, a `data: …` line each; other SSE lines (comments, `event:`, `id:`) say nothing here. */
function dataOf(line: string): string | undefined {
  if (!line.startsWith('data:')) return undefined;
  return line.slice('data:'.length).trim();
}

function chunkOf(data: string): StreamedChunk {
  try {
    const chunk: unknown = JSON.parse(data);
    if (typeof chunk === 'object' && chunk !== null) return chunk as StreamedChunk;
  } catch {
    // Reported below, as any other malformed event.
  }
  throw new LlmAnswerError('malformed stream event');
}

/** Gathers the streamed deltas; complete once `data: [DONE]` or a `stop` finish reason arrives. */
class StreamedText {
  private text = '';
  private finished = false;
  /** `data: [DONE]`: nothing follows, the connection need not be read to its end. */
  done = false;

  take(data: string): void {
    if (data === '[DONE]') {
      this.finished = true;
      this.done = true;
      return;
    }
    const [choice] = chunkOf(data).choices ?? [];
    const content = choice?.delta?.content;
    if (typeof content === 'string') this.text += content;
    const finishReason = choice?.finish_reason;
    if (finishReason === 'stop') this.finished = true;
    // "length", "content_filter": the model stopped before the end of its answer.
    else if (typeof finishReason === 'string') throw new LlmAnswerError(`the answer was cut short (${finishReason})`);
  }

  result(): string {
    if (!this.finished) throw new LlmAnswerError('the stream ended before the answer did');
    return this.text;
  }
}

/**
 * The answer of a streamed chat completion (server-sent events: `data: {"choices":[{"delta":{"content":…}}]}`
 * lines, ending with `data: [DONE]`). Throws LlmAnswerError on a malformed event or an unfinished stream.
 */
export async function streamedAnswer(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  const streamed = new StreamedText();
  let pending = '';
  for await (const bytes of body) {
    pending += decoder.decode(bytes, { stream: true });
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const data = dataOf(line);
      if (data !== undefined) streamed.take(data);
      if (streamed.done) return streamed.result();
    }
  }
  const last = dataOf(pending + decoder.decode());
  if (last !== undefined) streamed.take(last);
  return streamed.result();
}
