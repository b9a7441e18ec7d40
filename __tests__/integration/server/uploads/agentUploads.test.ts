/**
 * Agents send images and files (issue 31) through the customers' signed-upload flow: the URL is signed
 * for the agent and a reception they serve (GET /api/v1/agent/sign-upload-object), PUT with no token,
 * and sent as a 102 on the agent socket; the customer gets it like any image. An agent may cite only
 * what they uploaded, and only in a reception they serve (docs/protocol.md, "Upload ownership").
 */
import { AGENT_REST } from '../../../../src/protocol/agentFrames';
import { CHAT_TYPE, CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import { HEADERS } from '../../../../src/protocol/identifiers';
import { AgentSocket, signInAgent, type AgentFrame } from '../../../support/agentSocket';
import { PNG_BYTES, upload } from '../../../support/orders';
import { connectAs, login, startSandbox, type RunningSandbox, type TestSocket } from '../../../support/sandbox';

const ANN = '30001';
const AI_OF_DEMO = '20001';

const imageContent = (url: string) => JSON.stringify({ url, width: 1, height: 1 });

async function contact(socket: TestSocket): Promise<string> {
  const reply = await socket.request('seat_reception_contact', {
    conversation_id: `si_${socket.uid}_${AI_OF_DEMO}`,
    reason: 'help',
  });
  if (reply.kind !== 'frame') throw new Error(`no reception: ${JSON.stringify(reply)}`);
  return (reply.frame.data as { reception: { id: string } }).reception.id;
}

async function accept(agent: AgentSocket, receptionId: string): Promise<void> {
  await agent.waitFor(
    (frame) =>
      frame.type === 'waiting' &&
      (frame.receptions as { reception_id: string; offered_to?: unknown }[]).some(
        (entry) => entry.reception_id === receptionId && entry.offered_to !== undefined,
      ),
  );
  const from = agent.received.length;
  agent.send({ type: 'accept', reception_id: receptionId });
  await agent.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId, from);
}

/** An agent's upload for a reception: signed, then PUT with only the signed headers. */
const agentUpload = (sandbox: RunningSandbox, token: string, receptionId: string, contentType = 'image/png') =>
  upload(sandbox.baseUrl, token, PNG_BYTES, contentType, {
    path: AGENT_REST.signUpload,
    query: { reception_id: receptionId },
  });

async function signAsAgent(sandbox: RunningSandbox, token: string, query: Record<string, string>) {
  const response = await fetch(`${sandbox.baseUrl}${AGENT_REST.signUpload}?${new URLSearchParams(query).toString()}`, {
    headers: { [HEADERS.token]: token },
  });
  return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
}

/** The agent's answer to a frame: the next `error`, or the echo of the message sent. */
async function answerTo(agent: AgentSocket, frame: Record<string, unknown>): Promise<AgentFrame> {
  const from = agent.received.length;
  agent.send(frame);
  return agent.waitFor((found) => found.type === 'error' || found.type === 'message', from);
}

describe('agents’ images and files', () => {
  let sandbox: RunningSandbox;
  let annToken: string;
  let benToken: string;
  let ann: AgentSocket;
  let ben: AgentSocket;
  let alice: TestSocket;
  let bob: TestSocket;
  let alicesReception: string;
  let bobsReception: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ storage: true });
    annToken = (await signInAgent(sandbox, 'ann')).token;
    ann = await AgentSocket.open(sandbox, annToken);
    alice = await connectAs(sandbox);
    alicesReception = await contact(alice);
    await accept(ann, alicesReception);
    // Ann is busier now: bob's reception is offered to Ben.
    benToken = (await signInAgent(sandbox, 'ben')).token;
    ben = await AgentSocket.open(sandbox, benToken);
    bob = await connectAs(sandbox, { username: 'bob' });
    bobsReception = await contact(bob);
    await accept(ben, bobsReception);
  });

  afterAll(async () => {
    await Promise.all([ann, ben, alice, bob].map((socket) => socket?.close()));
    await sandbox?.close();
  });

  it('signs, stores and sends the agent’s image to the customer’s socket, and echoes it to the agent', async () => {
    const url = await agentUpload(sandbox, annToken, alicesReception);
    const before = alice.received.length;
    const echo = await answerTo(ann, {
      type: 'send',
      reception_id: alicesReception,
      content_type: CONTENT_TYPE.image,
      content: imageContent(url),
      client_msg_id: 'ann-image-1',
    });
    expect(echo).toMatchObject({
      type: 'message',
      reception_id: alicesReception,
      message: { sender_id: ANN, content_type: CONTENT_TYPE.image, client_msg_id: 'ann-image-1' },
    });
    const pushed = await alice.waitFor(
      (result) =>
        alice.received.indexOf(result) >= before &&
        result.kind === 'frame' &&
        result.frame.identify === 'push_msg' &&
        result.frame.data.content_type === CONTENT_TYPE.image,
    );
    expect(pushed.kind === 'frame' && pushed.frame.data).toMatchObject({
      sender_id: ANN,
      chat_type: CHAT_TYPE.group,
      group_id: 'cg_1_10001',
      content: imageContent(url),
    });
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('signs with the customers’ types, sizes and quotas, and only for a reception the agent serves', async () => {
    const sign = (token: string, query: Record<string, string>) =>
      signAsAgent(sandbox, token, { file_name: 'a.png', content_type: 'image/png', size: '10', ...query });
    expect((await sign(annToken, { reception_id: alicesReception })).body.code).toBe(ERROR_CODE.ok);
    expect((await sign(annToken, { reception_id: alicesReception, content_type: 'image/svg+xml' })).body.code).toBe(
      ERROR_CODE.fileTypeUnsupported,
    );
    expect(
      (await sign(annToken, { reception_id: alicesReception, size: String(10 * 1024 * 1024 + 1) })).body.code,
    ).toBe(ERROR_CODE.fileTooLarge);
    expect((await sign(annToken, {})).body.code).toBe(ERROR_CODE.parameterError);
    // Bob's reception is Ben's; an unknown one is nobody's.
    expect((await sign(annToken, { reception_id: bobsReception })).body.code).toBe(ERROR_CODE.notFound);
    expect((await sign(annToken, { reception_id: 'no-such-reception' })).body.code).toBe(ERROR_CODE.notFound);
    const { token: customerToken } = await login(sandbox.baseUrl);
    expect([ERROR_CODE.tokenInvalid, ERROR_CODE.tokenExpired]).toContain(
      (await sign(customerToken, { reception_id: alicesReception })).body.code,
    );
  });

  it('refuses another person’s file, a URL of no upload, and a reception the agent does not serve', async () => {
    const alicesOwn = await upload(sandbox.baseUrl, (await login(sandbox.baseUrl)).token, PNG_BYTES);
    const bensFile = await agentUpload(sandbox, benToken, bobsReception);
    const annsFile = await agentUpload(sandbox, annToken, alicesReception);
    const before = alice.received.length;
    const refusals: [AgentSocket, Record<string, unknown>, string][] = [
      [ann, { reception_id: alicesReception, content: imageContent(alicesOwn) }, 'not uploaded by this user'],
      [ann, { reception_id: alicesReception, content: imageContent(bensFile) }, 'not uploaded by this user'],
      [ann, { reception_id: alicesReception, content: imageContent('https://evil.example/x.png') }, 'not a file'],
      [ann, { reception_id: alicesReception, content: '{"url":' }, 'not an image'],
      [ben, { reception_id: alicesReception, content: imageContent(annsFile) }, 'not serving'],
      [ben, { reception_id: alicesReception, content: imageContent(bensFile) }, 'not serving'],
    ];
    for (const [agent, frame, why] of refusals) {
      const answer = await answerTo(agent, { type: 'send', content_type: CONTENT_TYPE.image, ...frame });
      expect([frame, answer]).toEqual([frame, { type: 'error', message: expect.stringContaining(why) }]);
    }
    // Nothing reached alice.
    expect(
      alice.received.slice(before).some((result) => result.kind === 'frame' && result.frame.identify === 'push_msg'),
    ).toBe(false);
  });
});
