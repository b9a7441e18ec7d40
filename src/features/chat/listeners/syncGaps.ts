import type { WireMessage } from '../../../protocol/entities';
import { conversationReset } from '../state/chatActions';
import type { MessageStore } from '../model/messageStore';
import { missingRanges } from '../model/missingRanges';
import type { ChatListenerApi } from './chatListeners';
import { loadNewestPage, request, storedIn } from './syncRequests';

/** The most a pull may ask for (docs/protocol.md, pull_msg_by_max_seq). */
const PULL_LIMIT = 100;
/** A larger gap is not filled message by message: the conversation is reloaded from its newest page. */
const MAX_GAP_TO_FILL = 500;

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

/**
 * The part of the seq sync's catch-up (syncListeners.ts) for a conversation that already holds messages
 * (`stored`, as the sync found it) and misses some up to `target`: fills what is missing, or, when that
 * cannot be proven possible (too far behind, or the server no longer has what is missing), reloads the
 * newest page. Its own chunk: a page's first open never needs it.
 */
export async function fillGaps(
  api: ChatListenerApi,
  conversationId: string,
  stored: MessageStore<WireMessage>,
  target: number,
  minSeq: number,
): Promise<void> {
  const missing = missingRanges(stored, target);
  const gap = missing.reduce((total, [from, to]) => total + to - from + 1, 0);
  if (gap <= MAX_GAP_TO_FILL) {
    for (const [from, to] of missing) if (!(await pullRange(api, conversationId, from, to))) return;
    if (missingRanges(storedIn(api, conversationId), target).length === 0) return;
  }
  api.dispatch(conversationReset({ conversationId }));
  await loadNewestPage(api, conversationId, target, minSeq);
}
