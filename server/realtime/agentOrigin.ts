/**
 * Whether an agent socket's Origin may open it: the sandbox's own origin (the request's Host, over
 * http or https) or one of `allowed` (SandboxOptions.agentOrigins, env AGENT_ORIGINS). A request with
 * no Origin does not come from a browser page, so no page can be driving it; it still needs a token.
 */
export function isAllowedAgentOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const own = host ? [`http://${host}`, `https://${host}`] : [];
  return [...own, ...allowed].some((candidate) => candidate.toLowerCase() === origin.toLowerCase());
}

/** AGENT_ORIGINS: origins separated by commas or spaces, without trailing slashes. */
export function parseAgentOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((origin) => origin.replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}
