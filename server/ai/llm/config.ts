/** An OpenAI-compatible chat-completions server that phrases the assistant's article answers (docs/assistant.md). */
export interface LlmConfig {
  provider: 'openai';
  /** Where `/chat/completions` is, without a trailing slash: https://api.openai.com/v1, http://127.0.0.1:11434/v1. */
  baseUrl: string;
  model: string;
  /** Sent as the bearer token; never logged nor echoed. */
  apiKey: string;
}

export type LlmConfigResult = { ok: true; config: LlmConfig | undefined } | { ok: false; errors: string[] };

type Env = Readonly<Record<string, string | undefined>>;

function baseUrlProblem(raw: string | undefined): string | undefined {
  if (!raw) return 'AI_BASE_URL is required with AI_PROVIDER=openai (e.g. https://api.openai.com/v1)';
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(raw))
    return `AI_BASE_URL must be an http(s) URL such as http://127.0.0.1:11434/v1, got "${raw}"`;
  return undefined;
}

/**
 * The optional LLM from the environment: none without AI_PROVIDER (the embedded assistant alone);
 * with AI_PROVIDER=openai, AI_BASE_URL, AI_MODEL and AI_API_KEY are all required. Every problem at once.
 */
export function llmConfigFrom(env: Env): LlmConfigResult {
  const provider = env.AI_PROVIDER?.trim();
  if (!provider) return { ok: true, config: undefined };
  if (provider !== 'openai')
    return {
      ok: false,
      errors: [`AI_PROVIDER must be openai (or unset for the embedded assistant), got "${provider}"`],
    };
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  const apiKey = env.AI_API_KEY?.trim();
  const errors = [
    baseUrlProblem(baseUrl),
    model ? undefined : 'AI_MODEL is required with AI_PROVIDER=openai (the model name the server knows)',
    apiKey ? undefined : 'AI_API_KEY is required with AI_PROVIDER=openai (any value for a server that checks none)',
  ].filter((error) => error !== undefined);
  if (errors.length > 0 || !baseUrl || !model || !apiKey) return { ok: false, errors };
  return { ok: true, config: { provider, baseUrl: baseUrl.replace(/\/+$/, ''), model, apiKey } };
}
