/**
 * Agents are users (issue 14), in Chromium: a page on another origin cannot drive /agent-ws, with or
 * without a valid agent token, and the console signs in through its screen.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAgent } from '../support/agentSocket';
import { signInToAgentConsole } from './agentConsole';
import { expectNoAxeViolations } from './browser';
import { servedClient } from './servedClient';

const served = servedClient();

/** Another origin: a tiny page server on its own port, as a foreign site would be. */
let foreign: Server;
let foreignUrl: string;
before(async () => {
  foreign = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Another site</title><p>Another site</p></html>');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
});
after(async () => {
  await new Promise((resolve) => foreign.close(resolve));
});

interface Attempt {
  opened: boolean;
  frames: string[];
  closeCode: number;
}

/** In the page: opens the agent socket, collects every frame until it closes (or 2 s pass). */
function tryAgentSocket(page: Page, url: string): Promise<Attempt> {
  return page.evaluate(
    (socketUrl) =>
      new Promise<Attempt>((resolve) => {
        const attempt: Attempt = { opened: false, frames: [], closeCode: 0 };
        const socket = new WebSocket(socketUrl);
        socket.onopen = () => {
          attempt.opened = true;
        };
        socket.onmessage = (event) => attempt.frames.push(String(event.data));
        socket.onclose = (event) => resolve({ ...attempt, closeCode: event.code });
        setTimeout(() => {
          socket.close();
          resolve(attempt);
        }, 2000);
      }),
    url,
  );
}

describe('the agent socket from a browser', () => {
  it('refuses a page on another origin, with or without a valid token, before any frame', async () => {
    const { token } = await signInAgent(served.sandbox, 'ann');
    const socketBase = `${served.sandbox.baseUrl.replace(/^http/, 'ws')}/agent-ws`;
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.goto(foreignUrl);
    for (const url of [socketBase, `${socketBase}?token=${token}`, `${socketBase}?agent_id=30001`]) {
      const attempt = await tryAgentSocket(page, url);
      assert.deepEqual({ frames: attempt.frames, closeCode: attempt.closeCode }, { frames: [], closeCode: 4003 }, url);
    }

    // The same token from the sandbox's own origin works: the check above can tell the difference.
    await page.goto(`${served.sandbox.baseUrl}/agent`);
    const own = await tryAgentSocket(page, `${socketBase}?token=${token}`);
    assert.equal(own.opened, true);
    assert.ok(own.frames.some((frame) => JSON.parse(frame).type === 'waiting'));
    // Without a token, even the own origin is refused.
    const tokenless = await tryAgentSocket(page, socketBase);
    assert.deepEqual({ frames: tokenless.frames, closeCode: tokenless.closeCode }, { frames: [], closeCode: 4000 });
    await context.close();
  });
});

describe('the agent console', () => {
  it('signs in through its screen, says why a wrong password is refused, and signs out', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${served.sandbox.baseUrl}/agent`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Username').fill('ben');
    await page.getByLabel('Password').fill('ann-demo-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong username or password.').waitFor();

    await signInToAgentConsole(page, served.sandbox.baseUrl, 'ben');
    await page.getByRole('region', { name: /Waiting customers/ }).waitFor();
    await expectNoAxeViolations(page);
    // A reload keeps the tab signed in.
    await page.reload();
    await page.getByText('Online as Ben (30002)').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });
});
