/**
 * Issue 18, "Done when": `npm run cluster` starts a working two-node setup whose demo link opens a chat
 * that an agent on the other node can answer. The real script runs (PostgreSQL, Redis, two nodes, nginx);
 * its printed demo link opens in Chromium through nginx; the chat socket's handshake says which node it
 * landed on (x-sandbox-node, read through the DevTools protocol); the agent console, also through nginx,
 * reloads until its socket lands on the other node. The customer asks for a human, the agent accepts and
 * answers, the customer answers back. Then SIGTERM stops everything the script started.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { NODE_HEADER } from '../../server/cluster/nodeHeader';
import { AGENT_SOCKET_PATH } from '../../src/protocol/agentFrames';
import { REST, WS_PATH } from '../../src/protocol/identifiers';
import { signInToAgentConsole } from './agentConsole';
import { launchBrowser, phoneContext } from './browser';
import {
  portAnswers,
  startClusterScript,
  startedProcesses,
  stillRuns,
  stopClusterScript,
  type ProcessEntry,
  type RunningCluster,
} from './clusterScript';

const LANDING_TIMEOUT_MS = 15_000;
/** nginx takes turns: a few reloads (some after one extra request, to shift its turn) reach the other node. */
const AGENT_LANDING_ATTEMPTS = 10;

let cluster: RunningCluster;
let browser: Browser | undefined;
let started: ProcessEntry[] = [];

before(async () => {
  cluster = await startClusterScript();
  started = startedProcesses(cluster.child.pid!, cluster.postgresPort);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (cluster) await stopClusterScript(cluster.child);
});

interface Landing {
  path: string;
  node: string;
}

/** Every WebSocket the page opens from now on, in order: its path and the node its handshake response names. */
async function watchSocketLandings(page: Page): Promise<Landing[]> {
  const session = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const landings: Landing[] = [];
  session.on('Network.webSocketCreated', ({ requestId, url }) => urls.set(requestId, url));
  session.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
    const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === NODE_HEADER);
    landings.push({
      path: new URL(urls.get(requestId) ?? 'ws://unknown/').pathname,
      node: header?.[1] ?? '(no x-sandbox-node header)',
    });
  });
  await session.send('Network.enable');
  return landings;
}

/** The node of the first socket to `path` among `landings` from index `from` on, once there is one. */
async function landedNode(page: Page, landings: Landing[], path: string, from = 0): Promise<string> {
  const deadline = Date.now() + LANDING_TIMEOUT_MS;
  for (;;) {
    const landing = landings.slice(from).find((candidate) => candidate.path === path);
    if (landing) return landing.node;
    if (Date.now() > deadline) throw new Error(`no ${path} socket opened; sockets: ${JSON.stringify(landings)}`);
    await page.waitForTimeout(50);
  }
}

const nodesOf = (landings: Landing[], path: string) =>
  landings.filter((landing) => landing.path === path).map((landing) => landing.node);

async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
}

/** Signs Ann in through nginx and reloads the console until its socket lands on a node other than `avoid`. */
async function agentConsoleOnOtherNode(agentPage: Page, landings: Landing[], avoid: string): Promise<string> {
  await signInToAgentConsole(agentPage, cluster.nginxUrl, 'ann');
  let node = await landedNode(agentPage, landings, AGENT_SOCKET_PATH);
  for (let attempt = 1; node === avoid; attempt++) {
    if (attempt > AGENT_LANDING_ATTEMPTS)
      throw new Error(`the agent socket landed on node ${avoid} every time: ${JSON.stringify(landings)}`);
    if (attempt % 2 === 1) await (await fetch(`${cluster.nginxUrl}${REST.productByAppKey}?key=demo`)).arrayBuffer();
    const from = landings.length;
    await agentPage.reload();
    await agentPage.getByText('Online as Ann').waitFor();
    node = await landedNode(agentPage, landings, AGENT_SOCKET_PATH, from);
  }
  return node;
}

test('the demo link opens a chat that an agent on the other node answers', async () => {
  const customerContext = await phoneContext(browser!);
  const customer = await customerContext.newPage();
  const customerLandings = await watchSocketLandings(customer);
  await customer.goto(cluster.demoLink);
  await customer.locator('.welcome').waitFor();
  const customerNode = await landedNode(customer, customerLandings, WS_PATH);

  const agentContext = await browser!.newContext();
  const agent = await agentContext.newPage();
  const agentLandings = await watchSocketLandings(agent);
  const agentNode = await agentConsoleOnOtherNode(agent, agentLandings, customerNode);
  const agentSocketsBefore = nodesOf(agentLandings, AGENT_SOCKET_PATH).length - 1;
  assert.deepEqual(
    cluster.nodes.map((node) => node.nodeId).sort(),
    [customerNode, agentNode].sort(),
    'the customer and the agent are on the two nodes',
  );

  await say(customer, 'I want to talk to a human');
  const card = agent.getByRole('listitem').filter({ has: agent.getByRole('heading', { name: 'Alice', exact: true }) });
  await card.getByText('Offered to you').waitFor();
  await card.getByRole('button', { name: 'Accept' }).click();
  await customer.getByText('Ann joined the chat').waitFor();
  await agent.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();

  const answer = `Hello Alice, this is Ann on node ${agentNode}.`;
  await agent.getByRole('textbox', { name: 'Reply to the customer' }).fill(answer);
  await agent.getByRole('button', { name: 'Send' }).click();
  await customer.getByRole('log').getByText(answer).waitFor();
  const reply = `Thanks Ann, Alice here on node ${customerNode}.`;
  await say(customer, reply);
  await agent.getByRole('log').getByText(reply).waitFor();

  // Neither socket moved meanwhile: the chat ran between the two nodes, through Redis.
  assert.deepEqual(nodesOf(customerLandings, WS_PATH), [customerNode]);
  assert.deepEqual(nodesOf(agentLandings, AGENT_SOCKET_PATH).slice(agentSocketsBefore), [agentNode]);
  console.info(`cluster demo: customer on node ${customerNode}, agent on node ${agentNode}, answered`);

  await agent.getByRole('button', { name: 'End session' }).click();
  await agentContext.close();
  await customerContext.close();
});

test('SIGTERM stops everything the script started', async () => {
  const commands = started.map((entry) => entry.command);
  for (const kind of ['server/main.ts', 'nginx: master', 'redis-server', 'postgres -D']) {
    assert.ok(
      commands.some((command) => command.includes(kind)),
      `found what the script started (${kind}): ${JSON.stringify(commands)}`,
    );
  }
  for (const node of cluster.nodes)
    assert.ok(
      started.some((entry) => entry.pid === node.pid),
      `node ${node.nodeId} (pid ${node.pid}) found`,
    );
  await browser?.close();
  browser = undefined;
  assert.equal(await stopClusterScript(cluster.child), 0, cluster.output());
  assert.deepEqual(
    started.filter(stillRuns).map((entry) => `${entry.pid} ${entry.command}`),
    [],
    'no process the script started still runs',
  );
  const answering = [];
  for (const port of cluster.ports) if (await portAnswers(port)) answering.push(port);
  assert.deepEqual(answering, [], `nothing listens on the ports it used (${cluster.ports.join(', ')})`);
  assert.deepEqual(
    cluster.dirs.filter((dir) => existsSync(dir)),
    [],
    'its temp directories are deleted',
  );
  console.info(
    `cluster stop: exit 0, ${started.length} processes gone, ${cluster.ports.length} ports closed, temp directories deleted`,
  );
});
