import { DEMO_AGENTS } from './db/seed';
import { DEFAULT_AGENT_TOKEN_TTL_MS } from './sessions/service';
import { parseAgentOrigins } from './realtime/agentOrigin';

export interface AgentConsoleConfig {
  agentConsole: boolean;
  agentTokenTtlMs: number;
  agentOrigins: string[];
  queueGraceMs?: number;
  agentMaxChats?: number;
}

/** An optional whole number from the environment, at least `min`; throws naming the variable. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, unit: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of ${unit} of at least ${min}, got "${raw}"`);
  return value;
}

/**
 * The agent console's settings from the environment (server/README.md, "Agent console"):
 * AGENT_CONSOLE=off turns it off, AGENT_TOKEN_TTL_MS is the sign-in lifetime, AGENT_ORIGINS
 * lists more origins allowed to open /agent-ws, QUEUE_GRACE_MS is how long a waiting customer may be
 * gone, AGENT_MAX_CHATS every agent's capacity. Throws with a message naming a bad value.
 */
export function agentConsoleConfigFrom(env: NodeJS.ProcessEnv): AgentConsoleConfig {
  const switchValue = (env.AGENT_CONSOLE ?? 'on').trim().toLowerCase();
  if (switchValue !== 'on' && switchValue !== 'off')
    throw new Error(`AGENT_CONSOLE must be on or off, got "${env.AGENT_CONSOLE}"`);
  const ttlMs = env.AGENT_TOKEN_TTL_MS ? Number(env.AGENT_TOKEN_TTL_MS) : DEFAULT_AGENT_TOKEN_TTL_MS;
  if (!Number.isInteger(ttlMs) || ttlMs <= 0) {
    throw new Error(
      `AGENT_TOKEN_TTL_MS must be a whole number of milliseconds above 0, got "${env.AGENT_TOKEN_TTL_MS}"`,
    );
  }
  return {
    agentConsole: switchValue === 'on',
    agentTokenTtlMs: ttlMs,
    agentOrigins: parseAgentOrigins(env.AGENT_ORIGINS),
    queueGraceMs: wholeNumber(env, 'QUEUE_GRACE_MS', 0, 'milliseconds'),
    agentMaxChats: wholeNumber(env, 'AGENT_MAX_CHATS', 1, 'chats'),
  };
}

/** What `npm start` prints about the agent console: where it is and the demo agents' sign-ins. */
export function agentConsoleLines(base: string, enabled: boolean): string[] {
  if (!enabled) return ['  Agent console:           off (AGENT_CONSOLE=off)'];
  const agents = DEMO_AGENTS.map((agent) => `${agent.username} / ${agent.password}`).join(', ');
  return [
    `  Agent console:           ${base}/agent`,
    `                           demo agents (username / password): ${agents}`,
  ];
}
