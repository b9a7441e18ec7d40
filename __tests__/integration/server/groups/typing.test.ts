/**
 * The customer's typing notice against the real sandbox (issue 17, point 6; docs/protocol.md, "typing"):
 * a `typing` frame naming the customer's own support group reaches the agent serving them as
 * `{ type: 'typing', reception_id }`; any other group is refused and nobody hears of it.
 */
import type { DecodeResult } from '../../../../src/protocol/codec';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { AgentSocket, type AgentFrame } from '../../../support/agentSocket';
import { connectAs } from '../../../support/sandbox';
import { sandboxPerTest } from '../../../support/sandboxPerTest';

const ANN = '30001';
const BEN = '30002';
const ALICE_GROUP = 'cg_1_10001';
const BOB_GROUP = 'cg_1_10002';
const AI_CONVERSATION = 'si_10001_20001';

const typingFrames = (agent: AgentSocket) => agent.received.filter((frame) => frame.type === 'typing');

function errorCodeOf(result: DecodeResult): number {
  if (result.kind === 'replyError') return result.error.err_code;
  if (result.kind === 'frame') return ERROR_CODE.ok;
  throw new Error(`malformed reply: ${result.reason}`);
}

describe('the customer typing frame', () => {
  const env = sandboxPerTest();
  const { track } = env;

  /** Alice asks for a human; Ann and Ben are online, Ann accepts once `accept` is called. */
  async function waitingAlice() {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const ben = track(await AgentSocket.signIn(env.sandbox, BEN));
    const alice = track(await connectAs(env.sandbox));
    const contact = await alice.request('seat_reception_contact', { conversation_id: AI_CONVERSATION, reason: 'help' });
    if (
      contact.kind !== 'frame' ||
      contact.frame.identify !== 'seat_reception_contact' ||
      !contact.frame.data.reception
    )
      throw new Error(`no reception: ${JSON.stringify(contact)}`);
    const receptionId = contact.frame.data.reception.id;
    const accept = async () => {
      const from = ann.received.length;
      ann.send({ type: 'accept', reception_id: receptionId });
      await ann.waitFor((frame: AgentFrame) => frame.type === 'accepted', from);
    };
    return { ann, ben, alice, receptionId, accept };
  }

  it("reaches the serving agent's socket as { type: 'typing', reception_id }, and only theirs", async () => {
    const { ann, ben, alice, receptionId, accept } = await waitingAlice();
    await accept();

    expect(errorCodeOf(await alice.request('typing', { group_id: ALICE_GROUP }))).toBe(ERROR_CODE.ok);
    expect(await ann.waitFor((frame) => frame.type === 'typing')).toEqual({
      type: 'typing',
      reception_id: receptionId,
    });
    // Ben's frames are handled in order with Ann's: once Ann has the notice, Ben would have had his.
    expect(typingFrames(ben)).toEqual([]);
  });

  it('is answered but tells no one while the customer still waits for an agent', async () => {
    const { ann, ben, alice, receptionId, accept } = await waitingAlice();
    expect(errorCodeOf(await alice.request('typing', { group_id: ALICE_GROUP }))).toBe(ERROR_CODE.ok);
    await accept();
    expect(typingFrames(ann)).toEqual([]);

    await alice.request('typing', { group_id: ALICE_GROUP });
    await ann.waitFor((frame) => frame.type === 'typing');
    expect(typingFrames(ann)).toEqual([{ type: 'typing', reception_id: receptionId }]);
    expect(typingFrames(ben)).toEqual([]);
  });

  it("refuses a group that is not the customer's own (parameterError), and the agent hears nothing", async () => {
    const { ann, alice, accept } = await waitingAlice();
    await accept();
    const bob = track(await connectAs(env.sandbox, { username: 'bob' }));

    expect(errorCodeOf(await bob.request('typing', { group_id: ALICE_GROUP }))).toBe(ERROR_CODE.parameterError);
    expect(errorCodeOf(await alice.request('typing', { group_id: BOB_GROUP }))).toBe(ERROR_CODE.parameterError);
    expect(errorCodeOf(await alice.request('typing', {}))).toBe(ERROR_CODE.parameterError);

    // A later notice of Alice's own arrives alone: none of the refused ones went anywhere.
    await alice.request('typing', { group_id: ALICE_GROUP });
    await ann.waitFor((frame) => frame.type === 'typing');
    expect(typingFrames(ann)).toHaveLength(1);
  });
});
