/**
 * Sign-in limits (docs/security.md, "Sign-in limits"; issue 30): failures per account with backoff, a
 * ceiling on failures per address, and neither successful sign-ins nor verified signed links counted
 * against the address. Every request here comes from 127.0.0.1, as a crowd behind one carrier address.
 */
import { SIGN_IN_LIMITS } from '../../../../server/sessions/signInLimiter';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { startSandbox, type RunningSandbox } from '../../../support/sandbox';
import {
  agentSignIn,
  codesOf,
  customerSignIn,
  inTurn,
  signedLinkSignIn,
  type SignInAnswer,
} from '../../../support/signInAttempts';

const CROWD = 300;
const BATCH = 20;

const TOO_MANY = { status: 429, code: ERROR_CODE.tooManyRequests };
const refusedForAWhile = (answer: SignInAnswer) => ({ ...TOO_MANY, retryAfter: answer.retryAfter });

/** `count` attempts, `BATCH` at a time. */
async function inBatches(count: number, attempt: (index: number) => Promise<SignInAnswer>) {
  const answers: SignInAnswer[] = [];
  for (let first = 0; first < count; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, offset) => attempt(first + offset));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

let sandbox: RunningSandbox;
afterEach(async () => {
  await sandbox.close();
});

describe('with the production limits (300 failures a minute per address; 5 free failures per account, then 1 s doubling)', () => {
  beforeEach(async () => {
    sandbox = await startSandbox({ signInLimit: SIGN_IN_LIMITS.address, signInBackoff: SIGN_IN_LIMITS.backoff });
  });

  it(`signs in ${CROWD} different customers from one address within a minute`, async () => {
    const started = Date.now();
    const answers = await inBatches(CROWD, (index) =>
      signedLinkSignIn(sandbox, { username: `crowd-${index}`, userId: String(700_000 + index) }),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(codesOf(answers)).toEqual(Array(CROWD).fill(ERROR_CODE.ok));
    // Password sign-ins too: the demo customers, again and again, all within the same minute.
    const again = await inTurn(60, (index) => customerSignIn(sandbox, ['alice', 'bob', 'chloe'][index % 3]));
    expect(codesOf(again)).toEqual(Array(60).fill(ERROR_CODE.ok));
  }, 90_000);

  it("refuses alice's 6th to 20th wrong password with a Retry-After, while bob on the same address signs in at once", async () => {
    const wrong = await inTurn(20, () => customerSignIn(sandbox, 'alice', 'not-the-password'));
    expect(codesOf(wrong.slice(0, 5))).toEqual(Array(5).fill(ERROR_CODE.authFailed));
    expect(wrong.slice(5).map(refusedForAWhile)).toEqual(
      Array(15).fill({ ...TOO_MANY, retryAfter: expect.any(Number) }),
    );
    expect(wrong[5].retryAfter).toBeGreaterThanOrEqual(1);

    expect((await customerSignIn(sandbox, 'bob')).code).toBe(ERROR_CODE.ok);
    // alice's own account owes its wait, even with the right password.
    expect(refusedForAWhile(await customerSignIn(sandbox, 'alice'))).toEqual({
      ...TOO_MANY,
      retryAfter: expect.any(Number),
    });
  });

  it('lets alice in after the wait her account owes, and a success forgets her failures', async () => {
    await inTurn(5, () => customerSignIn(sandbox, 'alice', 'not-the-password'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await customerSignIn(sandbox, 'alice')).code).toBe(ERROR_CODE.ok);
    const wrongAgain = await inTurn(5, () => customerSignIn(sandbox, 'alice', 'not-the-password'));
    expect(codesOf(wrongAgain)).toEqual(Array(5).fill(ERROR_CODE.authFailed));
  });

  it('makes parallel guesses for one account wait their turn too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => customerSignIn(sandbox, 'chloe', 'not-the-password')),
    );
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === ERROR_CODE.authFailed)).toHaveLength(5);
    expect(codes.filter((code) => code === ERROR_CODE.tooManyRequests)).toHaveLength(15);
  });

  it("limits an agent's account the same way: ann's 6th wrong password is refused, ben signs in at once", async () => {
    const wrong = await inTurn(8, () => agentSignIn(sandbox, 'ann', 'wrong'));
    expect(codesOf(wrong)).toEqual([
      ...Array(5).fill(ERROR_CODE.authFailed),
      ...Array(3).fill(ERROR_CODE.tooManyRequests),
    ]);
    expect(wrong[7].retryAfter).toBeGreaterThanOrEqual(1);
    expect((await agentSignIn(sandbox, 'ben', 'ben-demo-pass')).code).toBe(ERROR_CODE.ok);
  });
});

describe('the ceiling per address (here 4 failures a minute)', () => {
  beforeEach(async () => {
    sandbox = await startSandbox({ signInLimit: { max: 4, timeWindowMs: 60_000 } });
  });

  it('counts neither successful sign-ins nor verified signed links, only failures', async () => {
    expect(codesOf(await inTurn(12, (index) => customerSignIn(sandbox, ['alice', 'bob', 'chloe'][index % 3])))).toEqual(
      Array(12).fill(ERROR_CODE.ok),
    );
    expect(codesOf(await inTurn(12, (index) => signedLinkSignIn(sandbox, { username: `linked-${index}` })))).toEqual(
      Array(12).fill(ERROR_CODE.ok),
    );
    // Four failures on four accounts (none of them owes a wait): wrong passwords and a forged link.
    const failures = [
      await customerSignIn(sandbox, 'alice', 'wrong'),
      await customerSignIn(sandbox, 'nobody', 'wrong'),
      await agentSignIn(sandbox, 'ann', 'wrong'),
      await signedLinkSignIn(sandbox, { username: 'mallory' }, 'not-the-secret'),
    ];
    expect(codesOf(failures)).toEqual(Array(4).fill(ERROR_CODE.authFailed));
    const refused = await customerSignIn(sandbox, 'bob');
    expect(refused).toEqual({ ...TOO_MANY, retryAfter: expect.any(Number) });
    expect(refused.retryAfter).toBeGreaterThan(50);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
  });
});
