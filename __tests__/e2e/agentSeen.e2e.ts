/**
 * The agent console in Chromium reports what it shows as seen (issue 16, point 1): a customer's group
 * message becomes read (a 310 to the customer's socket) while the console's page is visible, not while
 * it is hidden, and once the page is visible again. The customer is a plain socket here; what the chat
 * screen makes of the 310 is the customer client's test.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { DecodeResult } from '../../src/protocol/codec';
import { CHAT_TYPE, CONTENT_TYPE } from '../../src/protocol/codes';
import { connectAs, textMessage, type TestSocket } from '../support/sandbox';
import { signInToAgentConsole } from './agentConsole';
import { setVisibility } from './browser';
import { servedClient } from './servedClient';

const served = servedClient();
const ALICE_GROUP = 'cg_1_10001';
const GROUP_CONVERSATION = `sg_${ALICE_GROUP}`;

function readSeqsOf(socket: TestSocket): number[] {
  return socket.received.flatMap((result: DecodeResult) => {
    if (
      result.kind !== 'frame' ||
      result.frame.identify !== 'push_signal_msg' ||
      result.frame.data.content_type !== CONTENT_TYPE.readReceipt
    )
      return [];
    const receipt = JSON.parse(result.frame.data.content) as { conversation_id: string; read_seq: number };
    return receipt.conversation_id === GROUP_CONVERSATION ? [receipt.read_seq] : [];
  });
}

async function sendToGroup(socket: TestSocket, content: string): Promise<number> {
  const reply = await socket.request(
    'send_msg',
    textMessage(content, { chat_type: CHAT_TYPE.group, group_id: ALICE_GROUP, receiver_id: '' }),
  );
  if (reply.kind !== 'frame' || reply.frame.identify !== 'send_msg')
    throw new Error(`send refused: ${JSON.stringify(reply)}`);
  return reply.frame.data.seq;
}

describe('the agent console marks the customer’s messages read', () => {
  let alice: TestSocket | undefined;
  after(() => alice?.close());

  it('while its page is visible, not while hidden, and when it is visible again', async () => {
    const context = await served.browser.newContext();
    const agentPage = await context.newPage();
    const seenSent: string[] = [];
    agentPage.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"seen"')) seenSent.push(payload);
      }),
    );
    await signInToAgentConsole(agentPage, served.sandbox.baseUrl);

    alice = await connectAs(served.sandbox);
    const contact = await alice.request('seat_reception_contact', {
      conversation_id: 'si_10001_20001',
      reason: 'help',
    });
    assert.equal(contact.kind, 'frame');
    await agentPage.getByRole('button', { name: 'Accept' }).click();
    await agentPage.getByRole('heading', { name: 'Conversation with Alice' }).waitFor();

    const first = await sendToGroup(alice, 'Is anyone there?');
    await agentPage.getByText('Is anyone there?').waitFor();
    const customer = alice;
    await customer.waitFor(() => readSeqsOf(customer).includes(first));

    await setVisibility(agentPage, 'hidden');
    const sentBefore = seenSent.length;
    const second = await sendToGroup(alice, 'Hello?');
    await agentPage.getByText('Hello?').waitFor();
    // The console would have reported at once (an effect after the render): give it time to misbehave.
    await agentPage.waitForTimeout(300);
    assert.equal(seenSent.length, sentBefore);
    assert.deepEqual(readSeqsOf(alice), [first]);

    await setVisibility(agentPage, 'visible');
    await customer.waitFor(() => readSeqsOf(customer).includes(second));
    assert.deepEqual(readSeqsOf(alice), [first, second]);
    await context.close();
  });
});
