/**
 * No dead end after "add a screenshot": a picture the customer sends to the AI right after it opened a
 * work-order form goes into that form's draft, and the AI says so; a picture at any other time is just a
 * message (docs/assistant.md, "No dead ends").
 */
import { ASSISTANT_TEXTS } from '../../../../server/ai/texts';
import { AI_REPLY_CODE, CONTENT_TYPE } from '../../../../src/protocol/codes';
import { aiReplySchema, type AiReply } from '../../../../src/protocol/entities';
import { jsonString } from '../../../../src/protocol/validate';
import { WORK_ORDER_REST } from '../../../../src/protocol/workOrderFiling';
import { PNG_BYTES, upload } from '../../../support/orders';
import {
  connectAs,
  login,
  startSandbox,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';

const aiReplyContent = jsonString(aiReplySchema);

function aiReplies(socket: TestSocket): AiReply[] {
  return socket.received.flatMap((result) => {
    if (result.kind !== 'frame' || result.frame.identify !== 'push_msg') return [];
    const data = result.frame.data as { content_type: number; content: string };
    if (data.content_type !== CONTENT_TYPE.aiReply) return [];
    const reply = aiReplyContent(data.content);
    return reply.ok ? [reply.value] : [];
  });
}

async function send(
  socket: TestSocket,
  message: ReturnType<typeof textMessage>,
  answered: boolean,
): Promise<AiReply | undefined> {
  const before = aiReplies(socket).length;
  const ack = await socket.request('send_msg', message);
  expect(ack.kind).toBe('frame');
  if (!answered) return undefined;
  await socket.waitFor(() => aiReplies(socket).length > before);
  return aiReplies(socket)[before];
}

describe('a picture after the AI asked for one', () => {
  let sandbox: RunningSandbox;
  let socket: TestSocket;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ aiDelayMs: 0, storage: true });
    ({ token } = await login(sandbox.baseUrl));
    socket = await connectAs(sandbox);
  });
  afterAll(async () => {
    await socket.close();
    await sandbox.close();
  });

  const picture = async () =>
    textMessage(JSON.stringify({ url: await upload(sandbox.baseUrl, token, PNG_BYTES), width: 1, height: 1 }), {
      content_type: CONTENT_TYPE.image,
      sender_id: socket.uid,
    });

  const draftOf = async (kind: number, type: number) => {
    const response = await fetch(`${sandbox.baseUrl}${WORK_ORDER_REST.workOrderDraftUpdate}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Token': token, 'X-Product-Id': '1', 'X-Company-Id': '100' },
      body: JSON.stringify({ kind, type }),
    });
    return ((await response.json()) as { data: { draft: { images?: string[] } | null } }).data.draft;
  };

  it('is just a message when the AI asked for nothing', async () => {
    await send(socket, textMessage('hello', { sender_id: socket.uid }), true);
    const before = aiReplies(socket).length;
    await send(socket, await picture(), false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(aiReplies(socket)).toHaveLength(before);
  });

  it('goes into the technical work order’s draft after a bug report, and the AI says so', async () => {
    const report = await send(
      socket,
      textMessage('found a bug: the save button on my profile does nothing', { sender_id: socket.uid }),
      true,
    );
    expect(report?.reply_code).toBe(AI_REPLY_CODE.createTechnicalOrder);
    const message = await picture();
    const reply = await send(socket, message, true);
    expect(reply).toEqual({
      reply_code: AI_REPLY_CODE.answer,
      contact_human: 0,
      reset_question: 0,
      data: { text: ASSISTANT_TEXTS.US.pictureAdded },
    });
    const url = (JSON.parse(message.content) as { url: string }).url;
    expect((await draftOf(2, 1))?.images).toEqual([url]);
    // A second picture joins it; the first is not added twice.
    const second = await picture();
    await send(socket, second, true);
    expect((await draftOf(2, 1))?.images).toEqual([url, (JSON.parse(second.content) as { url: string }).url]);
  });
});
