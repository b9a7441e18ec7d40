/** Why the model gave no usable answer: the assistant then sends the article's own text. */
export class LlmAnswerError extends Error {
  override readonly name = 'LlmAnswerError';
}

/**
 * An error's message and its cause's (fetch says "fetch failed" and puts "connect ECONNREFUSED …" in
 * the cause). Read by shape, not instanceof: fetch's errors may come from another realm (a test's VM).
 */
export function errorText(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown } };
  const parts = [message, cause?.message].filter((part) => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(': ') : String(error);
}
