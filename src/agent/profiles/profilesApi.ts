import { ERROR_CODE } from '../../protocol/codes';
import {
  customerProfileSchema,
  customerSearchSchema,
  PROFILE_REST,
  type CustomerProfile,
  type CustomerSearch,
} from '../../protocol/customerProfiles';
import { HEADERS } from '../../protocol/identifiers';
import { readEnvelope } from '../../protocol/rest';
import type { Validator } from '../../protocol/validate';
import { consoleText, type ConsoleText } from '../i18n/consoleText';

/** What a call answered, or why it did not, in words for the agent. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; problem: ConsoleText };

export function problemOf(code: number): ConsoleText {
  if (code === ERROR_CODE.notFound) return consoleText('profiles.problems.notFound');
  if (code === ERROR_CODE.tokenInvalid || code === ERROR_CODE.tokenExpired)
    return consoleText('profiles.problems.sessionEnded');
  return consoleText('profiles.problems.other', { code });
}

async function getWithAgentToken<T>(
  fetchFn: typeof fetch,
  token: string,
  path: string,
  data: Validator<T>,
): Promise<Loaded<T>> {
  try {
    const response = await fetchFn(path, { headers: { [HEADERS.token]: token } });
    const read = readEnvelope(await response.json(), data);
    return read.ok ? { ok: true, data: read.data } : { ok: false, problem: problemOf(read.code) };
  } catch {
    return { ok: false, problem: consoleText('profiles.problems.unreachable') };
  }
}

/** The company's customers matching a name, a user id or an order number. */
export const searchCustomers = (fetchFn: typeof fetch, token: string, q: string): Promise<Loaded<CustomerSearch>> =>
  getWithAgentToken(fetchFn, token, `${PROFILE_REST.search}?${new URLSearchParams({ q })}`, customerSearchSchema);

export const loadCustomerProfile = (
  fetchFn: typeof fetch,
  token: string,
  customerId: string,
): Promise<Loaded<CustomerProfile>> =>
  getWithAgentToken(
    fetchFn,
    token,
    `${PROFILE_REST.profile}?${new URLSearchParams({ customer_id: customerId })}`,
    customerProfileSchema,
  );
