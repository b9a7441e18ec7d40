import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { AGENT_REST } from '../../src/protocol/agentFrames';
import { LEGACY_FAQ_HEADERS } from '../../src/protocol/faq';
import { HELP_CENTRE_REST } from '../../src/protocol/helpCentreEditing';
import { HEADERS } from '../../src/protocol/identifiers';
import { RECORDING_REST } from '../../src/protocol/recordings';
import { SUPERVISOR_REST } from '../../src/protocol/supervisor';
import { isBackendPath, pathOf } from './paths';

/** How long a browser reuses a preflight's answer (Chromium caps it at 2 h). */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The headers the client's REST calls send: its own (HEADERS) and the legacy FAQ calls' fixed pair. */
export const CUSTOMER_API_HEADERS = [
  'Accept',
  'Content-Type',
  HEADERS.token,
  HEADERS.productId,
  HEADERS.companyId,
  LEGACY_FAQ_HEADERS.authorization,
];

/**
 * The built client's files (scripts, styles, lazy chunks): the same bytes for everyone. A page in an
 * iframe sandboxed without allow-same-origin has the origin `null` and loads its module scripts in
 * CORS mode, so they need `*`.
 */
const PUBLIC_FILES: FastifyCorsOptions = { origin: '*', methods: ['GET', 'HEAD'], preflight: false };

/**
 * The customer API (`/api/v1/…`, `/store/v1/…`) and the legacy FAQ routes (`/customer/v1/…`): each
 * call carries its own token header and never a cookie (the client fetches with credentials 'omit'),
 * so a page of any origin can do nothing with them it could not do from its own server
 * (docs/security.md, "CORS").
 */
const CUSTOMER_API: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST', 'PUT'],
  allowedHeaders: CUSTOMER_API_HEADERS,
  maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  // An OPTIONS without the preflight headers is not from a browser: answered like one, never as plain text.
  strictPreflight: false,
};

/** The agent console's calls and the test-only routes: the console is never framed nor served elsewhere. */
const NO_CORS: FastifyCorsOptions = { origin: false };

const AGENT_CALLS: readonly string[] = [
  ...Object.values(AGENT_REST),
  ...Object.values(HELP_CENTRE_REST),
  ...Object.values(SUPERVISOR_REST),
];

/** Which CORS answer a path gets. */
export function corsOptionsFor(path: string): FastifyCorsOptions {
  if (AGENT_CALLS.includes(path) || path.startsWith(RECORDING_REST.agentList) || path.startsWith('/__sandbox/'))
    return NO_CORS;
  return isBackendPath(path) ? CUSTOMER_API : PUBLIC_FILES;
}

/** Before any route, so that every one gets its CORS headers and preflights are answered first. */
export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCors, {
    delegator: (request, callback) => callback(null, corsOptionsFor(pathOf(request.url))),
  });
}
