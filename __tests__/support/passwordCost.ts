/**
 * Tests hash at N = 2^10, not OWASP's 2^17 (server/db/passwords.ts): every fresh sandbox seeds five
 * users and tests sign in hundreds of times, at 0.3–0.5 s a hash. Sandboxes started as child
 * processes inherit it. Jest loads this before every test file (jest.config.ts, setupFiles); the
 * browser tests through support/sandbox.ts. A test that needs the real cost passes it to hashPassword.
 */
import { PASSWORD_COST_VARIABLE } from '../../server/db/passwords';

export const TEST_PASSWORD_LOG2N = 10;

process.env[PASSWORD_COST_VARIABLE] ??= String(TEST_PASSWORD_LOG2N);
