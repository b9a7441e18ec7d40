import { readHostCommand } from '../../protocol/hostBridge';
import { isAllowedOrigin } from '../../protocol/hostOrigins';
import { hostCommandReceived, hostMessageIgnored } from './hostBridgeSlice';

/** A message event as the bridge judges it. */
export interface ReceivedMessage {
  data: unknown;
  /** `MessageEvent.origin`: the sender's origin, set by the browser. */
  origin: string;
  /** Whether `MessageEvent.source` is this window's parent: a sibling or child frame, or an opener, is not. */
  fromParent: boolean;
}

/**
 * What a received message is to the bridge (docs/embedding.md, "Origins"): a command only from the
 * parent window, on an origin of the product's host allowlist, and well formed; anything else is ignored
 * and counted, the origin checked first.
 */
export function receivedFromHost(received: ReceivedMessage, allowlist: readonly string[]) {
  if (!isAllowedOrigin(allowlist, received.origin)) return hostMessageIgnored({ reason: 'origin' });
  if (!received.fromParent) return hostMessageIgnored({ reason: 'source' });
  const reading = readHostCommand(received.data);
  return reading.ok ? hostCommandReceived(reading.message) : hostMessageIgnored({ reason: reading.reason });
}
