/**
 * One sandbox per test for a describe block of socket tests: started before each test (or by the test
 * itself with its own options), and closed after it with every socket the test tracked.
 */
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from './sandbox';

interface Closable {
  close(): Promise<unknown>;
}

export interface SandboxPerTest {
  /** The running test's sandbox. */
  readonly sandbox: RunningSandbox;
  /** Starts this test's sandbox with `options`, closing one already started. */
  start(options?: StartSandboxOptions): Promise<RunningSandbox>;
  /** Closes `socket` after the test, before its sandbox. */
  track<S extends Closable>(socket: S): S;
}

/** `startEach`: the options each test's sandbox starts with, or 'byTest' when every test calls `start`. */
export function sandboxPerTest(startEach: StartSandboxOptions | 'byTest' = {}): SandboxPerTest {
  let current: RunningSandbox | undefined;
  const sockets: Closable[] = [];
  const fixture: SandboxPerTest = {
    get sandbox() {
      if (!current) throw new Error('no sandbox started for this test');
      return current;
    },
    async start(options = {}) {
      await current?.close();
      current = await startSandbox(options);
      return current;
    },
    track(socket) {
      sockets.push(socket);
      return socket;
    },
  };
  if (startEach !== 'byTest') {
    beforeEach(async () => {
      await fixture.start(startEach);
    });
  }
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await current?.close();
    current = undefined;
  });
  return fixture;
}
