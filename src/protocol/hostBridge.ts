import { LOCALE_TAGS, type LocaleCode } from './locales';
import { isHttpUrl } from './urls';
import { int, literal, object, str, type Validator } from './validate';

/*
 * The host bridge (docs/embedding.md): postMessage between the client in an iframe and the page that
 * frames it (the host), in one versioned envelope. Shared by the client (src/features/hostBridge) and the
 * embed snippet (src/embed).
 */

export const HOST_BRIDGE_SOURCE = 'support-client';
export const HOST_BRIDGE_VERSION = 1;

/** Why the client could not sign in: the key of the message it shows (src/lib/i18n/errorMessages.ts). */
export interface HostErrorPayload {
  code: 'signInFailed';
  messageKey: string;
}

/** What the client tells its host, by type, with each type's payload. */
export interface ClientEvents {
  /** The first screen is up: the host may send commands. */
  ready: Record<string, never>;
  /** Messages from the AI or an agent that arrived while the host had the chat hidden; 0 once shown. */
  unreadCount: { count: number };
  /** The customer asked to close the chat (its close control, or Escape). */
  closeRequested: Record<string, never>;
  /** The human agent's session ended (by the agent, the customer or a timeout). */
  sessionEnded: Record<string, never>;
  error: HostErrorPayload;
  /** The customer clicked a link in a message, and the host opens links itself (`handleLinks`): an http(s) URL. */
  openLink: { url: string };
}

/** What the host may ask of the client. */
export interface HostCommands {
  /** The host shows the chat: unread messages count as read. */
  open: Record<string, never>;
  /** The host hides the chat (it keeps running, so that unread messages are counted). */
  close: Record<string, never>;
  setLocale: { locale: LocaleCode };
  /** The host opens the links of messages itself: a click on one is posted as `openLink` instead of opening a tab. */
  handleLinks: Record<string, never>;
}

type Envelope<Messages, T extends keyof Messages = keyof Messages> = {
  [K in T]: { source: typeof HOST_BRIDGE_SOURCE; version: typeof HOST_BRIDGE_VERSION; type: K; payload: Messages[K] };
}[T];

export type ClientEvent<T extends keyof ClientEvents = keyof ClientEvents> = Envelope<ClientEvents, T>;
export type HostCommand<T extends keyof HostCommands = keyof HostCommands> = Envelope<HostCommands, T>;

export function clientEvent<T extends keyof ClientEvents>(type: T, payload: ClientEvents[T]): ClientEvent<T> {
  return { source: HOST_BRIDGE_SOURCE, version: HOST_BRIDGE_VERSION, type, payload } as ClientEvent<T>;
}

export function hostCommand<T extends keyof HostCommands>(type: T, payload: HostCommands[T]): HostCommand<T> {
  return { source: HOST_BRIDGE_SOURCE, version: HOST_BRIDGE_VERSION, type, payload } as HostCommand<T>;
}

/**
 * Why a message was ignored: `origin` (not on the allowlist, or not the expected window's) and
 * `source` (not from the expected window) are decided by the receiver; the rest by the readers below.
 */
export type IgnoredReason = 'origin' | 'source' | 'notBridge' | 'version' | 'unknownType' | 'payload';

export type BridgeReading<Message> = { ok: true; message: Message } | { ok: false; reason: IgnoredReason };

const none = object({}) as unknown as Validator<Record<string, never>>;
const count: Validator<number> = (input, path) => {
  const result = int(input, path);
  return result.ok && result.value < 0 ? { ok: false, error: 'negative count' } : result;
};

/** The host opens what it is given: only an http(s) URL, never `javascript:` or `data:`. */
const httpUrl: Validator<string> = (input, path) => {
  const result = str(input, path);
  return result.ok && !isHttpUrl(result.value) ? { ok: false, error: 'not an http(s) URL' } : result;
};

type Payloads<Messages> = { [T in keyof Messages]: Validator<Messages[T]> };

const CLIENT_EVENT_PAYLOADS: Payloads<ClientEvents> = {
  ready: none,
  unreadCount: object({ count }),
  closeRequested: none,
  sessionEnded: none,
  error: object({ code: literal('signInFailed'), messageKey: str }),
  openLink: object({ url: httpUrl }),
};

const HOST_COMMAND_PAYLOADS: Payloads<HostCommands> = {
  open: none,
  close: none,
  // The codes read off LOCALE_TAGS here: LOCALE_CODES, imported, would be built in the entry for this lazy module alone.
  setLocale: object({ locale: literal(...(Object.keys(LOCALE_TAGS) as LocaleCode[])) }),
  handleLinks: none,
};

function readEnvelope<Messages>(payloads: Payloads<Messages>, data: unknown): BridgeReading<Envelope<Messages>> {
  const envelope = data as Partial<Record<'source' | 'version' | 'type' | 'payload', unknown>> | null;
  if (typeof envelope !== 'object' || envelope === null || envelope.source !== HOST_BRIDGE_SOURCE)
    return { ok: false, reason: 'notBridge' };
  if (envelope.version !== HOST_BRIDGE_VERSION) return { ok: false, reason: 'version' };
  const type = envelope.type;
  if (typeof type !== 'string' || !Object.hasOwn(payloads, type)) return { ok: false, reason: 'unknownType' };
  // A message without a payload is read as one with an empty payload: `{ …, type: 'open' }` is enough.
  const payload = payloads[type as keyof Messages](envelope.payload ?? {});
  if (!payload.ok) return { ok: false, reason: 'payload' };
  return {
    ok: true,
    message: {
      source: HOST_BRIDGE_SOURCE,
      version: HOST_BRIDGE_VERSION,
      type,
      payload: payload.value,
    } as Envelope<Messages>,
  };
}

/** A message the client received, read as a host command, or why it is not one. */
export function readHostCommand(data: unknown): BridgeReading<HostCommand> {
  return readEnvelope(HOST_COMMAND_PAYLOADS, data);
}

/** A message the host received, read as a client event, or why it is not one. */
export function readClientEvent(data: unknown): BridgeReading<ClientEvent> {
  return readEnvelope(CLIENT_EVENT_PAYLOADS, data);
}
