/**
 * No dead end after "add a screenshot": a picture the customer sends to the AI right after it opened a
 * work-order form goes into that form's draft, and the AI says so; a picture at any other time is just a
 * message (docs/assistant.md, "No dead ends").
 */
import { ASSISTANT_TEXTS } from '../../../../server/ai/texts';
import { AI_REPLY_CODE, CONTENT_TYPE } from '../../../../src/protocol/codes';
import type { AiReply } from '../../../../src/protocol/entities';
import { WORK_ORDER_REST } from '../../../../src/protocol/workOrderFiling';
import { PNG_BYTES, postWithToken, pushedContents, upload, waitForPushes } from '../../../support/orders';
import {
  connectAs,
  login,
  startSandbox,
  textMessage,
  type RunningSandbox,
  type TestSocket,
} from '../../../support/sandbox';

const aiReplies = (socket: TestSocket) => pushedContents(socket, CONTENT_TYPE.aiReply) as AiReply[];

async function send(
  socket: TestSocket,
  message: ReturnType<typeof textMessage>,
  answered: boolean,
): Promise<AiReply | undefined> {
  const before = aiReplies(socket).length;
  const ack = await socket.request('send_msg', message);
  expect(ack.kind).toBe('frame');
  if (!answered) return undefined;
  return (await waitForPushes(socket, CONTENT_TYPE.aiReply, before + 1))[before] as AiReply;
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
    const { body } = await postWithToken(sandbox.baseUrl, WORK_ORDER_REST.workOrderDraftUpdate, token, { kind, type });
    return (body.data as { draft: { images?: string[] } | null }).draft;
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
