import type { DecodeResult, IncomingFrame } from '../../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE } from '../../../src/protocol/codes';
import { conversationIdOf } from '../../../src/protocol/conversationId';
import { HEADERS, REST, type IncomingIdentifier } from '../../../src/protocol/identifiers';
import { connectAs, login, newDataDir, removeDataDir, textMessage, type TestSocket } from '../../support/sandbox';
import { spawnSandbox, type SandboxProcess } from '../../support/sandboxProcess';

const ALICE_AI = conversationIdOf(CHAT_TYPE.single, '10001', '20001');

function frameOf<I extends IncomingIdentifier>(result: DecodeResult, identify: I): IncomingFrame<I> {
  if (result.kind !== 'frame' || result.frame.identify !== identify)
    throw new Error(`expected ${identify}, got ${JSON.stringify(result)}`);
  return result.frame as IncomingFrame<I>;
}

const isAiAnswerTo = (seq: number) => (result: DecodeResult) =>
  result.kind === 'frame' &&
  result.frame.identify === 'push_msg' &&
  result.frame.data.seq === seq + 1 &&
  result.frame.data.content_type === CONTENT_TYPE.aiReply;

/** Asks the AI and waits for the answer; returns the question's seq. */
async function ask(socket: TestSocket, text: string): Promise<number> {
  const ack = frameOf(await socket.request('send_msg', textMessage(text)), 'send_msg');
  await socket.waitFor(isAiAnswerTo(ack.data.seq));
  return ack.data.seq;
}

describe('the sandbox as a child process (spawnSandbox)', () => {
  const dataDir = newDataDir('support-child-');
  let child: SandboxProcess | undefined;
  const sockets: TestSocket[] = [];

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(async () => {
    await child?.kill('SIGKILL');
    await removeDataDir(dataDir);
  });

  it('serves HTTP and WebSocket with a fast AI, and the fault switch when SANDBOX_FAULTS=1', async () => {
    child = await spawnSandbox({ dataDir, faults: true, aiDelayMs: 0 });
    expect(child.baseUrl).toBe(`http://127.0.0.1:${child.port}`);
    expect(child.wsUrl).toBe(`ws://127.0.0.1:${child.port}/ws`);
    expect(await child.getFaults()).toEqual({
      swallow_pongs: false,
      swallow_acks: false,
      delay_frames_ms: 0,
      open_connections: 0,
    });

    const socket = await connectAs(child);
    sockets.push(socket);
    expect(await ask(socket, 'hello')).toBe(1);

    expect(await child.setFaults({ swallow_acks: true, delay_frames_ms: 5 })).toEqual({
      swallow_pongs: false,
      swallow_acks: true,
      delay_frames_ms: 5,
      open_connections: 1,
      dropped: 0,
    });
    const message = textMessage('password');
    socket.sendRequest('send_msg', message);
    await socket.waitFor(isAiAnswerTo(3));
    const { token } = await login(child.baseUrl);
    const status = await fetch(`${child.baseUrl}${REST.checkSendStatus}?client_msg_id=${message.client_msg_id}`, {
      headers: { [HEADERS.token]: token },
    });
    expect(await status.json()).toEqual({ code: 0, msg: 'ok', data: { is_send: true, seq: 3 } });

    const dropped = await child.setFaults({ reset: true, drop_connections: true });
    expect(dropped).toMatchObject({ swallow_acks: false, delay_frames_ms: 0, dropped: 1 });
    expect((await socket.closed).code).toBe(1006);
    expect(await child.getFaults()).toMatchObject({ open_connections: 0 });
  });

  it('refuses bad switches with parameterError', async () => {
    const response = await fetch(`${child!.baseUrl}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ delay_frames_ms: -1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: ERROR_CODE.parameterError, data: null });
    await expect(child!.setFaults({ swallow_pongs: 'yes' as unknown as boolean })).rejects.toThrow(/1001/);
  });

  it('restarts on the same port with the data kept: tokens still work and seqs continue (SIGTERM, then SIGKILL)', async () => {
    const running = child!;
    const { port, baseUrl } = running;
    const { token } = await login(baseUrl);
    const firstPid = running.pid;

    await running.restart();
    expect([running.port, running.baseUrl]).toEqual([port, baseUrl]);
    expect(running.pid).not.toBe(firstPid);
    const info = await fetch(`${baseUrl}${REST.userInfo}`, { headers: { [HEADERS.token]: token } });
    expect(await info.json()).toMatchObject({ code: 0, data: { id: '10001' } });
    let socket = await connectAs(running);
    sockets.push(socket);
    expect(await ask(socket, 'deposit')).toBe(5);

    await running.restart('SIGKILL');
    expect((await socket.closed).code).toBe(1006);
    socket = await connectAs(running);
    sockets.push(socket);
    // The AI keeps working after restarts, and the fault switch is still served (switches start off).
    expect(await ask(socket, 'withdraw')).toBe(7);
    expect(await running.getFaults()).toMatchObject({ swallow_acks: false, open_connections: 1 });
    const range = frameOf(
      await socket.request('get_max_and_min_seq', { conversation_id: ALICE_AI }),
      'get_max_and_min_seq',
    );
    // The AI read its last question (7) when it answered it, and that read outlived a SIGKILL.
    expect(range.data).toEqual({ conversation_id: ALICE_AI, max_seq: 8, min_seq: 1, peer_read_seq: 7 });
  });

  it('kill() stops it; a stopped sandbox answers nothing and kill() again is a no-op', async () => {
    const running = child!;
    await running.kill();
    expect(running.pid).toBeUndefined();
    await expect(fetch(`${running.baseUrl}${REST.productByAppKey}?key=demo`)).rejects.toThrow();
    await running.kill();
  });

  it('without SANDBOX_FAULTS, /__sandbox/faults is an ordinary notFound envelope', async () => {
    const plain = await spawnSandbox({ dataDir });
    try {
      for (const init of [
        {},
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"drop_connections":true}' },
      ]) {
        const response = await fetch(`${plain.baseUrl}/__sandbox/faults`, init);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: ERROR_CODE.notFound, msg: expect.any(String), data: null });
      }
      await expect(plain.setFaults({ drop_connections: true })).rejects.toThrow(/1005/);
    } finally {
      await plain.kill();
    }
  });
});
