/** @jest-environment ./__tests__/support/quietNodeEnvironment.ts */
import { join } from 'node:path';
import { configFromEnv, type SandboxConfig } from '../../../server/config';
import { DEFAULT_QUOTAS } from '../../../server/quotas/rules';
import { FRAME_BUDGET } from '../../../server/realtime/frameBudget';
import { DEFAULT_SIGN_WINDOW_MS } from '../../../server/sessions/signedLinks';
import { SIGN_IN_BACKOFF } from '../../../server/sessions/signInBackoff';
import { SIGN_IN_ADDRESS_CEILING } from '../../../server/sessions/signInLimiter';

const REPO = join('/', 'repo');

const DEFAULTS: SandboxConfig = {
  host: '127.0.0.1',
  port: 8080,
  storagePort: 8081,
  storagePublicUrl: undefined,
  storageSecret: undefined,
  legacyFaqPort: 8082,
  demoHostPort: 8083,
  dataDir: join(REPO, 'data'),
  staticDir: join(REPO, 'dist'),
  database: { engine: 'sqlite', dataDir: join(REPO, 'data') },
  redisUrl: undefined,
  nodeId: undefined,
  trustProxy: undefined,
  aiDelayMs: undefined,
  tokenTtlMs: undefined,
  signWindowMs: DEFAULT_SIGN_WINDOW_MS,
  recordingRetentionDays: 30,
  agent: { agentConsole: true, agentTokenTtlMs: 12 * 60 * 60 * 1000, agentOrigins: [] },
  limits: { signInLimit: SIGN_IN_ADDRESS_CEILING, signInBackoff: SIGN_IN_BACKOFF, frameBudget: FRAME_BUDGET },
  quotas: DEFAULT_QUOTAS,
  productionMode: false,
  faults: false,
  exitWithStdin: false,
  llm: undefined,
};

const LLM_ENV = {
  AI_PROVIDER: 'openai',
  AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
  AI_MODEL: 'llama3.2',
  AI_API_KEY: 'sk-test-key',
};

describe('configFromEnv', () => {
  it.each<[string, Record<string, string>, Partial<SandboxConfig>]>([
    ['defaults when unset', {}, {}],
    ['defaults when empty', { PORT: '', TOKEN_TTL_MS: '', REDIS_URL: '', NODE_ID: '', DATA_DIR: '' }, {}],
    [
      'the ports beside PORT follow it',
      { PORT: '9000' },
      { port: 9000, storagePort: 9001, legacyFaqPort: 9002, demoHostPort: 9003 },
    ],
    ['PORT=0: every port free', { PORT: '0' }, { port: 0, storagePort: 0, legacyFaqPort: 0, demoHostPort: 0 }],
    [
      'ports of their own',
      { PORT: '9000', STORAGE_PORT: '7001', LEGACY_FAQ_PORT: '7002', DEMO_HOST_PORT: '0' },
      { port: 9000, storagePort: 7001, legacyFaqPort: 7002, demoHostPort: 0 },
    ],
    [
      'times',
      { TOKEN_TTL_MS: '1000', SIGN_WINDOW_MS: '2000', SANDBOX_AI_DELAY_MS: '0', RECORDING_RETENTION_DAYS: '7' },
      { tokenTtlMs: 1000, signWindowMs: 2000, aiDelayMs: 0, recordingRetentionDays: 7 },
    ],
    [
      'a cluster node',
      {
        REDIS_URL: 'redis://127.0.0.1:6379',
        NODE_ID: 'node-a',
        TRUST_PROXY: '127.0.0.1',
        STORAGE_PUBLIC_URL: 'http://127.0.0.1:8090',
        STORAGE_SECRET: 'shh',
        DATABASE_URL: 'postgres://db/sandbox',
      },
      {
        redisUrl: 'redis://127.0.0.1:6379',
        nodeId: 'node-a',
        trustProxy: '127.0.0.1',
        storagePublicUrl: 'http://127.0.0.1:8090',
        storageSecret: 'shh',
        database: { engine: 'postgres', url: 'postgres://db/sandbox' },
      },
    ],
    [
      'a data folder of its own',
      { DATA_DIR: '/var/sandbox' },
      { dataDir: '/var/sandbox', database: { engine: 'sqlite', dataDir: '/var/sandbox' } },
    ],
    [
      'the fault switch, and a parent holding stdin',
      { SANDBOX_FAULTS: '1', SANDBOX_EXIT_WITH_STDIN: '1' },
      { faults: true, exitWithStdin: true },
    ],
    [
      'production mode: no fault switch, no demo host page (its port not even read)',
      { NODE_ENV: 'production', SANDBOX_FAULTS: '1', DEMO_HOST_PORT: 'none' },
      { productionMode: true, faults: false, demoHostPort: undefined },
    ],
    ['SANDBOX_MODE=production', { SANDBOX_MODE: 'production' }, { productionMode: true, demoHostPort: undefined }],
    [
      'the agent console and the limits',
      {
        AGENT_CONSOLE: 'off',
        QUEUE_GRACE_MS: '500',
        SIGN_IN_RATE_LIMIT: '5/30',
        SIGN_IN_BACKOFF: '3/2/60',
        FRAME_BUDGET: '10/20',
      },
      {
        agent: { agentConsole: false, agentTokenTtlMs: 12 * 60 * 60 * 1000, agentOrigins: [], queueGraceMs: 500 },
        limits: {
          signInLimit: { max: 5, timeWindowMs: 30_000 },
          signInBackoff: { freeFailures: 3, baseDelayMs: 2000, maxDelayMs: 60_000 },
          frameBudget: { perSecond: 10, burst: 20 },
        },
      },
    ],
    [
      'the quotas',
      { UPLOAD_SIGN_LIMIT: '5/30', UPLOAD_DAILY_BYTES: '1048576', MESSAGE_RATE_LIMIT: '10/60' },
      {
        quotas: {
          uploadSigns: { max: 5, windowMs: 30_000 },
          uploadBytesPerDay: 1_048_576,
          messages: { max: 10, windowMs: 60_000 },
        },
      },
    ],
    [
      'an LLM that phrases the answers (the base URL without its trailing slash)',
      LLM_ENV,
      {
        llm: { provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: 'sk-test-key' },
      },
    ],
    ["the LLM's settings without AI_PROVIDER: the embedded assistant alone", { ...LLM_ENV, AI_PROVIDER: '' }, {}],
  ])('%s', (_case, env, changed) => {
    expect(configFromEnv(env, REPO)).toEqual({ ok: true, config: { ...DEFAULTS, ...changed } });
  });

  it.each<[Record<string, string>, string[]]>([
    [{ PORT: '70000' }, ['PORT must be a port number, got "70000"']],
    [{ STORAGE_PORT: '-1' }, ['STORAGE_PORT must be a port number, got "-1"']],
    [{ LEGACY_FAQ_PORT: 'x' }, ['LEGACY_FAQ_PORT must be a port number, got "x"']],
    [{ DEMO_HOST_PORT: '1.5' }, ['DEMO_HOST_PORT must be a port number, got "1.5"']],
    [{ TOKEN_TTL_MS: '0' }, ['TOKEN_TTL_MS must be a positive whole number of milliseconds, got "0"']],
    [{ SIGN_WINDOW_MS: '5 min' }, ['SIGN_WINDOW_MS must be a positive whole number of milliseconds, got "5 min"']],
    [{ SANDBOX_AI_DELAY_MS: '-1' }, ['SANDBOX_AI_DELAY_MS must be a whole number of milliseconds, got "-1"']],
    [
      { RECORDING_RETENTION_DAYS: '0' },
      ['RECORDING_RETENTION_DAYS must be a whole number of days of at least 1, got "0"'],
    ],
    [
      { RECORDING_RETENTION_DAYS: '1.5' },
      ['RECORDING_RETENTION_DAYS must be a whole number of days of at least 1, got "1.5"'],
    ],
    [
      { STORAGE_PUBLIC_URL: 'http://lb/uploads' },
      ['STORAGE_PUBLIC_URL must be an http(s) origin such as http://127.0.0.1:8081, got "http://lb/uploads"'],
    ],
    [{ REDIS_URL: 'http://user:secret@redis' }, ['REDIS_URL must be a redis://… or rediss://… URL']],
    [{ NODE_ID: 'a b' }, ['NODE_ID must be 1 to 32 letters, digits, "_" or "-", got "a b"']],
    [{ AGENT_CONSOLE: 'maybe' }, ['AGENT_CONSOLE must be on or off, got "maybe"']],
    [
      { DATABASE_URL: 'mysql://db' },
      ['DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite file)'],
    ],
    [{ FRAME_BUDGET: 'lots' }, ['FRAME_BUDGET must be "perSecond/burst" (e.g. "20/40"), got "lots"']],
    [
      { UPLOAD_DAILY_BYTES: '200MiB', MESSAGE_RATE_LIMIT: '0/60' },
      [
        'UPLOAD_DAILY_BYTES must be a whole number of bytes of at least 1 (e.g. "209715200"), got "200MiB"',
        'MESSAGE_RATE_LIMIT must be "max/windowSeconds" (e.g. "60/60"), got "0/60"',
      ],
    ],
    [
      { ...LLM_ENV, AI_PROVIDER: 'anthropic' },
      ['AI_PROVIDER must be openai (or unset for the embedded assistant), got "anthropic"'],
    ],
    [
      { AI_PROVIDER: 'openai' },
      [
        'AI_BASE_URL is required with AI_PROVIDER=openai (e.g. https://api.openai.com/v1)',
        'AI_MODEL is required with AI_PROVIDER=openai (the model name the server knows)',
        'AI_API_KEY is required with AI_PROVIDER=openai (any value for a server that checks none)',
      ],
    ],
    [
      { ...LLM_ENV, AI_BASE_URL: 'localhost:11434', AI_MODEL: ' ' },
      [
        'AI_BASE_URL must be an http(s) URL such as http://127.0.0.1:11434/v1, got "localhost:11434"',
        'AI_MODEL is required with AI_PROVIDER=openai (the model name the server knows)',
      ],
    ],
  ])('refuses %j', (env, errors) => {
    expect(configFromEnv(env, REPO)).toEqual({ ok: false, errors });
  });

  it('names every problem at once, always in the same order', () => {
    const result = configFromEnv({ PORT: 'x', TOKEN_TTL_MS: '-5', REDIS_URL: 'redis', FRAME_BUDGET: '1' }, REPO);
    expect(!result.ok && result.errors.map((error) => error.split(' ')[0])).toEqual([
      'PORT',
      'TOKEN_TTL_MS',
      'REDIS_URL',
      'FRAME_BUDGET',
    ]);
  });

  it("names the LLM's missing settings with the others, never echoing the key", () => {
    const result = configFromEnv({ PORT: 'x', AI_PROVIDER: 'openai', AI_API_KEY: 'sk-secret' }, REPO);
    expect(!result.ok && result.errors.map((error) => error.split(' ')[0])).toEqual([
      'PORT',
      'AI_BASE_URL',
      'AI_MODEL',
    ]);
    expect(JSON.stringify(result)).not.toContain('sk-secret');
  });

  it('a bad PORT is not blamed again on the ports that follow it, only on those set', () => {
    expect(configFromEnv({ PORT: 'x', LEGACY_FAQ_PORT: 'y' }, REPO)).toEqual({
      ok: false,
      errors: ['PORT must be a port number, got "x"', 'LEGACY_FAQ_PORT must be a port number, got "y"'],
    });
  });
});
