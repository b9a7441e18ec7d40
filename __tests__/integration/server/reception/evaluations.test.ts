/**
 * A customer's ratings as the server keeps them (issue 29): GET reception/evaluations says which
 * sessions were rated, with what score, and which one can still be rated; only that one can.
 */
import { CONTENT_TYPE, ERROR_CODE } from '../../../../src/protocol/codes';
import { EVALUATION_REST, type CustomerEvaluationsData } from '../../../../src/protocol/evaluations';
import { HEADERS, REST } from '../../../../src/protocol/identifiers';
import { AgentSocket } from '../../../support/agentSocket';
import { connectAs, getWithToken, login, type TestSocket } from '../../../support/sandbox';
import { sandboxPerTest } from '../../../support/sandboxPerTest';

const ANN = '30001';
const AI_OF_DEMO = '20001';

describe('GET reception/evaluations and which session can be rated', () => {
  const env = sandboxPerTest();
  const { track } = env;

  /** A reception asked for by the customer, accepted by Ann and ended by her: its card arrives. */
  async function servedAndEnded(ann: AgentSocket, customer: TestSocket, first: boolean): Promise<string> {
    const identify = first ? 'seat_reception_contact' : 'seat_reception_new';
    const reply = await customer.request(identify, { conversation_id: `si_${customer.uid}_${AI_OF_DEMO}`, reason: '' });
    if (reply.kind !== 'frame') throw new Error(`no reception: ${JSON.stringify(reply)}`);
    const receptionId = (reply.frame.data as { reception: { id: string } }).reception.id;
    const from = ann.received.length;
    ann.send({ type: 'accept', reception_id: receptionId });
    await ann.waitFor((frame) => frame.type === 'accepted' && frame.reception_id === receptionId, from);
    ann.send({ type: 'end', reception_id: receptionId });
    await customer.waitFor(
      (result) =>
        result.kind === 'frame' &&
        result.frame.identify === 'push_msg' &&
        result.frame.data.content_type === CONTENT_TYPE.evaluationCard &&
        result.frame.data.reception_id === receptionId,
    );
    return receptionId;
  }

  async function evaluationsOf(token: string): Promise<CustomerEvaluationsData> {
    const { status, body } = await getWithToken(env.sandbox.baseUrl, EVALUATION_REST.customerEvaluations, token);
    expect(status).toBe(200);
    return (body as { data: CustomerEvaluationsData }).data;
  }

  async function rate(token: string, receptionId: string, score: number): Promise<number> {
    const response = await fetch(`${env.sandbox.baseUrl}${REST.submitEvaluate}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [HEADERS.token]: token },
      body: JSON.stringify({ reception_id: receptionId, score, content: '', problem_finished: 1 }),
    });
    return ((await response.json()) as { code: number }).code;
  }

  it('says nothing is rated and nothing can be before a session ends', async () => {
    const { token } = await login(env.sandbox.baseUrl);
    expect(await evaluationsOf(token)).toEqual({ latest_reception_id: null, evaluations: [] });
  });

  it('lets only the latest ended session be rated, and keeps its score for every device', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const older = await servedAndEnded(ann, alice, true);
    const latest = await servedAndEnded(ann, alice, false);
    const { token } = await login(env.sandbox.baseUrl);

    expect(await evaluationsOf(token)).toEqual({ latest_reception_id: latest, evaluations: [] });
    expect(await rate(token, older, 4)).toBe(ERROR_CODE.parameterError);
    expect(await rate(token, latest, 4)).toBe(0);

    // Another sign-in (another device, or after a reload) reads the same.
    const { token: elsewhere } = await login(env.sandbox.baseUrl);
    expect(await evaluationsOf(elsewhere)).toEqual({
      latest_reception_id: latest,
      evaluations: [{ reception_id: latest, score: 4, problem_finished: 1 }],
    });
    expect(await rate(elsewhere, older, 5)).toBe(ERROR_CODE.parameterError);
    expect(await rate(elsewhere, latest, 5)).toBe(ERROR_CODE.alreadySubmitted);
  });

  it('shows a customer only their own ratings', async () => {
    const ann = track(await AgentSocket.signIn(env.sandbox, ANN));
    const alice = track(await connectAs(env.sandbox));
    const latest = await servedAndEnded(ann, alice, true);
    const alicesToken = (await login(env.sandbox.baseUrl)).token;
    expect(await rate(alicesToken, latest, 2)).toBe(0);
    const bob = await login(env.sandbox.baseUrl, { username: 'bob' });
    expect(await evaluationsOf(bob.token)).toEqual({ latest_reception_id: null, evaluations: [] });
  });
});
