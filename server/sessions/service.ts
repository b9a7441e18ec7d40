import { ERROR_CODE } from '../../src/protocol/codes';
import { HEADERS } from '../../src/protocol/identifiers';
import { passwordMatches } from './passwordCheck';
import { SandboxError } from '../errors';
import type { TokenEndings } from '../ports';
import type { Store } from '../store';
import type { Product } from '../store/products';
import type { TokenSession } from '../store/tokens';
import type { User } from '../store/users';
import { authenticate, authFailed, type CustomerCredentials } from './customerSignIn';
import type { SignInLimiter } from './signInLimiter';

/** How long an agent's sign-in lasts unless SandboxOptions.agentTokenTtlMs says otherwise: a working day. */
export const DEFAULT_AGENT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface SessionOptions {
  /** How long a customer token lasts (docs/protocol.md, "Sessions"). */
  tokenTtlMs: number;
  /** How long an agent's sign-in token lasts. */
  agentTokenTtlMs: number;
  /** How long a signed link's sign is accepted after its ts (docs/protocol.md, "Signed links"). */
  signWindowMs: number;
  now?: () => number;
}

/** A customer's REST session: who the token names, in which product. */
export interface Session {
  user: User;
  product: Product;
}

/** A signed-in agent's REST session: who, whether they may edit the help centre, whether they supervise. */
export interface AgentSession {
  agentId: string;
  nickname: string;
  canEditFaq: boolean;
  supervisor: boolean;
}

/** A live agent token: whom it signs in, and when it expires. */
export interface AgentTokenSession {
  agentId: string;
  expiresAt: number;
}

/** Until the transport is wired: a revocation reaches no socket (a sandbox without sockets). */
const NO_SOCKETS: TokenEndings = { ended: () => {} };

/**
 * The accounts a password sign-in names, each within its product: a guess counts against the username and
 * the user id it gives (docs/security.md, "Sign-in limits").
 */
function customerAccounts(productId: string, { username, userId }: CustomerCredentials): string[] {
  const accounts = [];
  if (username !== undefined) accounts.push(`customer:${productId}:name:${username}`);
  if (userId !== undefined) accounts.push(`customer:${productId}:id:${userId}`);
  return accounts;
}

/**
 * Sign-in, tokens and signed links, for customers and agents (docs/security.md, "Sessions"): the only
 * service that issues, resolves or revokes a token, and tells `endings` when one is revoked so that
 * its sockets close on every node.
 */
export class SessionService {
  private readonly now: () => number;

  constructor(
    private readonly store: Store,
    private readonly options: SessionOptions,
    private readonly limiter: SignInLimiter,
    private readonly endings: TokenEndings = NO_SOCKETS,
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * A new token for the customer the credentials name; `productHeader`, when sent, must be the app key's
   * product. Within the sign-in limits of the client's `address` and of the account (signInLimiter.ts).
   */
  async signIn(credentials: CustomerCredentials, productHeader: string | undefined, address: string) {
    const product = await this.store.products.findByAppKey(credentials.appKey);
    if (!product) throw new SandboxError(ERROR_CODE.unsupportedProduct);
    if (productHeader !== undefined && productHeader !== product.id) {
      throw new SandboxError(ERROR_CODE.parameterError, `${HEADERS.productId} does not match app_key`);
    }
    const attempt = { address, accounts: product.secret === null ? customerAccounts(product.id, credentials) : [] };
    const user = await this.limiter.attempt(attempt, async () => {
      const found = await authenticate(this.store, product, credentials, this.options.signWindowMs, this.now());
      if (found.kind !== 'customer') throw authFailed('not a customer account');
      return found;
    });
    // Older tokens stay valid: the customer may have the chat open elsewhere (docs/security.md, "Sessions").
    const token = await this.store.tokens.issue(user.id, product.id, this.options.tokenTtlMs, this.now());
    return { id: user.id, token };
  }

  /** Idempotent: signing out a token that already ended answers like the first time; an unknown one is refused. */
  async signOut(token: string | undefined): Promise<void> {
    if (!token || !(await this.store.tokens.lookup(token))) throw new SandboxError(ERROR_CODE.tokenInvalid);
    await this.store.tokens.revoke(token, this.now());
    this.endings.ended(token);
  }

  /**
   * The user and product the token names: tokenInvalid when absent or unknown, tokenExpired when past its
   * expiry or revoked by logout (docs/protocol.md, "Sessions").
   */
  async ofToken(token: string | undefined): Promise<Session> {
    const found = token ? await this.store.tokens.lookup(token) : undefined;
    if (!found) throw new SandboxError(ERROR_CODE.tokenInvalid);
    if (found.status === 'ended') throw new SandboxError(ERROR_CODE.tokenExpired);
    const [user, product] = await Promise.all([
      this.store.users.findById(found.session.userId),
      this.store.products.findById(found.session.productId),
    ]);
    if (!user || !product) throw new SandboxError(ERROR_CODE.tokenInvalid);
    return { user, product };
  }

  /** The live session of a socket's token; an ended (expired, revoked) one counts as unknown. */
  async liveSession(token: string): Promise<TokenSession | undefined> {
    const found = await this.store.tokens.lookup(token);
    return found?.status === 'live' ? found.session : undefined;
  }

  /** Within the sign-in limits of the client's `address` and of the agent's username (signInLimiter.ts). */
  async signInAgent(username: string, password: string, address: string) {
    const agent = await this.limiter.attempt({ address, accounts: [`agent:${username}`] }, async () => {
      const user = await this.store.users.findByUsername(username);
      const found = user?.kind === 'agent' ? user : undefined;
      // Always hash, so an unknown user (or a customer) answers as slowly as a wrong password.
      const matches = await passwordMatches(this.store, found, password);
      if (!found || !matches) throw new SandboxError(ERROR_CODE.authFailed, 'wrong username or password');
      return found;
    });
    const { token, expiresAt } = await this.store.agentTokens.issue(agent.id, this.options.agentTokenTtlMs);
    const { supervisor } = await this.store.users.rolesOf(agent.id);
    return { agent_id: agent.id, nickname: agent.nickname, token, expires_at: expiresAt, supervisor };
  }

  /** Idempotent for a token that already ended, as the customer's sign-out; an unknown one is refused. */
  async signOutAgent(token: string): Promise<void> {
    if (!(await this.store.agentTokens.isKnown(token))) throw new SandboxError(ERROR_CODE.tokenInvalid);
    await this.store.agentTokens.revoke(token);
    this.endings.ended(token);
  }

  /**
   * The agent an agent token names, for the agents' REST calls: tokenInvalid when absent, unknown or not
   * an agent's; tokenExpired when past its expiry or signed out (as ofToken for customers).
   */
  async agentSession(token: string | undefined): Promise<AgentSession> {
    const agentId = token ? await this.store.agentTokens.resolve(token) : undefined;
    if (agentId === undefined) {
      const ended = token !== undefined && (await this.store.agentTokens.isKnown(token));
      throw new SandboxError(ended ? ERROR_CODE.tokenExpired : ERROR_CODE.tokenInvalid);
    }
    const [agent, roles] = await Promise.all([this.store.users.findById(agentId), this.store.users.rolesOf(agentId)]);
    if (agent?.kind !== 'agent') throw new SandboxError(ERROR_CODE.tokenInvalid);
    return { agentId, nickname: agent.nickname, ...roles };
  }

  /** The agent a live agent token names and its expiry, or undefined. */
  async agentOfToken(token: string): Promise<AgentTokenSession | undefined> {
    const live = await this.store.agentTokens.live(token);
    if (live === undefined || (await this.store.users.findById(live.agentId))?.kind !== 'agent') return undefined;
    return live;
  }

  /** True while `token` still signs `agentId` in (checked before each of their socket's frames is acted on). */
  async agentStillSignedIn(token: string, agentId: string): Promise<boolean> {
    return (await this.store.agentTokens.resolve(token)) === agentId;
  }
}
