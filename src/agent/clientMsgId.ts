/**
 * A client_msg_id for a text the agent sends. crypto.randomUUID exists only in secure contexts (https,
 * localhost): a sandbox reached by its LAN address over http gets 128 random bits in hex instead.
 */
export function newClientMsgId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
