import type { StartListening } from '../../../lib/store/listeners';
import type { IncomingData, OutgoingData } from '../../../protocol/frames';
import type { OutgoingIdentifier } from '../../../protocol/identifiers';
import { frameIntent, type FrameIntent } from '../../../realtime/frameIntent';
import { frameReceived, replyFailed, requestSent, socketClosed } from '../../../realtime/socketActions';
import { conversationIdOfMessage } from '../../../protocol/conversationId';
import { conversationReset } from '../state/chatActions';
import { chatListening, type ChatListenerApi } from './chatListeners';
import { selectSupportGroupConversationId } from '../state/chatSelectors';
import { conversationMessages } from '../state/messagesSlice';
import { firstSeq, lastSeq, missingRanges, type MessageStore } from '../model/messageStore';

function hasHole<T extends { seq: number; client_msg_id: string }>(stored: MessageStore<T>): boolean {
  return stored.size > 0 && lastSeq(stored) - firstSeq(stored) + 1 !== stored.size;
}

/** How long a reply may take before the sync gives up (the next open syncs again). */
const REPLY_TIMEOUT_MS = 10_000;
/** The most a pull may ask for (docs/protocol.md, pull_msg_by_max_seq). */
const PULL_LIMIT = 100;
/** A larger gap is not filled message by message: the conversation is reloaded from its newest page. */
const MAX_GAP_TO_FILL = 500;
/** How many of the newest messages an empty or reloaded conversation starts with. */
const FIRST_PAGE = 20;
/** Pushes arrive in bursts; holes are looked at once the burst settles. */
const HOLE_SETTLE_MS = 150;

const storedIn = (api: ChatListenerApi, conversationId: string) =>
  conversationMessages(api.getState().messages, conversationId).stored;

/** Sends a request and waits for its reply by msg_incr; null on failure, timeout or cancellation. */
async function request<I extends OutgoingIdentifier & keyof IncomingData>(
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

async function pullRange(api: ChatListenerApi, conversationId: string, from: number, to: number): Promise<boolean> {
  for (let top = to; top >= from; top -= PULL_LIMIT) {
    const page = await request(api, 'pull_msg_by_max_seq', {
      conversation_id: conversationId,
      max_seq: top,
      count: Math.min(PULL_LIMIT, top - from + 1),
    });
    if (!page) return false;
  }
  return true;
}

async function loadNewestPage(
  api: ChatListenerApi,
  conversationId: string,
  maxSeq: number,
  minSeq: number,
): Promise<void> {
  const count = Math.min(FIRST_PAGE, maxSeq - Math.max(minSeq, 1) + 1);
  if (count > 0) await request(api, 'pull_msg_by_max_seq', { conversation_id: conversationId, max_seq: maxSeq, count });
}

/**
 * Brings the stored messages up to the server's newest without a hole: fills what is missing, or,
 * when that cannot be proven possible (the server has less than this client had when it asked, too
 * far behind, or the server no longer has what is missing), reloads the newest page. Never a silent
 * partial recovery. `hadUpTo` is the last stored seq when the server's range was asked for: messages
 * acknowledged or pushed since then are newer than the range and prove nothing missing.
 */
async function catchUp(
  api: ChatListenerApi,
  conversationId: string,
  range: { max_seq: number; min_seq: number },
  hadUpTo: number,
): Promise<void> {
  if (hadUpTo > range.max_seq) {
    api.dispatch(conversationReset({ conversationId }));
    await loadNewestPage(api, conversationId, range.max_seq, range.min_seq);
    return;
  }
  const stored = storedIn(api, conversationId);
  const target = Math.max(range.max_seq, lastSeq(stored));
  if (stored.size === 0) {
    await loadNewestPage(api, conversationId, target, range.min_seq);
    return;
  }
  const missing = missingRanges(stored, target);
  const gap = missing.reduce((total, [from, to]) => total + to - from + 1, 0);
  if (gap === 0) return;
  if (gap <= MAX_GAP_TO_FILL) {
    for (const [from, to] of missing) if (!(await pullRange(api, conversationId, from, to))) return;
    if (missingRanges(storedIn(api, conversationId), target).length === 0) return;
  }
  api.dispatch(conversationReset({ conversationId }));
  await loadNewestPage(api, conversationId, target, range.min_seq);
}

/** One conversation's seq sync: its range, the catch-up, then its unread count. */
async function syncConversation(api: ChatListenerApi, conversationId: string): Promise<void> {
  const hadUpTo = lastSeq(storedIn(api, conversationId));
  const range = await request(api, 'get_max_and_min_seq', { conversation_id: conversationId });
  if (!range) return;
  await catchUp(api, conversationId, range, hadUpTo);
  await request(api, 'get_unread_msg_by_max_seq', { conversation_id: conversationId, max_seq: range.max_seq });
}

/** Seq sync (spec §7; OpenIM's model): after every (re)connect, and whenever a push leaves a hole. */
export function startSyncListeners(untyped: StartListening): void {
  const startListening = chatListening(untyped);
  startListening({
    actionCreator: frameReceived.init_ai_customer_conversation,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      await syncConversation(api, action.payload.data.conversation.conversation_id);
      const group = selectSupportGroupConversationId(api.getState());
      if (group) await syncConversation(api, group);
    },
  });

  /** The support group became known while connected (the first hand-over, or its info arrived). */
  startListening({
    predicate: (_action, state, previous) =>
      state.chat.supportGroupId !== null && previous.chat.supportGroupId === null && state.connection.status === 'open',
    effect: async (_action, api) => {
      const group = selectSupportGroupConversationId(api.getState());
      if (group) await syncConversation(api, group);
    },
  });

  startListening({
    // Checked synchronously on every push (cheap); an effect starts only when a hole appeared.
    predicate: (action, state) =>
      frameReceived.push_msg.match(action) &&
      hasHole(conversationMessages(state.messages, conversationIdOfMessage(action.payload.data)).stored),
    effect: async (action, api) => {
      if (!frameReceived.push_msg.match(action)) return;
      const conversationId = conversationIdOfMessage(action.payload.data);
      api.cancelActiveListeners();
      await api.delay(HOLE_SETTLE_MS);
      const { stored, serverMinSeq } = conversationMessages(api.getState().messages, conversationId);
      await catchUp(api, conversationId, { max_seq: lastSeq(stored), min_seq: serverMinSeq }, 0);
    },
  });
}
