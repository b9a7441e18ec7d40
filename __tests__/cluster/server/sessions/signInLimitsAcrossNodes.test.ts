/**
 * Sign-in limits on two nodes sharing Redis (twoNodes.ts; docs/security.md, "Sign-in limits"): an
 * account's failures and an address's failures count the same whichever node hears them.
 */
import { SIGN_IN_LIMITS } from '../../../../server/sessions/signInLimiter';
import { ERROR_CODE } from '../../../../src/protocol/codes';
import { agentSignIn, codesOf, customerSignIn, inTurn } from '../../../support/signInAttempts';
import { twoNodesPerTest } from '../../../support/twoNodes';

const { start: startTwoNodes } = twoNodesPerTest('sign-in-limits');

describe('sign-in limits across two nodes', () => {
  it("counts alice's wrong passwords on both nodes as one account's, while bob signs in on either", async () => {
    const { a, b } = await startTwoNodes({ signInBackoff: SIGN_IN_LIMITS.backoff });
    const wrong = await inTurn(6, (index) => customerSignIn(index % 2 === 0 ? a : b, 'alice', 'not-the-password'));
    expect(codesOf(wrong)).toEqual([...Array(5).fill(ERROR_CODE.authFailed), ERROR_CODE.tooManyRequests]);
    expect(wrong[5].retryAfter).toBeGreaterThanOrEqual(1);
    expect((await customerSignIn(a, 'alice')).code).toBe(ERROR_CODE.tooManyRequests);
    expect(codesOf([await customerSignIn(a, 'bob'), await customerSignIn(b, 'bob')])).toEqual([0, 0]);

    const agent = await inTurn(6, (index) => agentSignIn(index % 2 === 0 ? b : a, 'ann', 'wrong'));
    expect(codesOf(agent)).toEqual([...Array(5).fill(ERROR_CODE.authFailed), ERROR_CODE.tooManyRequests]);
    expect((await agentSignIn(a, 'ben', 'ben-demo-pass')).code).toBe(ERROR_CODE.ok);
  });

  it('holds the ceiling on failures per address across the nodes', async () => {
    const { a, b } = await startTwoNodes({ signInLimit: { max: 4, timeWindowMs: 60_000 } });
    expect(codesOf(await inTurn(10, (index) => customerSignIn(index % 2 === 0 ? a : b, 'chloe')))).toEqual(
      Array(10).fill(ERROR_CODE.ok),
    );
    const failures = await inTurn(4, (index) => customerSignIn(index % 2 === 0 ? a : b, `nobody-${index}`, 'wrong'));
    expect(codesOf(failures)).toEqual(Array(4).fill(ERROR_CODE.authFailed));
    const refused = [await customerSignIn(a, 'bob'), await customerSignIn(b, 'bob')];
    expect(refused.map(({ status, code }) => [status, code])).toEqual([
      [429, ERROR_CODE.tooManyRequests],
      [429, ERROR_CODE.tooManyRequests],
    ]);
    expect(refused[1].retryAfter).toBeGreaterThan(50);
  });
});
