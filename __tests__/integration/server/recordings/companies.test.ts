/**
 * A recording is read only by agents of the company whose product it was recorded in: another
 * company (its product and agent made in this test's own database, never in the demo seed) sees
 * none of the demo company's recordings, and the demo company's agents none of its.
 */
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { RECORDING_REST, type RecordingSummary } from '../../../../src/protocol/recordings';
import { signInAgent } from '../../../support/agentSocket';
import {
  addOtherCompanyIn,
  agentGet,
  agentToken,
  chunkOf,
  gzipJson,
  newRecordingId,
  OTHER_COMPANY,
  putChunk,
} from '../../../support/recordings';
import { login, newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../../../support/sandbox';

const dataDir = newDataDir('recordings-companies-');
let sandbox: RunningSandbox;
let annToken: string;
let olgaToken: string;
let aliceId: string;
/** Alice's recording in the demo company's product, and in the other company's. */
const demoRecording = newRecordingId();
const otherRecording = newRecordingId();

beforeAll(async () => {
  await addOtherCompanyIn(dataDir);
  sandbox = await startSandboxIn(dataDir);
  const inDemo = await login(sandbox.baseUrl);
  const inOther = await login(sandbox.baseUrl, { app_key: OTHER_COMPANY.appKey });
  aliceId = inDemo.id;
  const first = gzipJson(chunkOf([{ t: 0, kind: 'route', path: '/' }], { startedAt: 1 }));
  expect((await putChunk(sandbox, inDemo.token, { id: demoRecording, page: 0, chunk: 0 }, first)).code).toBe(0);
  expect((await putChunk(sandbox, inOther.token, { id: otherRecording, page: 0, chunk: 0 }, first)).code).toBe(0);
  ({ token: annToken } = await signInAgent(sandbox, 'ann'));
  olgaToken = await agentToken(sandbox, OTHER_COMPANY.agent.username, OTHER_COMPANY.agent.password);
});

afterAll(async () => {
  await sandbox?.close();
  await removeDataDir(dataDir);
});

const listed = async (token: string) =>
  (
    await agentGet<{ recordings: RecordingSummary[] }>(
      sandbox,
      `${RECORDING_REST.agentList}?customer_id=${aliceId}`,
      token,
    )
  ).data.recordings.map((summary) => summary.id);

it('lists to each company’s agents only the customer’s recordings in its own products', async () => {
  expect(await listed(annToken)).toEqual([demoRecording]);
  expect(await listed(olgaToken)).toEqual([otherRecording]);
});

it.each([
  ['the demo company’s agent', () => annToken, otherRecording],
  ['the other company’s agent', () => olgaToken, demoRecording],
])('answers %s notFound for a recording of the other company, and its views', async (_who, token, id) => {
  for (const path of [RECORDING_REST.agentRecording(id), RECORDING_REST.agentViews(id)])
    expect([path, (await agentGet(sandbox, path, token())).code]).toEqual([path, ERROR_CODE.notFound]);
});

it('logs no view for a refused read, and reads each company’s own', async () => {
  expect((await agentGet(sandbox, RECORDING_REST.agentRecording(otherRecording), olgaToken)).code).toBe(0);
  const views = await agentGet<{ views: { agent_id: string }[] }>(
    sandbox,
    RECORDING_REST.agentViews(otherRecording),
    olgaToken,
  );
  expect(views.data.views.map((view) => view.agent_id)).toEqual([OTHER_COMPANY.agent.id]);
});
