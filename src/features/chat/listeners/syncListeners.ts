import type { StartListening } from '../../../lib/store/listeners';
import { frameReceived } from '../../../realtime/socketActions';
import { conversationIdOfMessage } from '../../../protocol/conversationId';
import { conversationReset } from '../state/chatActions';
import { chatListening, type ChatListenerApi } from './chatListeners';
import { selectSupportGroupConversationId } from '../state/chatSelectors';
import { conversationMessages } from '../state/messagesSlice';
import { loadChunk } from '../../../lib/loadChunk';
import { firstSeq, lastSeq, type MessageStore } from '../model/messageStore';
import { loadNewestPage, request, storedIn } from './syncRequests';

/** Pushes arrive in bursts; holes are looked at once the burst settles. */
const HOLE_SETTLE_MS = 150;

function hasHole<T extends { seq: number; client_msg_id: string }>(stored: MessageStore<T>): boolean {
  return stored.size > 0 && lastSeq(stored) - firstSeq(stored) + 1 !== stored.size;
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
  // Contiguous and up to the server's newest: nothing is missing (the usual reconnect).
  if (!hasHole(stored) && lastSeq(stored) >= range.max_seq) return;
  // What is missing is looked for only after a reconnect or a push out of order, never on a page's first open.
  const { fillGaps } = await api.pause(loadChunk(() => import('./syncGaps')));
  await fillGaps(api, conversationId, stored, target, range.min_seq);
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
