import { isAnyOf } from '@reduxjs/toolkit';
import type { StartListening } from '../../../lib/store/listeners';
import { LIMITS } from '../../../protocol/codes';
import { socketClosed, socketOpened } from '../../../realtime/socketActions';
import { loadChunk } from '../../../lib/loadChunk';
import { messageResent, outboxRestored, sendingTimedOut } from '../state/chatActions';
import type { PendingMessage } from '../model/chatMessage';
import { chatListening, type ChatListenerApi } from './chatListeners';

/** How long a message may stay unacknowledged while the server cannot be reached before it shows as failed. */
export const GIVE_UP_OFFLINE_MS = 15_000;

function outboxKey(productId: string | null, userId: string | null): string | null {
  return productId && userId ? `outbox:${productId}:${userId}` : null;
}

function readOutbox(raw: string | null): PendingMessage[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? (parsed as PendingMessage[]).filter((message) => typeof message?.client_msg_id === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The outbox messages still on their way that went out at least `ms` ago. */
function sendingFor(api: ChatListenerApi, ms: number): PendingMessage[] {
  const now = Date.now();
  return api
    .getState()
    .messages.pending.filter((message) => message.status === 'sending' && now - message.sentAt >= ms);
}

/**
 * After an open, the outbox (with what an earlier page load left) goes out again; then, every second
 * while the socket stays open, the §9 resend check.
 */
async function keepWhileOpen(api: ChatListenerApi): Promise<void> {
  const { session } = api.getState();
  const key = outboxKey(session.productId, session.userId);
  const saved = key ? readOutbox(api.extra.sessionStorage.get(key)) : [];
  if (saved.length > 0) api.dispatch(outboxRestored(saved));
  for (const message of api.getState().messages.pending) {
    if (message.status === 'sending') api.dispatch(messageResent(message, 'reconnected'));
  }
  for (;;) {
    if (await api.condition(socketClosed.match, LIMITS.resendCheckIntervalMs)) return;
    const overdue = sendingFor(api, LIMITS.resendAfterMs);
    if (overdue.length === 0) continue;
    const { checkSendStatus } = await api.pause(loadChunk(() => import('./sendStatusCheck')));
    await checkSendStatus(api, overdue);
  }
}

/** Every second while the server cannot be reached: messages unacknowledged for too long fail. */
async function keepWhileClosed(api: ChatListenerApi): Promise<void> {
  while (!(await api.condition(socketOpened.match, LIMITS.resendCheckIntervalMs))) {
    const overdue = sendingFor(api, GIVE_UP_OFFLINE_MS);
    if (overdue.length > 0)
      api.dispatch(sendingTimedOut({ clientMsgIds: overdue.map((message) => message.client_msg_id) }));
  }
}

/**
 * Spec §4 and §9: the outbox is resent on every open; every second, a message sent more than 3 s ago
 * is checked with check-send-status and resent once if the server never got it, else marked failed.
 * While the server cannot be reached, a message unacknowledged for GIVE_UP_OFFLINE_MS fails
 * (docs/realtime.md, "Send states"); a failed message waits for Retry or Delete. The outbox survives a reload of the tab through session
 * storage (memory where storage refuses). All of it is up front, the first message may be typed offline,
 * but for the check of a late acknowledgement (sendStatusCheck.ts), which runs only while the socket is open.
 */
export function startOutboxListeners(untyped: StartListening): void {
  const startListening = chatListening(untyped);
  startListening({
    predicate: (_action, current, previous) => current.messages.pending !== previous.messages.pending,
    effect: (_action, api) => {
      const { session, messages } = api.getState();
      const key = outboxKey(session.productId, session.userId);
      if (!key) return;
      if (messages.pending.length === 0) api.extra.sessionStorage.remove(key);
      else api.extra.sessionStorage.set(key, JSON.stringify(messages.pending));
    },
  });

  startListening({
    matcher: isAnyOf(socketOpened, socketClosed),
    effect: (action, api) => {
      api.cancelActiveListeners();
      if (socketOpened.match(action)) return keepWhileOpen(api);
      // A final close (the chat left, a refused sign-in) waits for the next open; only an outage fails messages.
      if (socketClosed.match(action) && action.payload.willRetry) return keepWhileClosed(api);
    },
  });
}
