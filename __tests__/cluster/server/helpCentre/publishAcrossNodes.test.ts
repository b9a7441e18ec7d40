/**
 * Two sandboxes as two nodes of one cluster (one PostgreSQL database, one Redis; twoNodes.ts): an
 * editor publishes on node a, and a customer on node b, whose assistant had read the article before,
 * gets the new answer within a second (issue 27: "on every node").
 */
import type { AiReply } from '../../../../src/protocol/entities';
import { HELP_CENTRE_REST } from '../../../../src/protocol/helpCentreEditing';
import { signInAgent } from '../../../support/agentSocket';
import { editorPost } from '../../../support/helpCentre';
import { askAi } from '../../../support/orders';
import { connectAs, type RunningSandbox } from '../../../support/sandbox';
import { twoNodesPerTest } from '../../../support/twoNodes';
import { until } from '../../../support/until';

const WITHDRAWAL_TIME = '1007';

const { start: startTwoNodes, track } = twoNodesPerTest('help-centre-publish');

async function askOn(node: RunningSandbox, username: string, question: string): Promise<AiReply['data']> {
  const socket = track(await connectAs(node, { username }));
  return (await askAi(socket, question)).data;
}

describe('a publish on one node', () => {
  it('reaches the assistant on the other node within a second', async () => {
    const { a, b } = await startTwoNodes();
    expect((await askOn(b, 'alice', 'How long does a withdrawal take?')).text).toContain('10 to 20 minutes');

    const { token } = await signInAgent(a, 'ann');
    const draft = {
      product_id: '1',
      id: WITHDRAWAL_TIME,
      type_id: '103',
      language: 'US',
      title: 'How long does a withdrawal take?',
      content: '<p>Withdrawals arrive within <b>2 minutes</b>.</p>',
      phrasings: [],
    };
    expect((await editorPost(a, HELP_CENTRE_REST.saveDraft, token, draft)).data).toEqual({ id: WITHDRAWAL_TIME });
    const body = { product_id: '1', id: WITHDRAWAL_TIME, language: 'US' };
    expect((await editorPost(a, HELP_CENTRE_REST.publish, token, body)).code).toBe(0);

    const bob = track(await connectAs(b, { username: 'bob' }));
    // Worded differently each time: the same question twice in a row gets the "same question" reply.
    const wordings = ['How long does a withdrawal take?', 'How long do withdrawals take?', 'Withdrawal time?'];
    let asked = 0;
    await until(async () => {
      const wording = wordings[asked++ % wordings.length];
      return ((await askAi(bob, wording)).data.text ?? '').includes('2 minutes');
    }, 1000);
  });
});
