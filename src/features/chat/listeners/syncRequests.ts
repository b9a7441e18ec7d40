import type { IncomingData, OutgoingData } from '../../../protocol/frames';
import type { OutgoingIdentifier } from '../../../protocol/identifiers';
import { frameIntent, type FrameIntent } from '../../../realtime/frameIntent';
import { frameReceived, replyFailed, requestSent, socketClosed } from '../../../realtime/socketActions';
import type { ChatListenerApi } from './chatListeners';
import { conversationMessages } from '../state/messagesSlice';

/** The seq sync's requests (syncListeners.ts, and syncGaps.ts when messages are missing). */

/** How long a reply may take before the sync gives up (the next open syncs again). */
const REPLY_TIMEOUT_MS = 10_000;
/** How many of the newest messages an empty or reloaded conversation starts with. */
const FIRST_PAGE = 20;

export const storedIn = (api: ChatListenerApi, conversationId: string) =>
  conversationMessages(api.getState().messages, conversationId).stored;

/** Sends a request and waits for its reply by msg_incr; null on failure, timeout or cancellation. */
export async function request<I extends OutgoingIdentifier & keyof IncomingData>(
  api: ChatListenerApi,
  identify: I,
  data: OutgoingData[I],
): Promise<IncomingData[I] | null> {
  // A frame asked for while the socket is closed is dropped: no reply can come (the next open syncs again).
  if (api.getState().connection.status !== 'open') return null;
  const { frame: intent } = frameIntent(identify, data);
  api.dispatch(requestSent(intent as FrameIntent));
  const reply = await api.take(
    (action) =>
      socketClosed.match(action) ||
      ((frameReceived[identify].match(action) || replyFailed.match(action)) &&
        (action.payload as { msg_incr: string }).msg_incr === intent.msg_incr),
    REPLY_TIMEOUT_MS,
  );
  if (!reply) return null;
  const [action] = reply;
  return frameReceived[identify].match(action) ? (action.payload.data as IncomingData[I]) : null;
}

export async function loadNewestPage(
  api: ChatListenerApi,
  conversationId: string,
  maxSeq: number,
  minSeq: number,
): Promise<void> {
  const count = Math.min(FIRST_PAGE, maxSeq - Math.max(minSeq, 1) + 1);
  if (count > 0) await request(api, 'pull_msg_by_max_seq', { conversation_id: conversationId, max_seq: maxSeq, count });
}
