import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, By, Key as SeleniumKey, type WebDriver } from 'selenium-webdriver';
import { scopeOver, type DriverCore, type Engine, type EnginePage, type Key, type Viewport } from '../engine';

/**
 * WebKitGTK's MiniBrowser (package webkit2gtk-driver) through WebKitWebDriver, driven by
 * selenium-webdriver: WebKitWebDriver speaks classic WebDriver, which selenium-webdriver, the W3C
 * reference client, covers in full. MiniBrowser needs a display: each phone size gets its own Xvfb
 * screen with matchbox-window-manager, a phone's window manager that gives the one window the whole
 * screen (without one MiniBrowser keeps 1024×768, and its toolbar holds the window at 447 px or wider).
 * The screen is the viewport plus MiniBrowser's toolbar.
 */
const TOOLBAR_PX = 38;

export function miniBrowserPath(): string {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  const lib = '/usr/lib/x86_64-linux-gnu';
  const folder = existsSync(lib) ? readdirSync(lib).find((name) => /^webkit2gtk-4\.\d$/.test(name)) : undefined;
  if (!folder) throw new Error('webkit: no MiniBrowser; install the Debian package webkit2gtk-driver');
  return `${lib}/${folder}/MiniBrowser`;
}

const KEYS: Record<Key, string> = { Enter: SeleniumKey.ENTER, Escape: SeleniumKey.ESCAPE, Tab: SeleniumKey.TAB };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Xvfb on a free display number it picks itself (-displayfd). */
function startXvfb(viewport: Viewport): Promise<{ display: string; process: ChildProcess }> {
  const screen = `${viewport.width}x${viewport.height + TOOLBAR_PX}x24`;
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdio[3]!.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: child }));
  });
}

async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`webkit: WebKitWebDriver never answered at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Screen {
  server: string;
  processes: ChildProcess[];
}

async function startScreen(viewport: Viewport): Promise<Screen> {
  const xvfb = await startXvfb(viewport);
  const env = { ...process.env, DISPLAY: xvfb.display };
  const windowManager = spawn('matchbox-window-manager', ['-use_titlebar', 'no'], { env, stdio: 'ignore' });
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { env, stdio: 'ignore' });
  const server = `http://127.0.0.1:${port}`;
  await waitForServer(server);
  return { server, processes: [driver, windowManager, xvfb.process] };
}

function coreOf(driver: WebDriver, frameCss?: string): DriverCore {
  /** Classic WebDriver acts in one browsing context at a time: each call enters the frame anew. */
  const enter = async () => {
    await driver.switchTo().defaultContent();
    if (frameCss) await driver.switchTo().frame(await driver.findElement(By.css(frameCss)));
  };
  const element = async (css: string) => {
    await enter();
    return driver.findElement(By.css(css));
  };
  return {
    evaluate: async <T>(expression: string) => {
      await enter();
      return (await driver.executeScript(`return (${expression});`)) as T;
    },
    click: async (css) => (await element(css)).click(),
    type: async (css, text) => (await element(css)).sendKeys(text),
    press: async (css, key) => (await element(css)).sendKeys(KEYS[key]),
    upload: async (css, filePath) => (await element(css)).sendKeys(filePath),
  };
}

export async function webkitEngine(): Promise<Engine> {
  const binary = miniBrowserPath();
  const screens = new Map<string, Promise<Screen>>();
  const screenFor = (viewport: Viewport) => {
    const key = `${viewport.width}x${viewport.height}`;
    if (!screens.has(key)) screens.set(key, startScreen(viewport));
    return screens.get(key)!;
  };
  return {
    name: 'webkit',
    async open(viewport: Viewport): Promise<EnginePage> {
      const { server } = await screenFor(viewport);
      const driver = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        })
        .build();
      const width = (await driver.executeScript('return innerWidth;')) as number;
      if (width !== viewport.width) {
        await driver.quit();
        throw new Error(`webkit: the window is ${width} px wide, not ${viewport.width}`);
      }
      return {
        engine: 'webkit',
        ...scopeOver(coreOf(driver), 'webkit'),
        goto: (url) => driver.get(url),
        frame: (css) => scopeOver(coreOf(driver, css), `webkit, in ${css}`),
        close: () => driver.quit(),
      };
    },
    async close() {
      for (const screen of await Promise.all(screens.values())) for (const child of screen.processes) child.kill();
    },
  };
}
