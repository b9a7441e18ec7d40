import { join } from 'node:path';
import { agentConsoleLines } from './agentConsoleConfig';
import { redisAddressOf } from './cluster';
import type { SandboxConfig } from './config';
import type { DatabaseConfig } from './db/config';
import { DATABASE_FILE } from './db/open';
import { FAULTS_PATH } from './http/faultRoutes';
import { signedDemoLink } from './sessions/signedDemoLink';

/** Which database this process uses, for the start-up lines: never the URL's user or password. */
export function databaseName(config: DatabaseConfig): string {
  if (config.engine === 'sqlite') return `SQLite, ${join(config.dataDir, DATABASE_FILE)}`;
  try {
    const { host: server, pathname } = new URL(config.url);
    return `PostgreSQL, ${server}${pathname}`;
  } catch {
    // pg reads some URLs that WHATWG's URL does not; the engine alone is still worth saying.
    return 'PostgreSQL';
  }
}

/** The database and, in a cluster, Redis: what a failed start names. */
export function enginesOf(config: SandboxConfig): string {
  return config.redisUrl
    ? `${databaseName(config.database)}; Redis ${redisAddressOf(config.redisUrl)}`
    : databaseName(config.database);
}

/** Where everything listens once started. */
export interface RunningAddresses {
  /** The sandbox, as a browser on this machine opens it. */
  base: string;
  nodeId: string;
  storageUrl: string;
  legacyFaqUrl: string;
  /** Unset in production mode. */
  demoHostUrl: string | undefined;
}

function demoLinks(config: SandboxConfig, { base, demoHostUrl }: RunningAddresses): string[] {
  const chat = (query: string) => `${base}/chat?${query}`;
  const links = [
    `  AI chat (English):       ${chat('app_key=demo&user=alice&pass=demo-pass&country=US')}`,
    `  AI chat (Japanese):      ${chat('app_key=demo&user=alice&pass=demo-pass&country=JP')}`,
    `  Second user:             ${chat('app_key=demo&user=bob&pass=demo-pass&country=BR')}`,
    `  Force FAQ (/faqmain):    ${chat('app_key=demo-faq&user=alice&pass=demo-pass&country=US')}`,
    `  Colour scheme 3 (/faqa): ${chat('app_key=demo-scheme3&user=alice&pass=demo-pass&country=US')}`,
  ];
  links.push(
    `  Signed link (new user):  ${signedDemoLink(base, 'carol')}`,
    `                           (valid once, for ${Math.round(config.signWindowMs / 60_000)} minutes; a new one: npm run sign-link -- --user carol)`,
  );
  if (demoHostUrl)
    links.push(
      `  Host page (embed.js):    ${demoHostUrl}`,
      '                           (another origin: the launcher opens the chat, docs/embedding.md)',
    );
  links.push(...agentConsoleLines(base, config.agent.agentConsole));
  return links;
}

/** What `npm start` prints once everything listens. */
export function startupBanner(config: SandboxConfig, running: RunningAddresses): string {
  return [
    '',
    `Support sandbox listening on ${running.base} (data: ${config.dataDir})`,
    `Database: ${databaseName(config.database)}`,
    config.redisUrl
      ? `Realtime: Redis ${redisAddressOf(config.redisUrl)}, node ${running.nodeId}`
      : 'Realtime: in-process',
    `Storage host (signed uploads) on ${running.storageUrl}`,
    // In production the demo passwords and secrets have been changed (productionMode.ts): no demo links.
    ...(config.productionMode ? [] : ['Demo links:', ...demoLinks(config, running)]),
    `Legacy FAQ host (spec §6): ${running.legacyFaqUrl}`,
    ...(config.faults ? [`Fault switch ON (tests only): GET/POST ${running.base}${FAULTS_PATH}`] : []),
    '',
  ].join('\n');
}
