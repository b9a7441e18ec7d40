import { join, resolve } from 'node:path';
import { agentConsoleConfigFrom, type AgentConsoleConfig } from './agentConsoleConfig';
import { nodeIdProblem } from './cluster/nodeId';
import { databaseConfigFrom, type DatabaseConfig } from './db/config';
import { demoHostPortFrom } from './demoHost/demoHostPage';
import { limitsFromEnv, type Limits } from './envLimits';
import { llmConfigFrom, type LlmConfig } from './ai/llm/config';
import { legacyFaqPortFrom } from './legacyFaq/listen';
import { isProductionMode } from './productionMode';
import { quotasFromEnv, type QuotaRules } from './quotas/rules';
import { DEFAULT_RECORDING_RETENTION_DAYS } from './recordings/retention';
import { DEFAULT_SIGN_WINDOW_MS } from './sessions/signedLinks';

/** What `npm start` (server/main.ts) reads from the environment (server/README.md, "Environment"). */
export interface SandboxConfig {
  host: string;
  port: number;
  /** The separate storage host for signed uploads (storage/). */
  storagePort: number;
  /** One storage address for several nodes' storage hosts behind a load balancer (docs/cluster.md). */
  storagePublicUrl: string | undefined;
  storageSecret: string | undefined;
  legacyFaqPort: number;
  /** Undefined in production mode: the demo host page is a demo, not started there. */
  demoHostPort: number | undefined;
  dataDir: string;
  /** The built client (`npm run build`). */
  staticDir: string;
  database: DatabaseConfig;
  /** Several nodes share Redis (and the database) when it is set (server/cluster/README.md). */
  redisUrl: string | undefined;
  /** Undefined: a random one. */
  nodeId: string | undefined;
  /** Behind a load balancer on this machine: the client's address is the one it forwards (X-Forwarded-For). */
  trustProxy: string | undefined;
  /** Undefined: the sandbox's default (DEFAULT_AI_DELAY_MS). */
  aiDelayMs: number | undefined;
  /** Undefined: the sandbox's default (DEFAULT_TOKEN_TTL_MS). */
  tokenTtlMs: number | undefined;
  signWindowMs: number;
  /** Days a field recording is kept after its last chunk. */
  recordingRetentionDays: number;
  agent: AgentConsoleConfig;
  limits: Limits;
  /** Per customer: upload URLs a minute, upload bytes a day, messages a minute. */
  quotas: QuotaRules;
  productionMode: boolean;
  /** Tests only: serves the fault switch at /__sandbox/faults (realtime/faults.ts); never in production mode. */
  faults: boolean;
  /** Set by a parent process that holds our stdin: when it goes away, so do we (no orphaned sandboxes). */
  exitWithStdin: boolean;
  /** The optional LLM that phrases the assistant's article answers (AI_PROVIDER=openai); undefined: the embedded assistant alone. */
  llm: LlmConfig | undefined;
}

export type ConfigResult = { ok: true; config: SandboxConfig } | { ok: false; errors: string[] };

type Env = Readonly<Record<string, string | undefined>>;

/** One setting: its value, or what is wrong with it (no message: it depends on another setting that is wrong). */
type Setting<T> = { ok: true; value: T } | { ok: false; errors: string[] };

const valid = <T>(value: T): Setting<T> => ({ ok: true, value });
const invalid = (...errors: string[]): Setting<never> => ({ ok: false, errors });

/** A reader that throws on a bad value (the `…From(env)` helpers) as a setting. */
function caught<T>(read: () => T): Setting<T> {
  try {
    return valid(read());
  } catch (error) {
    return invalid((error as Error).message);
  }
}

/** Every setting's value, or every message at once, in the order of the settings. */
function allOf<T extends object>(settings: { [K in keyof T]: Setting<T[K]> }):
  { ok: true; value: T } | { ok: false; errors: string[] } {
  const value: Partial<T> = {};
  const errors: string[] = [];
  let failed = false;
  for (const key of Object.keys(settings) as (keyof T)[]) {
    const setting = settings[key];
    if (setting.ok) value[key] = setting.value;
    else {
      failed = true;
      errors.push(...setting.errors);
    }
  }
  return failed ? { ok: false, errors } : { ok: true, value: value as T };
}

function portSetting(name: string, raw: string | undefined, fallback: number): Setting<number> {
  const port = Number(raw || fallback);
  return Number.isInteger(port) && port >= 0 && port <= 65535
    ? valid(port)
    : invalid(`${name} must be a port number, got "${raw}"`);
}

/** A port whose default follows PORT: unset while PORT is wrong, it has no value of its own to judge. */
function besideMainPort(
  main: Setting<number>,
  raw: string | undefined,
  read: (mainPort: number) => Setting<number>,
): Setting<number> {
  if (main.ok) return read(main.value);
  return raw ? read(Number.NaN) : invalid();
}

/** An optional whole number of milliseconds (undefined when unset), at least `min`. */
function millisecondsSetting(env: Env, name: string, min: 0 | 1): Setting<number | undefined> {
  const raw = env[name];
  if (!raw) return valid(undefined);
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min) return valid(value);
  return invalid(
    min === 0
      ? `${name} must be a whole number of milliseconds, got "${raw}"`
      : `${name} must be a positive whole number of milliseconds, got "${raw}"`,
  );
}

/** A whole number of days, at least 1, or the default when unset. */
function daysSetting(env: Env, name: string, fallback: number): Setting<number> {
  const raw = env[name];
  if (!raw) return valid(fallback);
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1
    ? valid(value)
    : invalid(`${name} must be a whole number of days of at least 1, got "${raw}"`);
}

function orDefault<T>(setting: Setting<T | undefined>, fallback: T): Setting<T> {
  return setting.ok ? valid(setting.value ?? fallback) : setting;
}

function storagePublicUrlSetting(raw: string | undefined): Setting<string | undefined> {
  if (!raw) return valid(undefined);
  return /^https?:\/\/[^/\s]+$/.test(raw)
    ? valid(raw)
    : invalid(`STORAGE_PUBLIC_URL must be an http(s) origin such as http://127.0.0.1:8081, got "${raw}"`);
}

function redisUrlSetting(raw: string | undefined): Setting<string | undefined> {
  if (!raw) return valid(undefined);
  // The URL itself may hold a password: never echoed.
  return /^rediss?:\/\//.test(raw) ? valid(raw) : invalid('REDIS_URL must be a redis://… or rediss://… URL');
}

function nodeIdSetting(raw: string | undefined): Setting<string | undefined> {
  if (!raw) return valid(undefined);
  const problem = nodeIdProblem(raw);
  return problem ? invalid(`NODE_ID ${problem}`) : valid(raw);
}

function llmSetting(env: Env): Setting<LlmConfig | undefined> {
  const llm = llmConfigFrom(env);
  return llm.ok ? valid(llm.config) : invalid(...llm.errors);
}

function quotasSetting(env: Env): Setting<QuotaRules> {
  const quotas = quotasFromEnv(env);
  return quotas.ok ? valid(quotas.quotas) : invalid(...quotas.errors);
}

function limitsSetting(env: Env): Setting<Limits> {
  const limits = limitsFromEnv(env);
  return limits.ok ? valid(limits.limits) : invalid(limits.error);
}

/**
 * The sandbox's settings from the environment, or every problem with it at once (one message per
 * setting). `repoRoot` holds the default data folder and the built client. Unset and empty variables
 * alike take their defaults (server/README.md, "Environment").
 */
export function configFromEnv(env: Env, repoRoot: string): ConfigResult {
  const port = portSetting('PORT', env.PORT, 8080);
  const productionMode = isProductionMode(env);
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, 'data'));
  const settings = allOf<SandboxConfig>({
    host: valid(env.HOST || '127.0.0.1'),
    port,
    storagePort: besideMainPort(port, env.STORAGE_PORT, (main) =>
      portSetting('STORAGE_PORT', env.STORAGE_PORT, main === 0 ? 0 : main + 1),
    ),
    tokenTtlMs: millisecondsSetting(env, 'TOKEN_TTL_MS', 1),
    signWindowMs: orDefault(millisecondsSetting(env, 'SIGN_WINDOW_MS', 1), DEFAULT_SIGN_WINDOW_MS),
    aiDelayMs: millisecondsSetting(env, 'SANDBOX_AI_DELAY_MS', 0),
    recordingRetentionDays: daysSetting(env, 'RECORDING_RETENTION_DAYS', DEFAULT_RECORDING_RETENTION_DAYS),
    storagePublicUrl: storagePublicUrlSetting(env.STORAGE_PUBLIC_URL),
    redisUrl: redisUrlSetting(env.REDIS_URL),
    nodeId: nodeIdSetting(env.NODE_ID),
    agent: caught(() => agentConsoleConfigFrom(env)),
    database: caught(() => databaseConfigFrom(env, dataDir)),
    limits: limitsSetting(env),
    quotas: quotasSetting(env),
    legacyFaqPort: besideMainPort(port, env.LEGACY_FAQ_PORT, (main) =>
      caught(() => legacyFaqPortFrom(env.LEGACY_FAQ_PORT, main)),
    ),
    demoHostPort: productionMode
      ? valid(undefined)
      : besideMainPort(port, env.DEMO_HOST_PORT, (main) => caught(() => demoHostPortFrom(env.DEMO_HOST_PORT, main))),
    storageSecret: valid(env.STORAGE_SECRET || undefined),
    trustProxy: valid(env.TRUST_PROXY || undefined),
    dataDir: valid(dataDir),
    staticDir: valid(join(repoRoot, 'dist')),
    productionMode: valid(productionMode),
    faults: valid(env.SANDBOX_FAULTS === '1' && !productionMode),
    exitWithStdin: valid(env.SANDBOX_EXIT_WITH_STDIN === '1'),
    llm: llmSetting(env),
  });
  return settings.ok ? { ok: true, config: settings.value } : { ok: false, errors: settings.errors };
}
