/**
 * Signed links against the real sandbox login (docs/protocol.md, "Signed links"; issue 14): a sign
 * is accepted once, within its window, for exactly the fields it covers.
 */
import { computeSign, signLink, type SignedFields } from '../../../../server/sessions/signedLinks';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { REST } from '../../../../src/protocol/identifiers';
import { startSandbox, type RunningSandbox } from '../../../support/sandbox';

const SECRET = 'demo-secret';
const APP_KEY = 'demo-signed';
const WINDOW_MS = 5 * 60_000;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ signWindowMs: WINDOW_MS });
});
afterAll(() => sandbox.close());

type LoginBody = Record<string, string | undefined>;

async function postLogin(body: LoginBody): Promise<{ code: number; id?: string }> {
  const response = await fetch(`${sandbox.baseUrl}${REST.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: 'any', app_key: APP_KEY, language: 'US', ...body }),
  });
  const envelope = (await response.json()) as { code: number; data: { id: string } | null };
  return { code: envelope.code, id: envelope.data?.id };
}

let nonceCounter = 0;
/** A body signed over `fields` (defaults: alice, now, a fresh nonce), then changed by `edit`. */
function signedBody(
  fields: Partial<SignedFields> = {},
  edit: (body: LoginBody) => LoginBody = (body) => body,
): LoginBody {
  nonceCounter += 1;
  const signed: SignedFields = {
    appKey: APP_KEY,
    username: 'alice',
    ts: String(Math.floor(Date.now() / 1000)),
    nonce: `test-nonce-${Date.now()}-${nonceCounter}`,
    ...fields,
  };
  const body = {
    username: signed.username,
    user_id: signed.userId,
    ts: signed.ts,
    nonce: signed.nonce,
    sign: computeSign(SECRET, signed),
  };
  return edit(body);
}

const secondsAgo = (seconds: number) => String(Math.floor(Date.now() / 1000) - seconds);

describe('POST /api/v1/user/login with a signed link', () => {
  it.each<[string, () => LoginBody, number]>([
    ['a fresh, valid sign', () => signedBody(), ERROR_CODE.ok],
    [
      'a sign signed by the helper (signLink)',
      () => ({ username: 'alice', ...signLink(SECRET, { appKey: APP_KEY, username: 'alice' }) }),
      ERROR_CODE.ok,
    ],
    ['a sign 4 minutes old (inside the window)', () => signedBody({ ts: secondsAgo(240) }), ERROR_CODE.ok],
    [
      'a sign older than the window',
      () => signedBody({ ts: secondsAgo(WINDOW_MS / 1000 + 5) }),
      ERROR_CODE.signExpired,
    ],
    ['a sign issued 10 minutes in the future', () => signedBody({ ts: secondsAgo(-600) }), ERROR_CODE.signExpired],
    [
      'an upper-case hex sign',
      () => signedBody({}, (body) => ({ ...body, sign: body.sign?.toUpperCase() })),
      ERROR_CODE.authFailed,
    ],
    ['a tampered username', () => signedBody({}, (body) => ({ ...body, username: 'bob' })), ERROR_CODE.authFailed],
    [
      'a tampered ts',
      () => signedBody({}, (body) => ({ ...body, ts: secondsAgo(1) === body.ts ? secondsAgo(2) : secondsAgo(1) })),
      ERROR_CODE.authFailed,
    ],
    ['a tampered nonce', () => signedBody({}, (body) => ({ ...body, nonce: `${body.nonce}x` })), ERROR_CODE.authFailed],
    ['no ts', () => signedBody({}, (body) => ({ ...body, ts: undefined })), ERROR_CODE.authFailed],
    ['no nonce', () => signedBody({}, (body) => ({ ...body, nonce: undefined })), ERROR_CODE.authFailed],
    ['a nonce too short', () => signedBody({ nonce: 'abc' }), ERROR_CODE.authFailed],
    [
      'a sign with another secret',
      () => ({ username: 'alice', ...signLink('other-secret', { appKey: APP_KEY, username: 'alice' }) }),
      ERROR_CODE.authFailed,
    ],
    ['a user_id with letters', () => signedBody({ username: undefined, userId: '12a' }), ERROR_CODE.parameterError],
    [
      'a user_id of 21 digits',
      () => signedBody({ username: undefined, userId: '1'.repeat(21) }),
      ERROR_CODE.parameterError,
    ],
    ['a username with a control character', () => signedBody({ username: 'eve\nadmin' }), ERROR_CODE.parameterError],
    ['a username of 65 characters', () => signedBody({ username: 'u'.repeat(65) }), ERROR_CODE.parameterError],
  ])('%s', async (_case, body, code) => {
    expect((await postLogin(body())).code).toBe(code);
  });

  it('refuses the same sign a second time (nonce reused) with signExpired', async () => {
    const body = signedBody();
    expect(await postLogin(body)).toMatchObject({ code: ERROR_CODE.ok, id: '10001' });
    expect((await postLogin(body)).code).toBe(ERROR_CODE.signExpired);
  });

  it('does not let a forged sign use up a nonce', async () => {
    const body = signedBody();
    expect((await postLogin({ ...body, sign: 'f'.repeat(64) })).code).toBe(ERROR_CODE.authFailed);
    expect((await postLogin(body)).code).toBe(ERROR_CODE.ok);
  });

  it('no longer lets a sign for username "x|10001" log in as another user', async () => {
    // The old `app_key|username|user_id` join gave "demo-signed|x|10001|" for both of these.
    const issued = signedBody({ username: 'x|10001' });
    const asOther = (extra: LoginBody) =>
      postLogin({ ts: issued.ts, nonce: issued.nonce, sign: issued.sign, ...extra });
    expect((await asOther({ username: 'x', user_id: '10001|' })).code).toBe(ERROR_CODE.parameterError);
    expect((await asOther({ username: 'x', user_id: '10001' })).code).toBe(ERROR_CODE.authFailed);
    expect((await asOther({ username: 'x|10001' })).code).toBe(ERROR_CODE.ok);
  });
});
