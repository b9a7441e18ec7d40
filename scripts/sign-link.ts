/**
 * Prints a freshly signed /chat link for the demo product `demo-signed` (docs/protocol.md, "Signed
 * links"); it is accepted once, within the sign window (5 minutes by default).
 *
 *   npm run sign-link -- --user alice [--base http://127.0.0.1:8080]
 */
import { parseArgs } from 'node:util';
import { signedDemoLink } from '../server/sessions/signedDemoLink';

const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    base: { type: 'string', default: 'http://127.0.0.1:8080' },
  },
});

if (!values.user) {
  console.error('usage: npm run sign-link -- --user <username> [--base http://127.0.0.1:8080]');
  process.exit(1);
}
console.info(signedDemoLink(values.base ?? 'http://127.0.0.1:8080', values.user));
