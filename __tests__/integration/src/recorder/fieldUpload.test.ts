/**
 * A field recording uploaded by the client's own code (recorder, field session, chunk requests with
 * CompressionStream) into the real sandbox: every stored chunk, gunzipped, holds neither the pass, the
 * token, the sign, the nonce nor the identification code the customer typed (docs/recording.md, "Secrets").
 */
import { gunzipSync } from 'node:zlib';
import { signLink } from '../../../../server/sessions/signedLinks';
import type { AppStore } from '../../../../src/app/store';
import { socialApi } from '../../../../src/features/social/socialApi';
import { memoryStore } from '../../../../src/lib/storage';
import { RECORDING_REST } from '../../../../src/protocol/recordings';
import { disconnectRequested } from '../../../../src/realtime/socketActions';
import { gzipInBrowser } from '../../../../src/recorder/chunker';
import { createChunkSender } from '../../../../src/recorder/chunkRequest';
import { createFieldSession } from '../../../../src/recorder/fieldSession';
import { createRecorder } from '../../../../src/recorder/recorder';
import { identityRequired } from '../../../../src/session/sessionSlice';
import { signInAgent } from '../../../support/agentSocket';
import { runGuard, storeForLink } from '../../../support/linkedStore';
import { agentGet } from '../../../support/recordings';
import { newDataDir, removeDataDir, startSandboxIn, type RunningSandbox } from '../../../support/sandbox';
import { openTestDatabase } from '../../../support/testDatabase';
import { waitForState } from '../../../support/waitForState';

const PASS = 'demo-pass';
const CODE = '480913';
const dataDir = newDataDir('field-upload-');
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandboxIn(dataDir);
});
afterAll(async () => {
  await sandbox?.close();
  await removeDataDir(dataDir);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A customer opens the chat from `link`, types an identification code, and sends the session to support. */
async function uploadSession(link: string, agentToken: string): Promise<{ token: string; recordingId: string }> {
  const recorder = createRecorder({ meta: { locale: 'US', appKey: 'demo', userAgent: 'jest' } });
  const { store } = storeForLink(sandbox.baseUrl, link, { recorder });
  // As the router would see the link before main.tsx takes the secrets out of the address bar.
  recorder.route(`/chat${link}`);
  await runGuard(store, link);
  store.dispatch(identityRequired());
  await waitForState(store, (state) => state.chat.welcome !== null && state.connection.status === 'open');
  await store.dispatch(socialApi.endpoints.verifyCode.initiate({ target: 'alice@example.com', code: CODE }));
  const session = createFieldSession({
    recorder,
    storage: memoryStore(),
    meta: { locale: 'US', appKey: 'demo', userAgent: 'jest' },
    send: createChunkSender(sandbox.baseUrl, () => (store as AppStore).getState().session),
    gzip: gzipInBrowser,
    whenIdle: (task) => task(),
  });
  session.share('customer');
  const entries = recorder.nextSeq();
  for (let tries = 0; tries < 100; tries++) {
    const read = await agentGet<{ entries?: unknown[] }>(
      sandbox,
      RECORDING_REST.agentRecording(session.recordingId),
      agentToken,
    );
    if (read.code === 0 && (read.data.entries?.length ?? 0) >= entries) break;
    await sleep(50);
  }
  session.stop();
  const token = store.getState().session.token ?? '';
  store.dispatch(disconnectRequested());
  return { token, recordingId: session.recordingId };
}

it('stores no pass, token, sign, nonce or code in any chunk', async () => {
  const { token: agentToken } = await signInAgent(sandbox, 'ann');
  const signed = signLink('demo-secret', { appKey: 'demo-signed', username: 'alice' });
  const sessions = [
    await uploadSession(`?app_key=demo&user=alice&pass=${PASS}&country=US`, agentToken),
    await uploadSession(
      `?app_key=demo-signed&user=alice&pass=${PASS}&sign=${signed.sign}&ts=${signed.ts}&nonce=${signed.nonce}&country=US`,
      agentToken,
    ),
  ];
  await sandbox.close();

  const database = await openTestDatabase(dataDir);
  try {
    const chunks = await database.db.selectFrom('recording_chunks').select(['recording_id', 'body']).execute();
    const stored = new Set(chunks.map((chunk) => chunk.recording_id));
    expect([...stored].sort()).toEqual(sessions.map((session) => session.recordingId).sort());
    const text = chunks.map((chunk) => gunzipSync(chunk.body).toString('utf8')).join('\n');
    expect(text).toContain('/api/v1/user/verify-code');
    expect(text).toContain('"kind":"route"');
    for (const secret of [PASS, signed.sign, signed.nonce, CODE, ...sessions.map((session) => session.token)]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
  } finally {
    await database.close();
  }
});
