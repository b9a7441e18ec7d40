import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSandbox, DEFAULT_AI_DELAY_MS } from './app';
import { DEMO_PRODUCTS } from './db/seed';
import { FAULTS_PATH, registerFaultRoutes } from './http/faultRoutes';
import { createFaultController } from './realtime/faults';
import { computeSign } from './sign';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8080);
const dataDir = resolve(process.env.DATA_DIR || join(repoRoot, 'data'));
const staticDir = join(repoRoot, 'dist');

const aiDelayMs = Number(process.env.SANDBOX_AI_DELAY_MS || DEFAULT_AI_DELAY_MS);
/** Tests only: serves the fault switch at /__sandbox/faults (realtime/faults.ts). */
const faultsEnabled = process.env.SANDBOX_FAULTS === '1';
/** Set by a parent process that holds our stdin: when it goes away, so do we (no orphaned sandboxes). */
const exitWithStdin = process.env.SANDBOX_EXIT_WITH_STDIN === '1';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
if (!Number.isInteger(aiDelayMs) || aiDelayMs < 0) {
  console.error(`SANDBOX_AI_DELAY_MS must be a whole number of milliseconds, got "${process.env.SANDBOX_AI_DELAY_MS}"`);
  process.exit(1);
}

function demoLinks(base: string): string[] {
  const chat = (query: string) => `${base}/chat?${query}`;
  const signed = DEMO_PRODUCTS.find((product) => product.appKey === 'demo-signed');
  const links = [
    `  AI chat (English):       ${chat('app_key=demo&user=alice&pass=demo-pass&country=US')}`,
    `  AI chat (Japanese):      ${chat('app_key=demo&user=alice&pass=demo-pass&country=JP')}`,
    `  Second user:             ${chat('app_key=demo&user=bob&pass=demo-pass&country=BR')}`,
    `  Force FAQ (/faqmain):    ${chat('app_key=demo-faq&user=alice&pass=demo-pass&country=US')}`,
    `  Colour scheme 3 (/faqa): ${chat('app_key=demo-scheme3&user=alice&pass=demo-pass&country=US')}`,
  ];
  if (signed?.secret) {
    const sign = computeSign(signed.secret, signed.appKey, 'carol');
    links.push(`  Signed link (new user):  ${chat(`app_key=${signed.appKey}&user=carol&pass=any&country=US&sign=${sign}`)}`);
  }
  return links;
}

const faults = faultsEnabled ? createFaultController() : undefined;
const app = await buildSandbox({ dataDir, staticDir, logger: true, aiDelayMs, faults });
if (faults) registerFaultRoutes(app, faults);
try {
  await app.listen({ host, port });
} catch (error) {
  console.error(`Cannot listen on ${host}:${port}: ${(error as Error).message}`);
  await app.close();
  process.exit(1);
}

const address = app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
const linkHost = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host) ? '127.0.0.1' : host;
console.info(
  [
    '',
    `Support sandbox listening on http://${linkHost}:${boundPort} (data: ${dataDir})`,
    'Demo links:',
    ...demoLinks(`http://${linkHost}:${boundPort}`),
    ...(faults ? [`Fault switch ON (tests only): GET/POST http://${linkHost}:${boundPort}${FAULTS_PATH}`] : []),
    '',
  ].join('\n'),
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    console.warn('Forced exit.');
    process.exit(1);
  }
  closing = true;
  console.info(`${signal} received, closing…`);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
if (exitWithStdin) {
  process.stdin.on('end', () => void shutdown('stdin closed'));
  process.stdin.on('error', () => void shutdown('stdin closed'));
  process.stdin.resume();
}
